import type { KanbanGroup, KanbanPage, KanbanPeriod } from '@agente/api';
import { assign, fromPromise, setup } from 'xstate';
import { notProvidedActor } from '../notProvided.ts';

export interface KanbanBoardInput {
  period: KanbanPeriod;
}

export interface KanbanBoardContext extends KanbanBoardInput {
  /** One group per step, each with the leads loaded so far, its count in the period and its next page's cursor. */
  groups: KanbanGroup[];
  /** The step whose next page is on its way. */
  loadingStep: number | null;
  /** The board's load failed (nothing to show), or a further page failed (the column stays as it was). */
  error: 'load' | 'page' | null;
}

export type KanbanBoardEvent =
  | { type: 'user.changePeriod'; period: KanbanPeriod }
  | { type: 'user.loadMore'; step: number };

export interface ColumnPageInput {
  period: KanbanPeriod;
  step: number;
  cursor: string;
}

/** Appends a page to its column; a lead already shown (it moved while the user scrolled) is not repeated. */
function appendPage(groups: KanbanGroup[], step: number, page: KanbanPage): KanbanGroup[] {
  return groups.map((group) => {
    if (group.ultimo_step !== step) return group;
    const shown = new Set(group.leads.map((lead) => lead.id));
    return {
      ...group,
      leads: [...group.leads, ...page.leads.filter((lead) => !shown.has(lead.id))],
      cursor: page.cursor,
    };
  });
}

/**
 * The lead kanban of a product: the board of a period (each column's count and first page), then more of one
 * column on demand, one page at a time. Changing the period starts over and drops pages still on their way.
 */
export const kanbanBoardMachine = setup({
  types: {
    input: {} as KanbanBoardInput,
    context: {} as KanbanBoardContext,
    events: {} as KanbanBoardEvent,
  },
  actors: {
    /** GET /api/followup/kanban/{productId}?periodo=… */
    loadBoard: fromPromise<KanbanGroup[], { period: KanbanPeriod }>(notProvidedActor('loadBoard')),
    /** GET /api/followup/kanban/{productId}/etapas/{step}?periodo=…&cursor=… */
    loadColumnPage: fromPromise<KanbanPage, ColumnPageInput>(notProvidedActor('loadColumnPage')),
  },
  guards: {
    columnHasMore: ({ context }, params: { step: number }) =>
      context.groups.some((group) => group.ultimo_step === params.step && group.cursor !== null),
  },
}).createMachine({
  id: 'kanbanBoard',
  context: ({ input }) => ({ period: input.period, groups: [], loadingStep: null, error: null }),
  initial: 'loading',
  on: {
    'user.changePeriod': {
      target: '.loading',
      actions: assign({ period: ({ event }) => event.period, groups: [], loadingStep: null, error: null }),
    },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadBoard',
        input: ({ context }) => ({ period: context.period }),
        onDone: { target: 'ready', actions: assign({ groups: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: 'load' }) },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'user.loadMore': {
              guard: { type: 'columnHasMore', params: ({ event }) => ({ step: event.step }) },
              target: 'loadingPage',
              actions: assign({ loadingStep: ({ event }) => event.step, error: null }),
            },
          },
        },
        loadingPage: {
          invoke: {
            src: 'loadColumnPage',
            input: ({ context }) => {
              const step = context.loadingStep ?? 0;
              const group = context.groups.find((g) => g.ultimo_step === step);
              return { period: context.period, step, cursor: group?.cursor ?? '' };
            },
            onDone: {
              target: 'idle',
              actions: assign({
                groups: ({ context, event }) =>
                  appendPage(context.groups, context.loadingStep ?? 0, event.output),
                loadingStep: null,
              }),
            },
            onError: { target: 'idle', actions: assign({ loadingStep: null, error: 'page' }) },
          },
        },
      },
    },
    failed: {},
  },
});
