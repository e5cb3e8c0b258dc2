import type { KanbanPeriod } from '@agente/api';
import { kanbanBoardMachine, loadStatus } from '@agente/machines';
import type { TagOption } from '@agente/ui';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useServices } from '../../app/ServicesContext.tsx';
import { useToasts } from '../../app/toasts.tsx';
import type { KanbanViewProps } from './KanbanView.tsx';
import { KANBAN_COPY as COPY } from './kanban.copy.ts';
import { currentTag, kanbanColumns } from './kanbanColumns.ts';
import { useLeadTags } from './useLeadTags.ts';

/** The period shown when the board opens. */
const DEFAULT_PERIOD: KanbanPeriod = 'hoje';

/**
 * A product's lead board: its leads by last flow step, each column loaded a page at a time, and the tag changes.
 * Returns the board's part of KanbanView's props (the screen adds its navigation or filter, and the tags'
 * dialog); the cards' menus offer `tagOptions`, the account's tags.
 */
export function useKanbanBoard(
  productId: number,
  tagOptions: readonly TagOption[],
): Omit<KanbanViewProps, 'nav' | 'tags'> {
  const { api } = useServices();
  const boardLogic = useMemo(
    () =>
      kanbanBoardMachine.provide({
        actors: {
          loadBoard: fromPromise(({ input }) => api.kanban.get(productId, input.period)),
          loadColumnPage: fromPromise(({ input }) =>
            api.kanban.columnPage(productId, input.step, input.period, input.cursor),
          ),
        },
      }),
    [api, productId],
  );
  const [board, send] = useMachine(boardLogic, { input: { period: DEFAULT_PERIOD } });
  const { period, groups, loadingStep, error } = board.context;
  // A tag change is confirmed like every other change: in the toast corner, once the server has it.
  const toasts = useToasts();
  const tags = useLeadTags(api, (tag) => toasts.success(COPY.tagSaved(tag)));
  const { reset, select, confirmed } = tags;

  // A fresh load carries the server's tags: local confirmations and a past tag error no longer apply.
  const status = loadStatus(board);
  const loading = status === 'loading';
  useEffect(() => {
    if (loading) reset();
  }, [loading, reset]);

  // Thousands of leads: format them once per page or confirmed tag, not on every render.
  const columns = useMemo(
    () => kanbanColumns(groups, confirmed, tagOptions),
    [groups, confirmed, tagOptions],
  );
  const selectTag = useCallback(
    (leadId: number, tag: string) => select(leadId, currentTag(groups, leadId, confirmed), tag),
    [select, groups, confirmed],
  );
  const loadMore = useCallback((step: number) => send({ type: 'user.loadMore', step }), [send]);
  return {
    period,
    onPeriodChange: (next) => send({ type: 'user.changePeriod', period: next }),
    status,
    // The screen's own wording, in red, whatever the server said.
    loadError: COPY.loadError,
    pageError: error === 'page' ? COPY.loadError : null,
    columns,
    onLoadMore: loadMore,
    loadingColumnId: loadingStep,
    tagOptions,
    onTagSelect: selectTag,
    pendingLeadIds: tags.pending,
    tagError: tags.error && COPY.tagErrors[tags.error],
  };
}
