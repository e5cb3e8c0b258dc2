import type { HTMLAttributes, Ref } from 'react';
import type { vars } from '../../theme/contract.css.ts';
import { cx } from '../../utils/composeClassName.ts';
import * as styles from './Text.css.ts';

export const TEXT_TONES = ['default', 'muted', 'success', 'danger', 'warning', 'inherit'] as const;

export interface TextProps extends HTMLAttributes<HTMLElement> {
  as?: 'p' | 'span' | 'div' | 'strong' | 'small' | 'time' | 's';
  size?: keyof typeof vars.font.size;
  tone?: (typeof TEXT_TONES)[number];
  weight?: 'regular' | 'medium' | 'semibold' | 'bold';
  align?: 'start' | 'center' | 'end';
  /** Struck through, e.g. a former price. */
  strike?: boolean;
}

/** Body text in the theme's sizes and tones. */
export function Text({
  as: Element = 'p',
  size = 'md',
  tone = 'default',
  weight = 'regular',
  align = 'start',
  strike = false,
  className,
  ...props
}: TextProps) {
  return <Element {...props} className={cx(styles.text({ size, tone, weight, align, strike }), className)} />;
}

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The document level (h1–h4); pick it for the outline, `size` for the look. */
  level?: 1 | 2 | 3 | 4;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  align?: 'start' | 'center';
  ref?: Ref<HTMLHeadingElement>;
}

const DEFAULT_HEADING_SIZE = { 1: 'lg', 2: 'md', 3: 'sm', 4: 'sm' } as const;

export function Heading({ level = 2, size, align = 'start', className, ...props }: HeadingProps) {
  const Element = `h${level}` as const;
  return (
    <Element
      {...props}
      className={cx(styles.heading({ size: size ?? DEFAULT_HEADING_SIZE[level], align }), className)}
    />
  );
}
