import type { ConversationMessage, PlaygroundState } from '@agente/api';
import { assign, fromPromise, setup } from 'xstate';
import { type MachineMessage, withServerMessage } from '../errors.ts';
import { notProvidedActor } from '../notProvided.ts';
import { typingDurationMs } from '../supportChat/supportChatMachine.ts';

export interface AgentPlaygroundContext {
  /** What the chat shows: the conversation as the agent's reply is revealed, part by part. */
  shown: PlaygroundState | null;
  /** The conversation after the last reply, shown whole once every part was "typed". */
  settled: PlaygroundState | null;
  /** The reply's parts still being "typed", oldest first. */
  typing: ConversationMessage[];
  draft: string;
  /** Sending or restarting failed, with the server's message when one came. */
  error: MachineMessage<AgentPlaygroundErrorCode> | null;
}

/** The test chat could not send or restart (network, server). */
export type AgentPlaygroundErrorCode = 'actionFailed';

export type AgentPlaygroundEvent =
  | { type: 'user.retry' }
  | { type: 'user.type'; text: string }
  | { type: 'user.send' }
  | { type: 'user.reset' };

/** The test lead's message, shown at once while the agent thinks (the server gives it its id). */
const OPTIMISTIC_ID = -1;

function withLeadMessage(state: PlaygroundState, text: string): PlaygroundState {
  const message: ConversationMessage = {
    id: OPTIMISTIC_ID,
    autor: 'lead',
    tipo: 'texto',
    texto: text,
    midia: null,
    transcricao: null,
    entrega: null,
    explicacao: null,
    data_hora: new Date().toISOString(),
  };
  return { ...state, mensagens: [...state.mensagens, message] };
}

/** The reply's parts: the agent's messages after the last message the chat already had. */
function replyParts(before: PlaygroundState | null, after: PlaygroundState): ConversationMessage[] {
  const known = new Set(before?.mensagens.map((message) => message.id));
  return after.mensagens.filter((message) => message.autor === 'agente' && !known.has(message.id));
}

/**
 * "Testar agente": loads the account's test conversation; sending shows the seller's message at once, waits for
 * the agent's answer (the server answers in the same request), then reveals its parts one by one after a
 * "digitando..." pause of TYPING per part, like a lead would see them; the reasons show once the reply is whole.
 * "Reiniciar conversa" empties it. One action at a time; a failure keeps the draft and says why.
 */
export const agentPlaygroundMachine = setup({
  types: {
    context: {} as AgentPlaygroundContext,
    events: {} as AgentPlaygroundEvent,
  },
  actors: {
    /** GET /api/testar-agente */
    fetchState: fromPromise<PlaygroundState>(notProvidedActor('fetchState')),
    /** POST /api/testar-agente/mensagens */
    sendMessage: fromPromise<PlaygroundState, { text: string }>(notProvidedActor('sendMessage')),
    /** DELETE /api/testar-agente */
    resetConversation: fromPromise<PlaygroundState>(notProvidedActor('resetConversation')),
  },
  guards: {
    hasDraft: ({ context }) => context.draft.trim() !== '',
  },
  delays: {
    TYPING: ({ context }) => typingDurationMs(context.typing[0]?.texto ?? ''),
  },
}).createMachine({
  id: 'agentPlayground',
  context: { shown: null, settled: null, typing: [], draft: '', error: null },
  initial: 'loading',
  on: {
    'user.type': { actions: assign({ draft: ({ event }) => event.text }) },
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchState',
        src: 'fetchState',
        onDone: { target: 'idle', actions: assign({ shown: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'user.retry': 'loading' },
    },
    idle: {
      on: {
        'user.send': { guard: 'hasDraft', target: 'sending' },
        'user.reset': 'resetting',
      },
    },
    sending: {
      entry: assign(({ context }) => ({
        error: null,
        shown: context.shown ? withLeadMessage(context.shown, context.draft.trim()) : null,
      })),
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => ({ text: context.draft.trim() }),
        onDone: {
          target: 'typing',
          actions: assign(({ context, event }) => {
            const typing = replyParts(context.shown, event.output);
            const parts = new Set(typing.map((message) => message.id));
            return {
              draft: '',
              settled: event.output,
              typing,
              // The seller's message with its id; the reply appears part by part; the reasons at the end.
              shown: {
                ...event.output,
                mensagens: event.output.mensagens.filter((message) => !parts.has(message.id)),
                motivos: context.shown?.motivos ?? [],
              },
            };
          }),
        },
        onError: {
          target: 'idle',
          actions: assign(({ context, event }) => ({
            error: withServerMessage(event.error, 'actionFailed'),
            shown: context.shown
              ? {
                  ...context.shown,
                  mensagens: context.shown.mensagens.filter((message) => message.id !== OPTIMISTIC_ID),
                }
              : null,
          })),
        },
      },
    },
    typing: {
      always: {
        guard: ({ context }) => context.typing.length === 0,
        target: 'idle',
        actions: assign(({ context }) => ({ shown: context.settled, settled: null })),
      },
      after: {
        TYPING: {
          target: 'typing',
          reenter: true,
          actions: assign(({ context }) => {
            const [next, ...rest] = context.typing;
            if (!next || !context.shown) return {};
            return {
              typing: rest,
              shown: { ...context.shown, mensagens: [...context.shown.mensagens, next] },
            };
          }),
        },
      },
      on: { 'user.reset': { target: 'resetting', actions: assign({ typing: [], settled: null }) } },
    },
    resetting: {
      entry: assign({ error: null }),
      invoke: {
        id: 'resetConversation',
        src: 'resetConversation',
        onDone: { target: 'idle', actions: assign({ shown: ({ event }) => event.output }) },
        onError: {
          target: 'idle',
          actions: assign({ error: ({ event }) => withServerMessage(event.error, 'actionFailed') }),
        },
      },
    },
  },
});
