import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/composeClassName.ts';
import * as styles from './Card.css.ts';

export const CARD_PADDINGS = ['none', 'sm', 'md', 'lg'] as const;
export const CARD_TONES = ['default', 'muted', 'highlight'] as const;

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render: "article" for self-contained items (a lead, a user), "li" inside lists. */
  as?: 'div' | 'article' | 'section' | 'li';
  padding?: (typeof CARD_PADDINGS)[number];
  elevation?: 'flat' | 'raised';
  /** "highlight" draws a primary border (e.g. the best-selling plan). */
  tone?: (typeof CARD_TONES)[number];
}

/** A bordered surface grouping related content; children stack with a gap. */
export function Card({
  as: Element = 'div',
  padding = 'md',
  elevation = 'raised',
  tone = 'default',
  className,
  ...props
}: CardProps) {
  return <Element {...props} className={cx(styles.card({ padding, elevation, tone }), className)} />;
}
