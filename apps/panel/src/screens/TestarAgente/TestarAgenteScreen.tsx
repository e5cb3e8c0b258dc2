import { agentPlaygroundMachine, loadStatus, messageText } from '@agente/machines';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { useServices } from '../../app/ServicesContext.tsx';
import { PATHS } from '../../paths.ts';
import { playgroundItems, stepLabel } from './playgroundItems.ts';
import { TestarAgenteView } from './TestarAgenteView.tsx';
import { TESTAR_AGENTE_COPY as COPY } from './testarAgente.copy.ts';

/** /panel/testar-agente — a chat with the account's own agent, as a test lead nothing counts. */
export default function TestarAgenteScreen() {
  const { api } = useServices();
  const [, navigate] = useLocation();
  const logic = useMemo(
    () =>
      agentPlaygroundMachine.provide({
        actors: {
          fetchState: fromPromise(() => api.playground.get()),
          sendMessage: fromPromise(({ input }) => api.playground.send(input.text)),
          resetConversation: fromPromise(() => api.playground.reset()),
        },
      }),
    [api],
  );
  const [state, send] = useMachine(logic);
  const { shown, draft, error } = state.context;
  const items = useMemo(() => (shown ? playgroundItems(shown) : []), [shown]);
  const loaded = loadStatus(state);
  const status = loaded === 'ready' && !shown?.pronto ? 'notReady' : loaded;
  return (
    <TestarAgenteView
      status={status}
      onRetry={() => send({ type: 'user.retry' })}
      onGoToAgent={() => navigate(PATHS.agent)}
      isModelLimitReached={shown?.modelo_limite_atingido ?? false}
      items={items}
      stepLabel={shown ? stepLabel(shown) : ''}
      isPaused={shown?.pausado ?? false}
      isSending={state.matches('sending')}
      isResetting={state.matches('resetting')}
      error={error && messageText(error, COPY.machineErrors)}
      draft={draft}
      onDraftChange={(text) => send({ type: 'user.type', text })}
      onSend={() => send({ type: 'user.send' })}
      onReset={() => send({ type: 'user.reset' })}
    />
  );
}
