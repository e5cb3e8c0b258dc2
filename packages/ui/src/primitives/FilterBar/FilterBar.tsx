import type { ReactNode } from 'react';
import { cx } from '../../utils/composeClassName.ts';
import * as styles from './FilterBar.css.ts';

export interface FilterBarProps {
  /** The search field: takes the room left (at least 16rem before the filters wrap below it). */
  search: ReactNode;
  /** Filter buttons at the end of the row. */
  filters: ReactNode;
  className?: string;
}

/** A list's search box and its filter buttons on one row, stacked when narrow. */
export function FilterBar({ search, filters, className }: FilterBarProps) {
  return (
    <div className={cx(styles.bar, className)}>
      <div className={styles.search}>{search}</div>
      <div className={styles.filters}>{filters}</div>
    </div>
  );
}
