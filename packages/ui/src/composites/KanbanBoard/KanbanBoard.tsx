import { useRef } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/icons.tsx';
import { IconButton } from '../../primitives/IconButton/IconButton.tsx';
import { KanbanColumn, type KanbanColumnData } from '../KanbanColumn/KanbanColumn.tsx';
import type { LeadCardLabels } from '../LeadCard/LeadCard.tsx';
import type { TagOption } from '../TagMenu/TagMenu.tsx';
import * as styles from './KanbanBoard.css.ts';
import { useSideScroll } from './useSideScroll.ts';

export interface KanbanScrollLabels {
  /** e.g. "Ver etapas anteriores" */
  back: string;
  /** e.g. "Ver próximas etapas" */
  forward: string;
}

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
  /** Names the buttons that scroll the board sideways when its columns do not fit. */
  scrollLabels: KanbanScrollLabels;
}

/**
 * The kanban: one virtualised column per flow step (empty ones included), scrolling sideways. When columns lie
 * out of view, that edge fades and the buttons above the board (in the tab order before it) scroll to them.
 */
export function KanbanBoard({
  'aria-label': ariaLabel,
  columns,
  loadingColumnId = null,
  emptyColumnLabel,
  scrollLabels,
  ...columnProps
}: KanbanBoardProps) {
  const boardRef = useRef<HTMLElement>(null);
  const side = useSideScroll(boardRef);
  const overflows = side.canScrollBack || side.canScrollForward;
  return (
    <div className={styles.frame}>
      {overflows && (
        <div className={styles.scrollButtons}>
          <IconButton
            aria-label={scrollLabels.back}
            variant="secondary"
            size="sm"
            isDisabled={!side.canScrollBack}
            onPress={() => side.scroll(-1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label={scrollLabels.forward}
            variant="secondary"
            size="sm"
            isDisabled={!side.canScrollForward}
            onPress={() => side.scroll(1)}
          >
            <ChevronRightIcon />
          </IconButton>
        </div>
      )}
      <div className={styles.viewport}>
        <section ref={boardRef} aria-label={ariaLabel} className={styles.board}>
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
        <span className={styles.fade({ side: 'back', isShown: side.canScrollBack })} aria-hidden="true" />
        <span
          className={styles.fade({ side: 'forward', isShown: side.canScrollForward })}
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
