import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { Dialog } from '../../primitives/Dialog/Dialog.tsx';
import { Form } from '../../primitives/Form/Form.tsx';
import { InlineMessage } from '../../primitives/InlineMessage/InlineMessage.tsx';
import { Modal } from '../../primitives/Modal/Modal.tsx';
import { PasswordField } from '../../primitives/PasswordField/PasswordField.tsx';
import { Text } from '../../primitives/Text/Text.tsx';
import * as styles from './PasswordChangeModal.css.ts';

export interface PasswordChangeModalLabels {
  title: string;
  intro: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
  submit: string;
  /** Shown on the button while saving, e.g. "Salvando...". */
  saving: string;
  /** Heads the rules the new password must meet, listed under the fields before anything is typed. */
  rulesTitle?: string;
  /** One line per rule, e.g. "Pelo menos 6 caracteres"; none hides the list. */
  rules?: readonly string[];
}

/** The rule each field breaks, shown under that field; null or absent where the field is fine. */
export type PasswordChangeFieldErrors = Partial<Record<keyof PasswordChangeValues, string | null>>;

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
  /** An error about the whole form (the server's answer), under the fields. */
  error: string | null;
  /** Every field's broken rule at once, under each field. */
  fieldErrors?: PasswordChangeFieldErrors;
  /** 'Senha alterada com sucesso!' while the modal is about to close; the form is then locked. */
  success: string | null;
  isSaving: boolean;
  onSubmit: (values: PasswordChangeValues) => void;
}

/**
 * The blocking new-password dialog over the panel: the page behind is dimmed and inert, and neither
 * Escape nor a click outside closes it. Only a successful change (the caller) takes it away. The rules are
 * listed under the fields from the start, and a submit marks every field that breaks one at once.
 */
export function PasswordChangeModal({
  isOpen,
  labels,
  askCurrentPassword,
  error,
  fieldErrors = {},
  success,
  isSaving,
  onSubmit,
}: PasswordChangeModalProps) {
  const rulesId = useId();
  const rules = labels.rules ?? [];
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
              errorMessage={fieldErrors.currentPassword ?? undefined}
            />
          )}
          <PasswordField
            label={labels.newPassword}
            value={newPassword}
            onChange={setNewPassword}
            autoComplete="new-password"
            isDisabled={isLocked}
            errorMessage={fieldErrors.newPassword ?? undefined}
            {...(rules.length > 0 ? { 'aria-describedby': rulesId } : {})}
          />
          <PasswordField
            label={labels.confirmPassword}
            value={confirmPassword}
            onChange={setConfirmPassword}
            autoComplete="new-password"
            isDisabled={isLocked}
            errorMessage={fieldErrors.confirmPassword ?? undefined}
          />
          {rules.length > 0 && (
            <div id={rulesId} className={styles.rules}>
              {labels.rulesTitle && <p className={styles.rulesTitle}>{labels.rulesTitle}</p>}
              <ul className={styles.rulesList}>
                {rules.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
            </div>
          )}
          {error && <InlineMessage tone="danger">{error}</InlineMessage>}
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
