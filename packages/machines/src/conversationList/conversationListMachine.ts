import type { ConversationListPage, ConversationSummary } from '@agente/api';
import { assign, fromPromise, setup } from 'xstate';
import { SEARCH_DEBOUNCE_MS } from '../constants.ts';
import { notProvidedActor } from '../notProvided.ts';

export interface ConversationListContext {
  search: string;
  conversations: ConversationSummary[];
  cursor: string | null;
  /** The first page failed (nothing to show), or a further page failed (the list stays). */
  error: 'load' | 'page' | null;
}

export type ConversationListEvent =
  | { type: 'user.search'; search: string }
  | { type: 'user.loadMore' }
  | { type: 'user.retry' };

export interface ConversationListPageInput {
  search: string;
  cursor: string | null;
}

/**
 * The "Conversas" list: the first page for the current search, then more on demand. A new search waits for the
 * typing to stop, starts over and drops a page still on its way.
 */
export const conversationListMachine = setup({
  types: {
    context: {} as ConversationListContext,
    events: {} as ConversationListEvent,
  },
  actors: {
    /** GET /api/conversas?busca=…&cursor=… */
    loadPage: fromPromise<ConversationListPage, ConversationListPageInput>(notProvidedActor('loadPage')),
  },
  delays: {
    CONVERSATION_SEARCH_DEBOUNCE: SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'conversationList',
  context: { search: '', conversations: [], cursor: null, error: null },
  initial: 'loading',
  on: {
    'user.search': {
      target: '.searching',
      actions: assign({ search: ({ event }) => event.search, conversations: [], cursor: null }),
    },
  },
  states: {
    /** Typing: each keystroke restarts the wait. */
    searching: {
      after: { CONVERSATION_SEARCH_DEBOUNCE: 'loading' },
    },
    loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ search: context.search, cursor: null }),
        onDone: {
          target: 'ready',
          actions: assign({
            conversations: ({ event }) => event.output.conversas,
            cursor: ({ event }) => event.output.cursor,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: 'load' }) },
      },
    },
    failed: { on: { 'user.retry': 'loading' } },
    ready: {
      on: { 'user.loadMore': { guard: ({ context }) => context.cursor !== null, target: 'loadingMore' } },
    },
    loadingMore: {
      entry: assign({ error: null }),
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ search: context.search, cursor: context.cursor }),
        onDone: {
          target: 'ready',
          actions: assign({
            conversations: ({ context, event }) => {
              const shown = new Set(context.conversations.map((item) => item.lead_phone));
              return [
                ...context.conversations,
                ...event.output.conversas.filter((item) => !shown.has(item.lead_phone)),
              ];
            },
            cursor: ({ event }) => event.output.cursor,
          }),
        },
        onError: { target: 'ready', actions: assign({ error: 'page' }) },
      },
    },
  },
});
