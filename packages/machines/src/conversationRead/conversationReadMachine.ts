import { assign, fromPromise, setup } from 'xstate';
import { notProvidedActor } from '../notProvided.ts';

export interface ConversationReadInput {
  /** The lead's phone. */
  phone: string;
}

export interface ConversationReadContext extends ConversationReadInput {
  /** The newest message id the owner has on screen. */
  shown: number;
  /** The newest message id the server has as read. */
  marked: number;
  /** The id of the mark on its way. */
  marking: number;
}

export type ConversationReadEvent = { type: 'conversation.shown'; upTo: number };

/**
 * The open conversation's "read" mark, for the list's unread counts: whatever the owner has on screen is marked
 * read, one request at a time and once per newer message; a message shown while a mark is on its way is marked
 * next, and a failed mark is tried again when the conversation shows something (its next refresh).
 */
export const conversationReadMachine = setup({
  types: {
    input: {} as ConversationReadInput,
    context: {} as ConversationReadContext,
    events: {} as ConversationReadEvent,
  },
  actors: {
    /** PUT /api/conversas/{phone}/leitura */
    markRead: fromPromise<unknown, { phone: string; upTo: number }>(notProvidedActor('markRead')),
  },
  actions: {
    noteShown: assign({
      shown: ({ context, event }) => Math.max(context.shown, event.upTo),
    }),
  },
  guards: {
    unmarked: ({ context }) => context.shown > context.marked,
  },
}).createMachine({
  id: 'conversationRead',
  context: ({ input }) => ({ phone: input.phone, shown: 0, marked: 0, marking: 0 }),
  initial: 'idle',
  on: {
    'conversation.shown': { actions: 'noteShown' },
  },
  states: {
    idle: {
      always: { guard: 'unmarked', target: 'marking' },
    },
    marking: {
      entry: assign({ marking: ({ context }) => context.shown }),
      invoke: {
        src: 'markRead',
        input: ({ context }) => ({ phone: context.phone, upTo: context.marking }),
        onDone: { target: 'idle', actions: assign({ marked: ({ context }) => context.marking }) },
        // Not marked: the next message shown tries again.
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: { 'conversation.shown': { target: 'idle', actions: 'noteShown' } },
    },
  },
});
