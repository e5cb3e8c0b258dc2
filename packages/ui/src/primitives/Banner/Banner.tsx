import type { ReactNode } from 'react';
import { COPY } from '../../copy.ts';
import {
  AlertCircleIcon,
  AlertTriangleIcon,
  CheckCircleIcon,
  CloseIcon,
  InfoIcon,
} from '../../icons/baseIcons.tsx';
import type { Emphasis, FeedbackTone } from '../../theme/tones.ts';
import { cx } from '../../utils/composeClassName.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Banner.css.ts';

export const BANNER_TONES = [
  'success',
  'warning',
  'danger',
  'info',
] as const satisfies readonly FeedbackTone[];
export type BannerTone = (typeof BANNER_TONES)[number];

/** Danger interrupts the screen reader (role alert); the other tones wait politely (role status). */
const URGENT_TONE: BannerTone = 'danger';

const TONE_ICONS = {
  success: CheckCircleIcon,
  warning: AlertTriangleIcon,
  danger: AlertCircleIcon,
  info: InfoIcon,
} as const;

/** A strong warning is news to act on (a new version), not a fault: it keeps the information icon. */
const iconOf = (tone: BannerTone, emphasis: Emphasis) =>
  tone === 'warning' && emphasis === 'strong' ? InfoIcon : TONE_ICONS[tone];

export interface BannerProps {
  /** success (green), warning (yellow), danger (red), info (blue). */
  tone?: BannerTone;
  /**
   * soft (default): a pale fill, for form and server errors or plan expiring; strong: a solid fill, for
   * what must not be missed (plan expired in red, a new version in bright yellow).
   */
  emphasis?: Emphasis;
  title?: string;
  children?: ReactNode;
  /** Buttons or links on the right, e.g. "Atualizar agora". */
  action?: ReactNode;
  /** Shows an × button calling this. */
  onDismiss?: () => void;
  dismissLabel?: string;
  /**
   * "bottom": the full-width bar for the bottom of the viewport; PanelShell's bottomBanner pins it there and
   * keeps the layout clear of it.
   */
  placement?: 'inline' | 'bottom';
  className?: string;
}

/** A page-level message with an icon. */
export function Banner({
  tone = 'info',
  emphasis = 'soft',
  title,
  children,
  action,
  onDismiss,
  dismissLabel = COPY.banner.dismiss,
  placement = 'inline',
  className,
}: BannerProps) {
  const Icon = iconOf(tone, emphasis);
  return (
    <div
      role={tone === URGENT_TONE ? 'alert' : 'status'}
      data-tone={tone}
      className={cx(styles.banner({ tone, emphasis, placement }), className)}
    >
      <Icon className={styles.icon} />
      <div className={cx(styles.content, placement === 'bottom' && styles.bottomContent)}>
        {title && <strong className={styles.title}>{title}</strong>}
        {children && <div>{children}</div>}
      </div>
      {(action || onDismiss) && (
        <div className={styles.actions}>
          {action}
          {onDismiss && (
            <IconButton aria-label={dismissLabel} size="sm" onPress={onDismiss} className={styles.dismiss}>
              <CloseIcon />
            </IconButton>
          )}
        </div>
      )}
    </div>
  );
}
