import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/composeClassName.ts';
import * as styles from './Badge.css.ts';

/**
 * neutral (grey, "ETIQUETAR"), success/danger (ATIVO/INATIVO), warning, info,
 * active/paused (agent Ativo green / Pausado amber), blue/green/orange/red (the four lead tags).
 */
export const BADGE_TONES = [
  'neutral',
  'success',
  'danger',
  'warning',
  'info',
  'active',
  'paused',
  'blue',
  'green',
  'orange',
  'red',
] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/** A short status label. */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return <span {...props} className={cx(styles.badge({ tone }), className)} />;
}
