import type { ReactNode } from 'react';
import { COPY } from '../../copy.ts';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { Modal } from '../Modal/Modal.tsx';

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** Called with false when the dialog closes by Cancelar, Escape or a click outside. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Called when the dialog closes without confirming (Cancelar, Escape or a click outside). */
  onCancel?: () => void;
  title: string;
  /** The question or warning, e.g. that offers, media and flow steps will be deleted. */
  children: ReactNode;
  onConfirm: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** "danger" for destructive confirmations (red confirm button). */
  tone?: 'danger' | 'primary';
  /** While the confirmed action runs: the confirm button spins and neither button can be pressed. */
  isPending?: boolean;
  /** Error from the confirmed action, shown inside the dialog. */
  errorMessage?: string;
}

/**
 * A yes/no confirmation (role alertdialog). The caller decides when to close it: after
 * `onConfirm` succeeds it sets `isOpen` false.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  onCancel,
  title,
  children,
  onConfirm,
  confirmLabel = COPY.dialog.confirm,
  cancelLabel = COPY.dialog.cancel,
  tone = 'danger',
  isPending = false,
  errorMessage,
}: ConfirmDialogProps) {
  return (
    <Modal
      size="sm"
      isOpen={isOpen}
      onOpenChange={(open) => {
        onOpenChange?.(open);
        if (!open) onCancel?.();
      }}
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
    >
      <Dialog
        role="alertdialog"
        title={title}
        hideCloseButton
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close} isDisabled={isPending} autoFocus={tone === 'danger'}>
              {cancelLabel}
            </Button>
            <Button variant={tone} onPress={onConfirm} isPending={isPending} autoFocus={tone !== 'danger'}>
              {confirmLabel}
            </Button>
          </>
        )}
      >
        <div>{children}</div>
        {errorMessage && <InlineMessage tone="danger">{errorMessage}</InlineMessage>}
      </Dialog>
    </Modal>
  );
}
