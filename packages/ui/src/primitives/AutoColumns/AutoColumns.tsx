import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/composeClassName.ts';
import * as styles from './AutoColumns.css.ts';

export const AUTO_COLUMN_WIDTHS = ['sm', 'md', 'lg'] as const;

export interface AutoColumnsProps extends HTMLAttributes<HTMLDivElement> {
  /** The narrowest a column may get before the columns stack (sm 16rem, md 20rem, lg 24rem). */
  minColumnWidth?: (typeof AUTO_COLUMN_WIDTHS)[number];
  /** "start" keeps each column at its own height (a short card beside a tall one). */
  align?: 'start' | 'stretch';
}

/**
 * Side-by-side sections that stack one under the other when the space they get (not the window) is too
 * narrow for two, e.g. a form beside its QR code.
 */
export function AutoColumns({
  minColumnWidth = 'md',
  align = 'start',
  className,
  ...props
}: AutoColumnsProps) {
  return <div {...props} className={cx(styles.columns({ minColumnWidth, align }), className)} />;
}
