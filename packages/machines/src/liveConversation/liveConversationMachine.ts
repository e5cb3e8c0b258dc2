import type { ConversationAgentState, ConversationMessage, ConversationPage } from '@agente/api';
import { assign, fromPromise, setup } from 'xstate';
import { CONVERSATION_POLL_MS } from '../constants.ts';
import { type MachineMessage, withServerMessage } from '../errors.ts';
import { notProvidedActor } from '../notProvided.ts';
import { documentVisibility } from '../pageVisibility/documentVisibility.ts';
import {
  EMPTY_TRANSCRIPT,
  type Transcript,
  withMessage,
  withNewestPage,
  withOlderPage,
} from './transcript.ts';

export interface LiveConversationInput {
  /** The lead's phone, as the conversation list gives it. */
  phone: string;
}

export interface LiveConversationContext extends LiveConversationInput {
  nome: string;
  estado: ConversationAgentState;
  /** The account's agent for every lead (switched off, or stopped by an ended plan, it answers nobody). */
  agenteConta: ConversationPage['agente_conta'];
  /** The lead's "comprou" mark (its latest sale standing), or null. */
  compra: NonNullable<ConversationPage['compra']> | null;
  /** Where the lead stands on the kanban (product, step, tag), or null without a card. */
  kanban: NonNullable<ConversationPage['kanban']> | null;
  transcript: Transcript;
  /** The tab is in front: polling runs only then. */
  visible: boolean;
  /** What the composer holds. */
  draft: string;
  /** Older messages could not be loaded (what is shown stays). */
  olderError: 'olderFailed' | null;
  /** Pausing, resuming or sending failed, with the server's message when one came. */
  actionError: MachineMessage<'actionFailed'> | null;
}

/** What an open conversation reports for the screen to word. */
export type LiveConversationErrorCode = 'olderFailed' | 'actionFailed';

export type LiveConversationEvent =
  | { type: 'page.hidden' }
  | { type: 'page.visible' }
  | { type: 'user.retry' }
  | { type: 'user.loadOlder' }
  | { type: 'user.pause' }
  | { type: 'user.resume' }
  | { type: 'user.type'; text: string }
  | { type: 'user.send' };

export interface FetchPageInput {
  phone: string;
  /** null: the newest page. */
  cursor: string | null;
}

const fromPage = (page: ConversationPage) => ({
  nome: page.nome,
  estado: page.estado,
  agenteConta: page.agente_conta,
  compra: page.compra ?? null,
  kanban: page.kanban ?? null,
});

/**
 * An open conversation: loads the newest page, then fetches it again every CONVERSATION_POLL while the tab is
 * visible (none while hidden; one at once on coming back), so new messages and delivery states appear without a
 * reload. Older pages load on demand. The owner can pause or resume the agent for this lead and send a message
 * as a human; one of those at a time.
 */
