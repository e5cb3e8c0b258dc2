import { Children, type ReactNode } from 'react';
import { cx } from '../../utils/composeClassName.ts';
import * as styles from './CardGrid.css.ts';

export interface CardGridProps {
  /** One card per child; each becomes a list item. Give every child a key. */
  children: ReactNode;
  /** The most columns the grid reaches when its own box is wide enough (1 → 2 → 3). */
  maxColumns?: 2 | 3;
  /** Names the list for screen readers, e.g. "Usuários". */
  'aria-label'?: string;
  /** The cards are about to be replaced (the next page is loading): marked busy, with a progress cursor. */
  isBusy?: boolean;
  className?: string;
}

/**
 * A list of cards in 1, 2 or 3 equal columns chosen by the width the grid itself gets (a container query),
 * so it adapts to the side menu being open as well as to the window.
 */
export function CardGrid({
  children,
  maxColumns = 3,
  'aria-label': ariaLabel,
  isBusy = false,
  className,
}: CardGridProps) {
  return (
    <div className={cx(styles.container, className)}>
      <ul className={styles.grid({ maxColumns })} aria-label={ariaLabel} aria-busy={isBusy || undefined}>
        {Children.map(children, (child) => (
          <li className={styles.item}>{child}</li>
        ))}
      </ul>
    </div>
  );
}
