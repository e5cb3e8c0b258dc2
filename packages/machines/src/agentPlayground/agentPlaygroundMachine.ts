import type { ConversationMessage, PlaygroundState } from '@agente/api';
import { assign, fromPromise, setup } from 'xstate';
import { type MachineMessage, withServerMessage } from '../errors.ts';
import { notProvidedActor } from '../notProvided.ts';

export interface AgentPlaygroundContext {
  /** What the chat shows: the seller's message at once, then the whole reply as soon as the agent decided. */
  shown: PlaygroundState | null;
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

/**
 * "Testar agente": loads the account's test conversation; sending shows the seller's message at once and the
 * agent "digitando..." while it decides (the server answers in the same request), then the whole reply and its
 * reasons the moment the answer arrives: no typing pauses, so the test chat is as fast as the agent's brain.
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
}).createMachine({
  id: 'agentPlayground',
  context: { shown: null, draft: '', error: null },
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
          target: 'idle',
          actions: assign({ draft: '', shown: ({ event }) => event.output }),
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