export const liveConversationMachine = setup({
  types: {
    input: {} as LiveConversationInput,
    context: {} as LiveConversationContext,
    events: {} as LiveConversationEvent,
  },
  actors: {
    /** GET /api/conversas/{phone}?cursor=… */
    fetchPage: fromPromise<ConversationPage, FetchPageInput>(notProvidedActor('fetchPage')),
    /** POST /api/conversas/{phone}/pausa */
    pauseAgent: fromPromise<ConversationAgentState, { phone: string }>(notProvidedActor('pauseAgent')),
    /** DELETE /api/conversas/{phone}/pausa */
    resumeAgent: fromPromise<ConversationAgentState, { phone: string }>(notProvidedActor('resumeAgent')),
    /** POST /api/conversas/{phone}/mensagens */
    sendMessage: fromPromise<
      { mensagem: ConversationMessage; estado: ConversationAgentState },
      { phone: string; text: string }
    >(notProvidedActor('sendMessage')),
    watchVisibility: documentVisibility,
  },
  delays: {
    CONVERSATION_POLL: CONVERSATION_POLL_MS,
  },
  guards: {
    hidden: ({ context }) => !context.visible,
    hasOlder: ({ context }) => context.transcript.olderCursor !== null,
    hasDraft: ({ context }) => context.draft.trim() !== '',
  },
}).createMachine({
  id: 'liveConversation',
  context: ({ input }) => ({
    phone: input.phone,
    nome: '',
    estado: { pausado: false, motivo: null, desde: null, nao_perturbe_desde: null, aguardando: null },
    agenteConta: 'ativo',
    compra: null,
    kanban: null,
    transcript: EMPTY_TRANSCRIPT,
    visible: true,
    draft: '',
    olderError: null,
    actionError: null,
  }),
  invoke: { src: 'watchVisibility' },
  on: {
    'user.type': { actions: assign({ draft: ({ event }) => event.text }) },
  },
  type: 'parallel',
  states: {
    feed: {
      initial: 'loading',
      on: {
        'page.hidden': { actions: assign({ visible: false }) },
        'page.visible': { actions: assign({ visible: true }) },
      },
      states: {
        loading: {
          invoke: {
            src: 'fetchPage',
            input: ({ context }) => ({ phone: context.phone, cursor: null }),
            onDone: {
              target: 'live',
              actions: assign(({ context, event }) => ({
                ...fromPage(event.output),
                transcript: withNewestPage(context.transcript, event.output),
              })),
            },
            onError: { target: 'failed' },
          },
        },
        failed: {
          on: { 'user.retry': { target: 'loading' } },
        },
        live: {
          initial: 'waiting',
          on: {
            'page.hidden': { target: '.hidden', actions: assign({ visible: false }) },
          },
          states: {
            waiting: {
              always: { guard: 'hidden', target: 'hidden' },
              after: { CONVERSATION_POLL: 'polling' },
            },
            polling: {
              invoke: {
                src: 'fetchPage',
                input: ({ context }) => ({ phone: context.phone, cursor: null }),
                onDone: {
                  target: 'waiting',
                  actions: assign(({ context, event }) => ({
                    ...fromPage(event.output),
                    transcript: withNewestPage(context.transcript, event.output),
                  })),
                },
                // A missed poll changes nothing on screen; the next one tries again.
                onError: { target: 'waiting' },
              },
            },
            hidden: {
              on: { 'page.visible': { target: 'polling', actions: assign({ visible: true }) } },
            },
          },
        },
      },
    },
    older: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'user.loadOlder': { guard: 'hasOlder', target: 'loading' } },
        },
        loading: {
          entry: assign({ olderError: null }),
          invoke: {
            src: 'fetchPage',
            input: ({ context }) => ({ phone: context.phone, cursor: context.transcript.olderCursor }),
            onDone: {
              target: 'idle',
              actions: assign({
                transcript: ({ context, event }) => withOlderPage(context.transcript, event.output),
              }),
            },
            onError: { target: 'idle', actions: assign({ olderError: 'olderFailed' }) },
          },
        },
      },
    },
    control: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'user.pause': { target: 'pausing' },
            'user.resume': { target: 'resuming' },
            'user.send': { guard: 'hasDraft', target: 'sending' },
          },
        },
        pausing: {
          entry: assign({ actionError: null }),
          invoke: {
            src: 'pauseAgent',
            input: ({ context }) => ({ phone: context.phone }),
            onDone: { target: 'idle', actions: assign({ estado: ({ event }) => event.output }) },
            onError: {
              target: 'idle',
              actions: assign({
                actionError: ({ event }) => withServerMessage(event.error, 'actionFailed'),
              }),
            },
          },
        },
        resuming: {
          entry: assign({ actionError: null }),
          invoke: {
            src: 'resumeAgent',
            input: ({ context }) => ({ phone: context.phone }),
            onDone: { target: 'idle', actions: assign({ estado: ({ event }) => event.output }) },
            onError: {
              target: 'idle',
              actions: assign({
                actionError: ({ event }) => withServerMessage(event.error, 'actionFailed'),
              }),
            },
          },
        },
        sending: {
          entry: assign({ actionError: null }),
          invoke: {
            src: 'sendMessage',
            input: ({ context }) => ({ phone: context.phone, text: context.draft.trim() }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                draft: '',
                estado: event.output.estado,
                transcript: withMessage(context.transcript, event.output.mensagem),
              })),
            },
            // The text stays in the composer to send again.
            onError: {
              target: 'idle',
              actions: assign({
                actionError: ({ event }) => withServerMessage(event.error, 'actionFailed'),
              }),
            },
          },
        },
      },
    },
  },
});
