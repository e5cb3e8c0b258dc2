import type { ConversationListPage, ConversationSummary } from '@agente/api';
import { assign, fromPromise, setup } from 'xstate';
import { SEARCH_DEBOUNCE_MS } from '../constants.ts';
import { notProvidedActor } from '../notProvided.ts';

/**
 * Every conversation (newest first, searchable); only the unread, paused or "não perturbe" ones (newest first,
 * searchable); or the leads waiting for a person (longest wait first).
 */
export type ConversationListView = 'todas' | 'nao_lidas' | 'aguardando' | 'pausadas' | 'nao_perturbe';

export interface ConversationListContext {
  view: ConversationListView;
  search: string;
  conversations: ConversationSummary[];
  cursor: string | null;
  /** The first page failed (nothing to show), or a further page failed (the list stays). */
  error: 'load' | 'page' | null;
}

export type ConversationListEvent =
  | { type: 'user.search'; search: string }
  | { type: 'user.view'; view: ConversationListView }
  | { type: 'user.loadMore' }
  | { type: 'user.retry' }
  /** The open conversation was read up to its newest message: its unread count goes to zero at once. */
  | { type: 'conversation.read'; phone: string };

export interface ConversationListPageInput {
  view: ConversationListView;
  search: string;
  cursor: string | null;
}

/**
 * The "Conversas" list (every conversation, or "Aguardando você"): the first page for the current view and
 * search, then more on demand. Switching the view starts over. A new search waits for the
 * typing to stop, starts over and drops a page still on its way.
 */
export const conversationListMachine = setup({
  types: {
    context: {} as ConversationListContext,
    events: {} as ConversationListEvent,
  },
  actors: {
    /**
     * GET /api/conversas?busca=…&filtro=…&cursor=… or, in "Aguardando você", GET /api/conversas/aguardando?cursor=…
     */
    loadPage: fromPromise<ConversationListPage, ConversationListPageInput>(notProvidedActor('loadPage')),
  },
  delays: {
    CONVERSATION_SEARCH_DEBOUNCE: SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'conversationList',
  context: { view: 'todas', search: '', conversations: [], cursor: null, error: null },
  initial: 'loading',
  on: {
    'user.search': {
      target: '.searching',
      actions: assign({ search: ({ event }) => event.search, conversations: [], cursor: null }),
    },
    'user.view': {
      target: '.loading',
      actions: assign({ view: ({ event }) => event.view, conversations: [], cursor: null }),
    },
    'conversation.read': {
      actions: assign({
        conversations: ({ context, event }) =>
          context.conversations.map((item) =>
            item.lead_phone === event.phone && item.nao_lidas > 0 ? { ...item, nao_lidas: 0 } : item,
          ),
      }),
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
        input: ({ context }) => ({ view: context.view, search: context.search, cursor: null }),
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
        input: ({ context }) => ({ view: context.view, search: context.search, cursor: context.cursor }),
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
