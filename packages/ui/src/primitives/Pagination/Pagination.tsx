import { COPY } from '../../copy.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/composeClassName.ts';
import { Button } from '../Button/Button.tsx';
import * as styles from './Pagination.css.ts';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  previousLabel?: string;
  nextLabel?: string;
  /** The status text; defaults to "Página X de Y". */
  pageOfLabel?: (page: number, totalPages: number) => string;
  /** Names the navigation landmark; defaults to "Paginação". */
  'aria-label'?: string;
  className?: string;
}

/** Anterior / "Página X de Y" / Próxima. Renders nothing when there is a single page. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  previousLabel = COPY.pagination.previous,
  nextLabel = COPY.pagination.next,
  pageOfLabel = COPY.pagination.pageOf,
  'aria-label': ariaLabel = COPY.pagination.label,
  className,
}: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={ariaLabel} className={cx(styles.nav, className)}>
      <Button
        variant="secondary"
        size="sm"
        icon={<ChevronLeftIcon />}
        isDisabled={page <= 1}
        onPress={() => onPageChange(page - 1)}
      >
        {previousLabel}
      </Button>
      <span className={styles.status} aria-live="polite">
        {pageOfLabel(page, totalPages)}
      </span>
      <Button
        variant="secondary"
        size="sm"
        isDisabled={page >= totalPages}
        onPress={() => onPageChange(page + 1)}
      >
        {nextLabel}
        <ChevronRightIcon />
      </Button>
    </nav>
  );
}
