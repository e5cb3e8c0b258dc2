import type { Agent } from '@agente/api';
import { productsLoaderMachine } from '@agente/machines';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { usePanelStatus } from '../../app/panelStatus.tsx';
import { useServices } from '../../app/ServicesContext.tsx';
import { useToasts } from '../../app/toasts.tsx';
import { useAction } from '../../hooks/useAction.ts';
import { useResource } from '../../hooks/useResource.ts';
import { PATHS } from '../../paths.ts';
import {
  type AgentFormErrors,
  type AgentFormValues,
  isComplete,
  NEW_AGENT_FORM,
  toAgentForm,
  toAgentInput,
  validateAgent,
} from './agentForm.ts';
import { MeuAgenteView } from './MeuAgenteView.tsx';
import { MEU_AGENTE_COPY as COPY } from './meuAgente.copy.ts';
import type { ProductsState } from './ProductChoice.tsx';

/** /panel/meu-agente — create or update the user's single agent (docs/panel-screens.md#meu-agente). */
export default function MeuAgenteScreen() {
  const { api } = useServices();
  const { reloadAgentStatus } = usePanelStatus();
  const [, navigate] = useLocation();
  const agent = useResource<Agent | null>(() => api.agents.get(), COPY.errors.load, [api]);
  const productsLogic = useMemo(
    () => productsLoaderMachine.provide({ actors: { loadProducts: fromPromise(() => api.products.list()) } }),
    [api],
  );
  const [products, sendProducts] = useMachine(productsLogic);
  const action = useAction();
  const toasts = useToasts();
  const [form, setForm] = useState<AgentFormValues>(NEW_AGENT_FORM);
  const [formErrors, setFormErrors] = useState<AgentFormErrors>({});

  // The form shows what the server holds: on opening and again after every save.
  const loaded = agent.state.status === 'ready' ? agent.state.data : undefined;
  useEffect(() => {
    if (loaded === undefined) return;
    setForm(loaded ? toAgentForm(loaded) : NEW_AGENT_FORM);
    setFormErrors({});
  }, [loaded]);

  const isNew = loaded === null;
  const submit = () => {
    const errors = validateAgent(form);
    setFormErrors(errors);
    if (!isComplete(form) || Object.keys(errors).length > 0) return;
    const body = toAgentInput(form);
    void action.run('save', () => (isNew ? api.agents.create(body) : api.agents.update(body)), {
      fallbackError: COPY.errors.save,
      onError: toasts.error,
      onSuccess: () => {
        // The save button is at the end of a long form: the result shows in the toast corner, in view.
        toasts.success(isNew ? COPY.success.created : COPY.success.updated);
        agent.reload();
        // The side menu's Ativo/Pausado switch reads the agent too: a new agent makes it usable.
        reloadAgentStatus();
      },
    });
  };

  const productsState: ProductsState = products.matches('loaded')
    ? {
        status: 'ready',
        items: products.context.products.map((p) => ({ id: p.id, name: p.nome_produto })),
      }
    : products.matches('failed')
      ? { status: 'error', error: COPY.productsErrors[products.context.error ?? 'loadFailed'] }
      : { status: 'loading' };

  return (
    <MeuAgenteView
      status={agent.state.status}
      loadError={agent.state.status === 'error' ? agent.state.error : null}
      onRetryLoad={agent.reload}
      isNew={isNew}
      form={form}
      formErrors={formErrors}
      onChange={(field, value) => setForm((current) => ({ ...current, [field]: value }))}
      products={productsState}
      onRetryProducts={() => sendProducts({ type: 'user.retry' })}
      onGoToProducts={() => navigate(PATHS.products)}
      onTestAgent={() => navigate(PATHS.playground)}
      onOpenKnowledge={() => navigate(PATHS.knowledge)}
      onSubmit={submit}
      isSaving={action.pendingKey === 'save'}
    />
  );
}
