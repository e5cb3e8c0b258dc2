import type { HTMLAttributes } from 'react';
import type { FeedbackTone } from '../../theme/tones.ts';
import { cx } from '../../utils/composeClassName.ts';
import * as styles from './Badge.css.ts';

/** What the label means: neutral (grey, "ETIQUETAR"), success/danger (ATIVO/INATIVO), warning, info. */
export const BADGE_TONES = [
  'neutral',
  'success',
  'danger',
  'warning',
  'info',
] as const satisfies readonly FeedbackTone[];
export type BadgeTone = (typeof BADGE_TONES)[number];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/** A short status label. */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return <span {...props} className={cx(styles.badge, styles.tones[tone], className)} />;
}
