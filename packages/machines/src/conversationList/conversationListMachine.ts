import type { ConversationListPage, ConversationSummary } from '@agente/api';
import { assign, fromPromise, setup } from 'xstate';
import { CONVERSATION_LIST_POLL_MS, SEARCH_DEBOUNCE_MS } from '../constants.ts';
import { notProvidedActor } from '../notProvided.ts';
import { documentVisibility } from '../pageVisibility/documentVisibility.ts';

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
  /** How many pages are shown: a refresh replaces a lone first page, and only updates rows over more. */
  pages: number;
  /** The tab is in front: the list is read again only then. */
  visible: boolean;
  /** The first page failed (nothing to show), or a further page failed (the list stays). */
  error: 'load' | 'page' | null;
}

export type ConversationListEvent =
  | { type: 'user.search'; search: string }
  | { type: 'user.view'; view: ConversationListView }
  | { type: 'user.loadMore' }
  | { type: 'user.retry' }
  | { type: 'page.hidden' }
  | { type: 'page.visible' }
  /** The open conversation was read up to its newest message: its unread count goes to zero at once. */
  | { type: 'conversation.read'; phone: string };

export interface ConversationListPageInput {
  view: ConversationListView;
  search: string;
  cursor: string | null;
}

/**
 * A fresh first page over what is shown. With only the first page shown it replaces it (order, counts and badges
 * as the server has them now, a conversation that left the filter gone). With more pages shown, the fresh rows
 * lead and the rest keep their places, so the pages already loaded and their cursor stay valid.
 */
function withFreshFirstPage(context: ConversationListContext, page: ConversationListPage) {
  if (context.pages <= 1) return { conversations: page.conversas, cursor: page.cursor };
  const fresh = new Set(page.conversas.map((item) => item.lead_phone));
  return {
    conversations: [
      ...page.conversas,
      ...context.conversations.filter((item) => !fresh.has(item.lead_phone)),
    ],
    cursor: context.cursor,
  };
}

/**
 * The "Conversas" list (every conversation, or "Aguardando você"): the first page for the current view and
 * search, then more on demand. Switching the view starts over. A new search waits for the
 * typing to stop, starts over and drops a page still on its way. While shown and the tab is in front, the first
 * page is read again every CONVERSATION_LIST_POLL (none while hidden; one at once on coming back), the way an open
 * conversation follows its messages: new leads and messages elsewhere appear without a reload.
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
    watchVisibility: documentVisibility,
  },
  delays: {
    CONVERSATION_SEARCH_DEBOUNCE: SEARCH_DEBOUNCE_MS,
    CONVERSATION_LIST_POLL: CONVERSATION_LIST_POLL_MS,
  },
  guards: {
    visible: ({ context }) => context.visible,
    hidden: ({ context }) => !context.visible,
    hasMore: ({ context }) => context.cursor !== null,
  },
}).createMachine({
  id: 'conversationList',
  context: {
    view: 'todas',
    search: '',
    conversations: [],
    cursor: null,
    pages: 0,
    visible: true,
    error: null,
  },
  initial: 'loading',
  invoke: { src: 'watchVisibility' },
  on: {
    'page.hidden': { actions: assign({ visible: false }) },
    'page.visible': { actions: assign({ visible: true }) },
    'user.search': {
      target: '.searching',
      actions: assign({ search: ({ event }) => event.search, conversations: [], cursor: null, pages: 0 }),
    },
    'user.view': {
      target: '.loading',
      actions: assign({ view: ({ event }) => event.view, conversations: [], cursor: null, pages: 0 }),
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
            pages: 1,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: 'load' }) },
      },
    },
    failed: { on: { 'user.retry': 'loading' } },
    ready: {
      on: {
        'user.loadMore': { guard: 'hasMore', target: 'loadingMore' },
        'page.visible': { guard: 'hidden', target: 'refreshing', actions: assign({ visible: true }) },
      },
      // Each wait starts when the previous read ended: one read at a time, never a loop of them.
      after: { CONVERSATION_LIST_POLL: { guard: 'visible', target: 'refreshing' } },
    },
    /** Reading the first page again; the list stays as it is on screen meanwhile. */
    refreshing: {
      on: { 'user.loadMore': { guard: 'hasMore', target: 'loadingMore' } },
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ view: context.view, search: context.search, cursor: null }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => withFreshFirstPage(context, event.output)),
        },
        // A missed read changes nothing on screen; the next one tries again.
        onError: { target: 'ready' },
      },
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
            pages: ({ context }) => context.pages + 1,
          }),
        },
        onError: { target: 'ready', actions: assign({ error: 'page' }) },
      },
    },
  },
});
