import { useId } from 'react';
import {
  Collection,
  GridList,
  GridListItem,
  GridListLoadMoreItem,
  ListLayout,
  Virtualizer,
} from 'react-aria-components';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { srOnly } from '../../theme/focus.css.ts';
import { LeadCard, type LeadCardData, type LeadCardLabels } from '../LeadCard/LeadCard.tsx';
import type { TagOption } from '../TagMenu/TagMenu.tsx';
import * as styles from './KanbanColumn.css.ts';

/** Estimated height of one lead card with its gap; the virtualizer measures the visible ones. */
export const LEAD_CARD_ESTIMATED_PX = 160;
const LEAD_CARD_GAP_PX = 8;
const COLUMN_PADDING_PX = 12;

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
 * One kanban column. Its cards are virtualised (react-aria's Virtualizer): only the cards in view
 * are in the DOM, so a period with thousands of leads scrolls smoothly.
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
      <Virtualizer
        layout={ListLayout}
        layoutOptions={{
          estimatedRowSize: LEAD_CARD_ESTIMATED_PX,
          gap: LEAD_CARD_GAP_PX,
          padding: COLUMN_PADDING_PX,
        }}
      >
        <GridList
          aria-labelledby={headingId}
          // Cached item renders only refresh when these change (e.g. a tag change starts or ends).
          dependencies={[pendingLeadIds, leadLabels, tagOptions, onTagSelect]}
          className={styles.scroller}
          renderEmptyState={() => <p className={styles.empty}>{emptyLabel}</p>}
        >
          <Collection items={column.leads}>
            {(lead) => (
              <GridListItem id={lead.id} textValue={lead.name} className={styles.row}>
                <LeadCard
                  lead={lead}
                  labels={leadLabels}
                  tagOptions={tagOptions}
                  onTagSelect={onTagSelect}
                  isTagPending={pendingLeadIds?.has(lead.id) ?? false}
                />
              </GridListItem>
            )}
          </Collection>
          {column.hasMore && (
            <GridListLoadMoreItem
              onLoadMore={() => onLoadMore?.(column.id)}
              isLoading={isLoadingMore}
              className={styles.loadingMore}
            >
              <Spinner aria-label={loadingMoreLabel} />
            </GridListLoadMoreItem>
          )}
        </GridList>
      </Virtualizer>
    </section>
  );
}
