import type { HTMLAttributes } from 'react';
import type { vars } from '../../theme/contract.css.ts';
import { cx } from '../../utils/composeClassName.ts';
import * as styles from './Stack.css.ts';

export type SpaceToken = keyof typeof vars.space;
type LayoutElement = 'div' | 'section' | 'ul' | 'ol' | 'li' | 'header' | 'footer' | 'nav' | 'main' | 'form';

interface LayoutProps extends HTMLAttributes<HTMLElement> {
  as?: LayoutElement;
  gap?: SpaceToken;
}

export interface StackProps extends LayoutProps {
  align?: 'stretch' | 'start' | 'center' | 'end';
}

/** Children in a column with a token gap: the layout screens use instead of their own CSS. */
export function Stack({
  as: Element = 'div',
  gap = 'md',
  align = 'stretch',
  className,
  ...props
}: StackProps) {
  return <Element {...props} className={cx(styles.stack({ gap, align }), className)} />;
}

export interface InlineProps extends LayoutProps {
  align?: 'start' | 'center' | 'end' | 'baseline' | 'stretch';
  justify?: 'start' | 'center' | 'end' | 'between';
  wrap?: boolean;
  /** Column under the 768 px breakpoint, row above it. */
  collapseBelowDesktop?: boolean;
}

/** Children in a (wrapping) row with a token gap. */
export function Inline({
  as: Element = 'div',
  gap = 'md',
  align = 'center',
  justify = 'start',
  wrap = true,
  collapseBelowDesktop = false,
  className,
  ...props
}: InlineProps) {
  return (
    <Element
      {...props}
      className={cx(styles.inline({ gap, align, justify, wrap, collapseBelowDesktop }), className)}
    />
  );
}

export interface GridProps extends LayoutProps {
  /** Columns from 768 px up; always one column below. */
  columns?: 1 | 2 | 3 | 4;
}

/** Equal-width responsive columns (card grids). */
export function Grid({ as: Element = 'div', gap = 'lg', columns = 1, className, ...props }: GridProps) {
  return <Element {...props} className={cx(styles.grid({ gap, columns }), className)} />;
}
