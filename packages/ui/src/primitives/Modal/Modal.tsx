import { ModalOverlay, type ModalOverlayProps, Modal as RACModal } from 'react-aria-components';
import { coversFloating } from '../../theme/floating.css.ts';
import { composeClassName, cx } from '../../utils/composeClassName.ts';
import * as styles from './Modal.css.ts';

export const MODAL_SIZES = ['sm', 'md', 'lg'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

export interface ModalProps extends ModalOverlayProps {
  size?: ModalSize;
  /**
   * Blocks the page until the content closes it itself: no closing by clicking outside or by
   * Escape (the forced password change).
   */
  isBlocking?: boolean;
}

/**
 * A dimmed overlay that traps focus and makes the page behind inert. Put a `Dialog` inside;
 * open it with a `DialogTrigger` or control it with `isOpen` / `onOpenChange`.
 */
export function Modal({
  size = 'md',
  isBlocking = false,
  isDismissable = !isBlocking,
  isKeyboardDismissDisabled = isBlocking,
  className,
  children,
  ...props
}: ModalProps) {
  return (
    <ModalOverlay
      {...props}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={cx(styles.overlay, coversFloating)}
    >
      <RACModal className={composeClassName(className, styles.modal({ size }))}>{children}</RACModal>
    </ModalOverlay>
  );
}
