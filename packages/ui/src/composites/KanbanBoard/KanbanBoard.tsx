import { KanbanColumn, type KanbanColumnData } from '../KanbanColumn/KanbanColumn.tsx';
import type { LeadCardLabels } from '../LeadCard/LeadCard.tsx';
import type { TagOption } from '../TagMenu/TagMenu.tsx';
import * as styles from './KanbanBoard.css.ts';

export interface KanbanBoardProps {
  /** Names the board region, e.g. "Kanban de Leads (Hoje)". */
  'aria-label': string;
  columns: readonly KanbanColumnData[];
  leadLabels: LeadCardLabels;
  countLabel: (count: number) => string;
  tagOptions: readonly TagOption[];
  onTagSelect: (leadId: number, tagId: string) => void;
  pendingLeadIds?: ReadonlySet<number>;
  /** Asks for a column's next page when its end scrolls into view. */
  onLoadMore?: (columnId: number) => void;
  /** The column whose next page is on its way. */
  loadingColumnId?: number | null;
  /** Names the spinner of a column loading more leads. */
  loadingMoreLabel: string;
  /** Shown inside a step's column without leads, e.g. "Nenhum lead nesta etapa". */
  emptyColumnLabel: string;
}

/** The kanban: one virtualised column per flow step (empty ones included), scrolling sideways. */
export function KanbanBoard({
  'aria-label': ariaLabel,
  columns,
  loadingColumnId = null,
  emptyColumnLabel,
  ...columnProps
}: KanbanBoardProps) {
  return (
    <section aria-label={ariaLabel} className={styles.board}>
      {columns.map((column) => (
        <KanbanColumn
          key={column.id}
          column={column}
          isLoadingMore={loadingColumnId === column.id}
          emptyLabel={emptyColumnLabel}
          {...columnProps}
        />
      ))}
    </section>
  );
}
