import type { ReactNode } from 'react';
import { Dialog, ModalOverlay, Modal as RACModal } from 'react-aria-components';
import { COPY } from '../../copy.ts';
import { CloseIcon } from '../../icons/icons.tsx';
import { coversFloating } from '../../theme/floating.css.ts';
import { cx } from '../../utils/composeClassName.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Drawer.css.ts';

export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Names the drawer for screen readers, e.g. "Menu". */
  'aria-label': string;
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  placement?: 'left' | 'right';
  /** Label of the × button; defaults to "Fechar menu". */
  closeLabel?: string;
}

/**
 * A panel sliding in from the side over a dimmed overlay (the mobile menu). Focus is trapped
 * inside; Escape, the × button or a click on the overlay close it.
 */
export function Drawer({
  isOpen,
  onOpenChange,
  'aria-label': ariaLabel,
  children,
  placement = 'left',
  closeLabel = COPY.drawer.close,
}: DrawerProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={cx(styles.overlay, coversFloating)}
    >
      <RACModal className={styles.panel({ placement })}>
        <Dialog aria-label={ariaLabel} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.closeRow}>
                <IconButton aria-label={closeLabel} onPress={close}>
                  <CloseIcon />
                </IconButton>
              </div>
              <div className={styles.content}>
                {typeof children === 'function' ? children({ close }) : children}
              </div>
            </>
          )}
        </Dialog>
      </RACModal>
    </ModalOverlay>
  );
}
