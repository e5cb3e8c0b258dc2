import { liveConversationMachine, loadStatus, messageText } from '@agente/machines';
import { purchaseMark } from '@agente/rules';
import { formatDateTime, formatPhoneDisplay } from '@agente/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useParams } from 'wouter';
import { fromPromise } from 'xstate';
import { usePanelStatus } from '../../app/panelStatus.tsx';
import { useServices } from '../../app/ServicesContext.tsx';
import { ConversaView } from './ConversaView.tsx';
import { CONVERSAS_COPY as COPY } from './conversas.copy.ts';
import { conversationItems, leadTitle } from './conversationItems.ts';

/** /panel/conversas/:phone — one lead's conversation, kept up to date while open. */
export default function ConversaScreen() {
  const { api } = useServices();
  const phone = useParams<{ phone: string }>().phone ?? '';
  const logic = useMemo(
    () =>
      liveConversationMachine.provide({
        actors: {
          fetchPage: fromPromise(({ input }) =>
            api.conversations.get(input.phone, input.cursor ?? undefined),
          ),
          pauseAgent: fromPromise(({ input }) => api.conversations.pause(input.phone)),
          resumeAgent: fromPromise(({ input }) => api.conversations.resume(input.phone)),
          sendMessage: fromPromise(({ input }) => api.conversations.sendAsHuman(input.phone, input.text)),
        },
      }),
    [api],
  );
  const [state, send] = useMachine(logic, { input: { phone } });
  const { nome, estado, agenteConta, compra, transcript, draft, olderError, actionError } = state.context;
  // The lead started or stopped waiting for a person (answered, resumed, or handed over while open): the menu's
  // count follows at once rather than at its next poll. Keyed on the wait's start, so a refresh that changes
  // nothing counts nothing.
  const { recountWaiting } = usePanelStatus();
  const waitingSince = estado.aguardando?.desde ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the wait starts or ends, not on each poll
  useEffect(() => recountWaiting(), [waitingSince]);
  const items = useMemo(
    () => conversationItems(transcript.messages, transcript.turns, nome.trim()),
    [transcript, nome],
  );
  const feed = loadStatus(state, { region: 'feed' });
  return (
    <ConversaView
      status={feed}
      onRetry={() => send({ type: 'user.retry' })}
      title={leadTitle(nome, phone)}
      phone={formatPhoneDisplay(phone)}
      paused={estado.pausado}
      accountAgent={agenteConta}
      pausedWhy={COPY.pausedWhy(estado, estado.desde ? formatDateTime(estado.desde) : '')}
      waiting={
        estado.aguardando && COPY.waiting(formatDateTime(estado.aguardando.desde), estado.aguardando.motivo)
      }
      doNotDisturb={estado.nao_perturbe_desde && COPY.doNotDisturb(formatDateTime(estado.nao_perturbe_desde))}
      purchase={compra && purchaseMark(compra)}
      isChangingPause={state.matches({ control: 'pausing' }) || state.matches({ control: 'resuming' })}
      onPause={() => send({ type: 'user.pause' })}
      onResume={() => send({ type: 'user.resume' })}
      items={items}
      hasOlder={transcript.olderCursor !== null}
      isLoadingOlder={state.matches({ older: 'loading' })}
      olderError={olderError && COPY.machineErrors[olderError]}
      onLoadOlder={() => send({ type: 'user.loadOlder' })}
      draft={draft}
      onDraftChange={(text) => send({ type: 'user.type', text })}
      onSend={() => send({ type: 'user.send' })}
      isSending={state.matches({ control: 'sending' })}
      actionError={actionError && messageText(actionError, COPY.machineErrors)}
    />
  );
}
