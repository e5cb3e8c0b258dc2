import type { ReactNode } from 'react';
import { COPY } from '../../copy.ts';
import {
  AlertCircleIcon,
  AlertTriangleIcon,
  CheckCircleIcon,
  CloseIcon,
  InfoIcon,
} from '../../icons/icons.tsx';
import { cx } from '../../utils/composeClassName.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Banner.css.ts';

export const BANNER_TONES = ['success', 'error', 'warning', 'danger', 'info', 'newVersion'] as const;
export type BannerTone = (typeof BANNER_TONES)[number];

/** Urgent tones interrupt the screen reader (role alert); the others wait politely (role status). */
const URGENT_TONES: ReadonlySet<BannerTone> = new Set(['error', 'danger']);

const TONE_ICONS = {
  success: CheckCircleIcon,
  error: AlertCircleIcon,
  warning: AlertTriangleIcon,
  danger: AlertCircleIcon,
  info: InfoIcon,
  newVersion: InfoIcon,
} as const;

export interface BannerProps {
  /**
   * success (green), error (red, form/server errors), warning (yellow: plan expiring),
   * danger (solid red: plan expired), info (blue), newVersion (bright yellow).
   */
  tone?: BannerTone;
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
  title,
  children,
  action,
  onDismiss,
  dismissLabel = COPY.banner.dismiss,
  placement = 'inline',
  className,
}: BannerProps) {
  const Icon = TONE_ICONS[tone];
  return (
    <div
      role={URGENT_TONES.has(tone) ? 'alert' : 'status'}
      className={cx(styles.banner({ tone, placement }), className)}
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
