import { type ConnectionMethod, errorMessage } from '@agente/api';
import { formatPhoneBr } from '@agente/rules';
import type { WhatsappCloudFormErrors, WhatsappCloudFormValues } from '@agente/ui';
import { useState } from 'react';
import { useServices } from '../../app/ServicesContext.tsx';
import { useAction } from '../../hooks/useAction.ts';
import { useResource } from '../../hooks/useResource.ts';
import type { ConectarViewProps } from './ConectarView.tsx';
import { EMPTY_CLOUD_FORM, placeCloudError, toCloudInput, validateCloudForm } from './cloudForm.ts';
import { CONECTAR_COPY as COPY } from './conectar.copy.ts';

export type CloudConnectionProps = Pick<ConectarViewProps, 'method' | 'cloud' | 'cloudConnection'>;

/**
 * The official API's side of the page: how the number is connected and which ways the server offers
 * (GET /api/conexao/provedor), the owner's choice, and the form checked with Meta (PUT /api/conexao/api-oficial).
 * `onConnected` runs once Meta accepted the ids and the token (the page then checks the connection again).
 */
export function useCloudConnection(onConnected: () => void): CloudConnectionProps & { reload: () => void } {
  const { api } = useServices();
  const provider = useResource(() => api.connection.provider(), COPY.cloud.failed, [api]);
  const connect = useAction();
  const [chosen, setChosen] = useState<ConnectionMethod | null>(null);
  const [values, setValues] = useState<WhatsappCloudFormValues>(EMPTY_CLOUD_FORM);
  const [errors, setErrors] = useState<WhatsappCloudFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const data = provider.state.status === 'ready' ? provider.state.data : undefined;
  const offersBoth = data?.provedores.includes('api_oficial') && data.provedores.includes('qr_code');

  return {
    reload: provider.reload,
    method: offersBoth ? { selected: chosen ?? data?.provedor ?? 'qr_code', onChange: setChosen } : null,
    // Meta's own spelling of the number ("+55 11 91234-5678") drawn like every other phone of the panel.
    cloudConnection: data?.api_oficial
      ? { ...data.api_oficial, numero: formatPhoneBr(data.api_oficial.numero) }
      : null,
    cloud: {
      values,
      errors,
      formError,
      isSubmitting: connect.isPending,
      onChange: (change) => {
        setValues((current) => ({ ...current, ...change }));
        // A corrected field no longer shows the problem it had.
        setErrors((current) => {
          const next = { ...current };
          for (const key of Object.keys(change) as (keyof WhatsappCloudFormValues)[]) delete next[key];
          return next;
        });
        setFormError(null);
      },
      onSubmit: () => {
        const found = validateCloudForm(values);
        setErrors(found);
        setFormError(null);
        if (Object.keys(found).length > 0) return;
        const call = async () => {
          try {
            return await api.connection.connectCloud(toCloudInput(values));
          } catch (failure) {
            const placed = placeCloudError(failure, errorMessage(failure, COPY.cloud.failed));
            setErrors(placed.errors);
            setFormError(placed.formError);
            throw failure;
          }
        };
        void connect.run('connect', call, {
          fallbackError: COPY.cloud.failed,
          onSuccess: (connected) => {
            // The token is never kept on the page once Meta accepted it.
            setValues(EMPTY_CLOUD_FORM);
            setChosen(null);
            provider.update((current) => ({ ...current, provedor: 'api_oficial', api_oficial: connected }));
            onConnected();
          },
        });
      },
    },
  };
}
