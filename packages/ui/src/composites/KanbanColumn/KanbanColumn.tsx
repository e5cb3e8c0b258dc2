import { useId } from 'react';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { srOnly } from '../../theme/focus.css.ts';
import type { LeadCardData, LeadCardLabels } from '../LeadCard/LeadCard.tsx';
import type { TagOption } from '../TagMenu/TagMenu.tsx';
import * as styles from './KanbanColumn.css.ts';
import { LeadFeed } from './LeadFeed.tsx';

export interface KanbanColumnData {
  id: number;
  /** "Etapa 3" */
  title: string;
  /** The step's first words under the title ("Veja como o sérum funciona na…"); absent when it has none. */
  excerpt?: string;
  /** Leads of the column in the period, the ones not loaded yet included. */
  total: number;
  /** The leads loaded so far, newest interaction first. */
  leads: readonly LeadCardData[];
  /** More leads remain to be loaded as the user scrolls to the column's end. */
  hasMore: boolean;
}

export interface KanbanColumnProps {
  column: KanbanColumnData;
  leadLabels: LeadCardLabels;
  /** "{n} leads", read with the count badge. */
  countLabel: (count: number) => string;
  tagOptions: readonly TagOption[];
  onTagSelect: (leadId: number, tagId: string) => void;
  /** Leads whose tag change the server is confirming. */
  pendingLeadIds?: ReadonlySet<number>;
  /** Asks for the column's next page when its end scrolls into view. */
  onLoadMore?: (columnId: number) => void;
  /** The column's next page is on its way. */
  isLoadingMore?: boolean;
  /** Names the spinner shown meanwhile, e.g. "Carregando...". */
  loadingMoreLabel: string;
  /** Shown inside a column without leads, e.g. "Nenhum lead nesta etapa". */
  emptyLabel: string;
}

/**
 * One kanban column: the step's title, first words and lead count over a virtualised feed of its lead cards
 * (only the cards in view are in the DOM, so a period with thousands of leads scrolls smoothly).
 */
export function KanbanColumn({
  column,
  leadLabels,
  countLabel,
  tagOptions,
  onTagSelect,
  pendingLeadIds,
  onLoadMore,
  isLoadingMore = false,
  loadingMoreLabel,
  emptyLabel,
}: KanbanColumnProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.column}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h2 id={headingId} className={styles.title}>
            {column.title}
          </h2>
          {column.excerpt && <p className={styles.excerpt}>{column.excerpt}</p>}
        </div>
        {/* A plain span's aria-label is not read: the words are in the text, the bare figure hidden from them. */}
        <Badge tone="neutral">
          <span aria-hidden="true">{column.total}</span>
          <span className={srOnly}>{countLabel(column.total)}</span>
        </Badge>
      </header>
      {column.leads.length === 0 ? (
        // A feed holds cards only: the empty message sits in the column's scroll area instead.
        <div className={styles.scroller}>
          <p className={styles.empty}>{emptyLabel}</p>
        </div>
      ) : (
        <LeadFeed
          columnId={column.id}
          labelledBy={headingId}
          leads={column.leads}
          total={column.total}
          hasMore={column.hasMore}
          leadLabels={leadLabels}
          tagOptions={tagOptions}
          onTagSelect={onTagSelect}
          pendingLeadIds={pendingLeadIds}
          onLoadMore={onLoadMore}
          isLoadingMore={isLoadingMore}
          loadingMoreLabel={loadingMoreLabel}
        />
      )}
    </section>
  );
}
