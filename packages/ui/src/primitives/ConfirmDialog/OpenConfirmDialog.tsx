import { COPY } from '../../copy.ts';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { Modal } from '../Modal/Modal.tsx';
import type { ConfirmDialogProps } from './ConfirmDialog.tsx';

/** ConfirmDialog's modal, fetched when the question is first asked. */
export function OpenConfirmDialog({
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
