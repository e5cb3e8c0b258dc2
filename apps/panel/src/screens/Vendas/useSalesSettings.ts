import type { SalePlatform, SalesSettingsInput } from '@agente/api';
import { copyFeedbackMachine } from '@agente/machines';
import type { TemplateFieldErrors, TemplateFieldValues } from '@agente/ui';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/ServicesContext.tsx';
import { useToasts } from '../../app/toasts.tsx';
import { useAction } from '../../hooks/useAction.ts';
import { useFeedback } from '../../hooks/useFeedback.ts';
import { useResource } from '../../hooks/useResource.ts';
import {
  EMPTY_TEMPLATE_FIELDS,
  toApprovedTemplate,
  toTemplateFields,
  validateTemplateFields,
} from '../approvedTemplate/approvedTemplateForm.ts';
import type { VendasViewProps } from './VendasView.tsx';
import { VENDAS_COPY as COPY } from './vendas.copy.ts';

const EMPTY_FORM: SalesSettingsInput = {
  obrigado: { ativo: false, texto: '' },
  recuperacao: { ativo: false, texto: '', atraso_minutos: 30 },
};
const NO_ADDRESSES = { hotmart: '', kiwify: '', generico: '' };

/** Loads the account's sales webhook and messages, copies addresses, renews the secret and saves the messages. */
export function useSalesSettings(): VendasViewProps {
  const { api } = useServices();
  const toasts = useToasts();
  const save = useAction();
  const regenerate = useAction();
  const copied = useFeedback(copyFeedbackMachine);
  const settings = useResource(() => api.sales.settings(), COPY.loadFailed, [api]);
  const loaded = settings.state.status === 'ready' ? settings.state.data : undefined;
  const [addresses, setAddresses] = useState(NO_ADDRESSES);
  const [form, setForm] = useState<SalesSettingsInput>(EMPTY_FORM);
  const [template, setTemplate] = useState<TemplateFieldValues>(EMPTY_TEMPLATE_FIELDS);
  const [templateErrors, setTemplateErrors] = useState<TemplateFieldErrors>({});
  // The screen shows what the server holds: on opening, after a save and after a new secret.
  useEffect(() => {
    if (!loaded) return;
    setAddresses(loaded.enderecos);
    setForm({ obrigado: loaded.obrigado, recuperacao: loaded.recuperacao });
    setTemplate(toTemplateFields(loaded.recuperacao.modelo));
  }, [loaded]);

  return {
    status: settings.state.status,
    loadError: settings.state.status === 'error' ? settings.state.error : undefined,
    onRetry: settings.reload,
    addresses,
    copied: (copied.message as SalePlatform | null) ?? null,
    onCopied: (platform) => copied.show(platform),
    onCopyError: () => toasts.error(COPY.copyFailed),
    isRegenerating: regenerate.isPending,
    onRegenerate: () => {
      void regenerate.run('regenerate', () => api.sales.regenerateSecret(), {
        fallbackError: COPY.regenerateFailed,
        onError: toasts.error,
        onSuccess: (renewed) => {
          toasts.success(COPY.regenerated);
          setAddresses(renewed.enderecos);
        },
      });
    },
    form,
    onChange: setForm,
    isSaving: save.isPending,
    template,
    templateErrors,
    onTemplateChange: (change) => {
      setTemplate((current) => ({ ...current, ...change }));
      setTemplateErrors({});
    },
    onSubmit: () => {
      const problems = validateTemplateFields(template);
      setTemplateErrors(problems);
      if (Object.keys(problems).length > 0) return;
      const input = { ...form, recuperacao: { ...form.recuperacao, modelo: toApprovedTemplate(template) } };
      void save.run('save', () => api.sales.save(input), {
        fallbackError: COPY.saveFailed,
        onError: toasts.error,
        onSuccess: (saved) => {
          toasts.success(COPY.saved);
          setForm({ obrigado: saved.obrigado, recuperacao: saved.recuperacao });
          setTemplate(toTemplateFields(saved.recuperacao.modelo));
        },
      });
    },
  };
}
