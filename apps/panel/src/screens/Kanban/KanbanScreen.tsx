import type { KanbanGroup, KanbanPeriod } from '@agente/api';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useServices } from '../../app/ServicesContext.tsx';
import { ProductNav } from '../ProductNav/ProductNav.tsx';
import { useRouteId } from '../shared/routeParams.ts';
import { useResource } from '../shared/useResource.ts';
import { KanbanView } from './KanbanView.tsx';
import { KANBAN_COPY as COPY } from './kanban.copy.ts';
import { currentTag, kanbanColumns } from './kanbanColumns.ts';
import { LEAD_TAGS } from './leadTags.ts';
import { useLeadTags } from './useLeadTags.ts';

/** The period shown when the screen opens (spec 2 §9). */
const DEFAULT_PERIOD: KanbanPeriod = 'hoje';
const NO_GROUPS: readonly KanbanGroup[] = [];

/** /panel/kanban/:id — the product's leads by last flow step (spec 2 §2.5). */
export default function KanbanScreen() {
  const { api } = useServices();
  const productId = useRouteId() ?? 0;
  const [period, setPeriod] = useState<KanbanPeriod>(DEFAULT_PERIOD);
  const board = useResource(() => api.kanban.get(productId, period), COPY.loadError, [
    api,
    productId,
    period,
  ]);
  const tags = useLeadTags(api);
  const { reset, select, confirmed } = tags;

  // A fresh load carries the server's tags: local confirmations are no longer needed.
  useEffect(() => {
    if (board.state.status === 'loading') reset();
  }, [board.state.status, reset]);

  const groups = board.state.status === 'ready' ? board.state.data : NO_GROUPS;
  // Thousands of leads: format them once per load or confirmed tag, not on every render.
  const columns = useMemo(() => kanbanColumns(groups, confirmed), [groups, confirmed]);
  const selectTag = useCallback(
    (leadId: number, tag: string) => select(leadId, currentTag(groups, leadId, confirmed), tag),
    [select, groups, confirmed],
  );
  return (
    <KanbanView
      nav={<ProductNav productId={productId} current="kanban" />}
      period={period}
      onPeriodChange={setPeriod}
      status={board.state.status}
      // The spec's own wording, in red, whatever the server said.
      loadError={COPY.loadError}
      columns={columns}
      tagOptions={LEAD_TAGS}
      onTagSelect={selectTag}
      pendingLeadIds={tags.pending}
      tagError={tags.error}
      onDismissTagError={tags.dismissError}
    />
  );
}
