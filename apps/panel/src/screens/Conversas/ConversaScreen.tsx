import { conversationReadMachine, liveConversationMachine, loadStatus, messageText } from '@agente/machines';
import { formatPhoneBr, purchaseMark } from '@agente/rules';
import { formatDateTime } from '@agente/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useParams } from 'wouter';
import { fromPromise } from 'xstate';
import { usePanelStatus } from '../../app/panelStatus.tsx';
import { useServices } from '../../app/ServicesContext.tsx';
import { PATHS, pathTo } from '../../paths.ts';
import { ConversaView } from './ConversaView.tsx';
import { CONVERSAS_COPY as COPY } from './conversas.copy.ts';
import { conversationItems, leadTitle } from './conversationItems.ts';

export interface ConversaScreenProps {
  /** The lead's phone; the address's when not given. */
  phone?: string;
  /** The conversation was marked read up to its newest message (the inbox's list clears its count). */
  onRead?: (phone: string) => void;
}

/** One lead's conversation, kept up to date while open, in the inbox beside the list (or alone on a phone). */
export default function ConversaScreen(props: ConversaScreenProps) {
  const { api } = useServices();
  const routePhone = useParams<{ phone: string }>().phone ?? '';
  const phone = props.phone ?? routePhone;
  const { onRead } = props;
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
  const readLogic = useMemo(
    () =>
      conversationReadMachine.provide({
        actors: {
          markRead: fromPromise(async ({ input }) => {
            await api.conversations.markRead(input.phone, input.upTo);
            onRead?.(input.phone);
          }),
        },
      }),
    [api, onRead],
  );
  const [state, send] = useMachine(logic, { input: { phone } });
  const [, sendRead] = useMachine(readLogic, { input: { phone } });
  const { nome, estado, agenteConta, compra, kanban, transcript, draft, olderError, actionError } =
    state.context;
  // What is on screen is read: each refresh of the transcript reports its newest message.
  useEffect(() => {
    const upTo = transcript.messages.reduce((newest, message) => Math.max(newest, message.id), 0);
    sendRead({ type: 'conversation.shown', upTo });
  }, [transcript, sendRead]);
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
      phone={formatPhoneBr(phone)}
      paused={estado.pausado}
      accountAgent={agenteConta}
      pausedWhy={COPY.pausedWhy(estado, estado.desde ? formatDateTime(estado.desde) : '')}
      waiting={
        estado.aguardando && COPY.waiting(formatDateTime(estado.aguardando.desde), estado.aguardando.motivo)
      }
      doNotDisturb={estado.nao_perturbe_desde && COPY.doNotDisturb(formatDateTime(estado.nao_perturbe_desde))}
      purchase={compra && purchaseMark(compra)}
      kanban={
        kanban && {
          step: COPY.kanbanStep(kanban.etapa, kanban.produto),
          tag: kanban.etiqueta,
          href: pathTo(PATHS.kanban, { id: kanban.produto_id }),
        }
      }
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
