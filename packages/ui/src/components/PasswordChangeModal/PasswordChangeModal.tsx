import { type FormEvent, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Form } from '../Form/Form.tsx';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import { Text } from '../Text/Text.tsx';

export interface PasswordChangeModalLabels {
  title: string;
  intro: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
  submit: string;
  /** Shown on the button while saving, e.g. "Salvando...". */
  saving: string;
}

export interface PasswordChangeValues {
  /** Empty unless `askCurrentPassword`. */
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface PasswordChangeModalProps {
  isOpen: boolean;
  labels: PasswordChangeModalLabels;
  /** Shows the current-password field (the temporary password typed at login is not known). */
  askCurrentPassword: boolean;
  /** Validation or server error. */
  error: string | null;
  /** 'Senha alterada com sucesso!' while the modal is about to close; the form is then locked. */
  success: string | null;
  isSaving: boolean;
  onSubmit: (values: PasswordChangeValues) => void;
}

/**
 * The blocking new-password dialog over the panel: the page behind is dimmed and inert, and neither
 * Escape nor a click outside closes it. Only a successful change (the caller) takes it away.
 */
export function PasswordChangeModal({
  isOpen,
  labels,
  askCurrentPassword,
  error,
  success,
  isSaving,
  onSubmit,
}: PasswordChangeModalProps) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const isLocked = isSaving || success !== null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isLocked) onSubmit({ currentPassword, newPassword, confirmPassword });
  };
  return (
    <Modal isOpen={isOpen} isBlocking size="sm">
      <Dialog title={labels.title} hideCloseButton>
        <Form onSubmit={submit}>
          <Text tone="muted">{labels.intro}</Text>
          {askCurrentPassword && (
            <PasswordField
              label={labels.currentPassword}
              value={currentPassword}
              onChange={setCurrentPassword}
              autoComplete="current-password"
              isDisabled={isLocked}
            />
          )}
          <PasswordField
            label={labels.newPassword}
            value={newPassword}
            onChange={setNewPassword}
            autoComplete="new-password"
            isDisabled={isLocked}
          />
          <PasswordField
            label={labels.confirmPassword}
            value={confirmPassword}
            onChange={setConfirmPassword}
            autoComplete="new-password"
            isDisabled={isLocked}
          />
          {error && <InlineMessage tone="error">{error}</InlineMessage>}
          {success && <InlineMessage tone="success">{success}</InlineMessage>}
          <Button
            type="submit"
            isFullWidth
            isPending={isSaving}
            pendingLabel={labels.saving}
            isDisabled={success !== null}
          >
            {labels.submit}
          </Button>
        </Form>
      </Dialog>
    </Modal>
  );
}
