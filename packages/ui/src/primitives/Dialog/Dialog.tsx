import type { ReactNode } from 'react';
import {
  DialogTrigger,
  Heading,
  Dialog as RACDialog,
  type DialogProps as RACDialogProps,
} from 'react-aria-components';
import { COPY } from '../../copy.ts';
import { CloseIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/composeClassName.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Dialog.css.ts';

export interface DialogProps extends Omit<RACDialogProps, 'children'> {
  /** The dialog's heading, which also names it for screen readers. */
  title: string;
  children?: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Buttons at the bottom; a function receives `close`. */
  footer?: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Shows an × button in the header; pass its label to enable it (e.g. "Fechar"). */
  closeLabel?: string;
  hideCloseButton?: boolean;
}

/** Titled dialog content; place it inside a `Modal`. Escape and the × close it unless the Modal blocks. */
export function Dialog({
  title,
  children,
  footer,
  closeLabel = COPY.dialog.close,
  hideCloseButton = false,
  className,
  ...props
}: DialogProps) {
  return (
    <RACDialog {...props} className={cx(styles.dialog, className)}>
      {({ close }) => (
        <>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {!hideCloseButton && (
              <IconButton aria-label={closeLabel} variant="ghost" size="sm" onPress={close}>
                <CloseIcon />
              </IconButton>
            )}
          </div>
          <div className={styles.body}>{typeof children === 'function' ? children({ close }) : children}</div>
          {footer !== undefined && (
            <div className={styles.footer}>{typeof footer === 'function' ? footer({ close }) : footer}</div>
          )}
        </>
      )}
    </RACDialog>
  );
}

export { DialogTrigger };
