import { useCallback, useSyncExternalStore } from 'react';
import { UNSTABLE_ToastQueue as RACToastQueue } from 'react-aria-components';
import { TOAST_TIMEOUT_MS } from '../../constants.ts';
import { COPY } from '../../copy.ts';
import type { FeedbackTone } from '../../theme/tones.ts';
import { lazyModule, useLazyModuleOnceNeeded } from '../../utils/lazyModule.ts';

export const TOAST_TONES = ['success', 'danger', 'info'] as const satisfies readonly FeedbackTone[];
export type ToastTone = (typeof TOAST_TONES)[number];

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

// The region's code (react-aria's landmark, toast and region hooks) comes with the first toast, not with the page.
const visibleToasts = lazyModule(() => import('./VisibleToasts.tsx'));

/** Fetches the region's code now, so toasts added at once show at once (stories and tests add them so). */
export const loadToastRegion = (): Promise<void> => visibleToasts.preload().then(() => undefined);

/**
 * Messages that appear where the user is looking (a fixed corner of the viewport) and are announced
 * to screen readers, for results of actions whose own place may be scrolled away (long forms).
 */
export function ToastRegion({
  queue,
  label = COPY.toast.region,
  dismissLabel = COPY.toast.dismiss,
}: ToastRegionProps) {
  const subscribe = useCallback((onChange: () => void) => queue.subscribe(onChange), [queue]);
  const hasToasts = useSyncExternalStore(subscribe, () => queue.visibleToasts.length > 0);
  // Once shown, the region stays mounted: react-aria moves the focus out of it when its last toast closes.
  const VisibleToasts = useLazyModuleOnceNeeded(visibleToasts, hasToasts)?.VisibleToasts;
  return VisibleToasts ? <VisibleToasts queue={queue} label={label} dismissLabel={dismissLabel} /> : null;
}
