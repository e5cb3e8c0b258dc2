import {
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
  Text,
} from 'react-aria-components';
import { TOAST_TIMEOUT_MS } from '../../constants.ts';
import { COPY } from '../../copy.ts';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon, InfoIcon } from '../../icons/icons.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { IconButton } from '../../primitives/IconButton/IconButton.tsx';
import type { FeedbackTone } from '../../theme/tones.ts';
import * as styles from './ToastRegion.css.ts';

export const TOAST_TONES = ['success', 'danger', 'info'] as const satisfies readonly FeedbackTone[];
export type ToastTone = (typeof TOAST_TONES)[number];

const TONE_ICONS = { success: CheckCircleIcon, danger: AlertCircleIcon, info: InfoIcon } as const;

export interface ToastContent {
  tone: ToastTone;
  message: string;
  /** A button inside the toast, e.g. "Desfazer"; pressing it also closes the toast. */
  action?: { label: string; onAction: () => void };
}

export type ToastQueue = RACToastQueue<ToastContent>;

/** The queue a ToastRegion shows; screens add to it through `showToast`. */
export function createToastQueue(): ToastQueue {
  return new RACToastQueue<ToastContent>({ maxVisibleToasts: 3 });
}

/**
 * Shows a message in the toast region and returns its key. It closes by itself after `timeout` ms (the
 * library pauses the wait while the pointer or focus is on it); with `null` it stays until closed, for
 * failures the user must read.
 */
export function showToast(
  queue: ToastQueue,
  content: ToastContent,
  timeout: number | null = TOAST_TIMEOUT_MS,
): string {
  return queue.add(content, timeout === null ? {} : { timeout });
}

export interface ToastRegionProps {
  queue: ToastQueue;
  /** The landmark's name, read by screen readers. */
  label?: string;
  dismissLabel?: string;
}

/**
 * Messages that appear where the user is looking (a fixed corner of the viewport) and are announced
 * to screen readers, for results of actions whose own place may be scrolled away (long forms).
 */
export function ToastRegion({
  queue,
  label = COPY.toast.region,
  dismissLabel = COPY.toast.dismiss,
}: ToastRegionProps) {
  return (
    <RACToastRegion queue={queue} aria-label={label} className={styles.region}>
      {({ toast }) => {
        const { tone, message, action } = toast.content;
        const Icon = TONE_ICONS[tone];
        return (
          <RACToast toast={toast} className={styles.toast({ tone })}>
            <Icon className={styles.icon} />
            <RACToastContent className={styles.content}>
              <Text slot="title">{message}</Text>
            </RACToastContent>
            <div className={styles.actions}>
              {action && (
                <Button
                  variant="ghost"
                  size="sm"
                  className={styles.inherit}
                  onPress={() => {
                    action.onAction();
                    queue.close(toast.key);
                  }}
                >
                  {action.label}
                </Button>
              )}
              <IconButton slot="close" aria-label={dismissLabel} size="sm" className={styles.inherit}>
                <CloseIcon />
              </IconButton>
            </div>
          </RACToast>
        );
      }}
    </RACToastRegion>
  );
}
