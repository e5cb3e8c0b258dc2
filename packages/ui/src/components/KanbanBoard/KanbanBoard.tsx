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
}

/** The kanban: one virtualised column per last flow step, scrolling sideways. */
export function KanbanBoard({ 'aria-label': ariaLabel, columns, ...columnProps }: KanbanBoardProps) {
  return (
    <section aria-label={ariaLabel} className={styles.board}>
      {columns.map((column) => (
        <KanbanColumn key={column.id} column={column} {...columnProps} />
      ))}
    </section>
  );
}
