import {
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
  Text,
} from 'react-aria-components';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon, InfoIcon } from '../../icons/icons.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { IconButton } from '../../primitives/IconButton/IconButton.tsx';
import * as styles from './ToastRegion.css.ts';
import type { ToastQueue } from './ToastRegion.tsx';

const TONE_ICONS = { success: CheckCircleIcon, danger: AlertCircleIcon, info: InfoIcon } as const;

export interface VisibleToastsProps {
  queue: ToastQueue;
  label: string;
  dismissLabel: string;
}

/** The toast region's landmark and its toasts (react-aria's region), loaded with the first toast. */
export function VisibleToasts({ queue, label, dismissLabel }: VisibleToastsProps) {
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
