import { type PasswordChangeFieldErrors, PasswordChangeModal, type PasswordChangeValues } from '@agente/ui';
import { PANEL_LAYOUT_COPY } from './panelLayout.copy.ts';

export interface PasswordChangeDialogProps {
  error: string | null;
  /** Every field's broken rule, at once. */
  fieldErrors: PasswordChangeFieldErrors;
  success: string | null;
  isSaving: boolean;
  onSubmit: (values: PasswordChangeValues) => void;
}

/** The forced new-password modal over the panel, with the layout's texts: the two new-password fields only. */
export function PasswordChangeDialog(props: PasswordChangeDialogProps) {
  return (
    <PasswordChangeModal
      isOpen
      labels={PANEL_LAYOUT_COPY.passwordChange}
      askCurrentPassword={false}
      {...props}
    />
  );
}
