import { Button, Dialog, Form, InlineMessage, Modal, Text, TextField } from '@agente/ui';
import type { FormEvent } from 'react';
import { LOGIN_COPY } from './login.copy.ts';

const COPY = LOGIN_COPY.recovery;

export interface RecoveryDialogProps {
  isOpen: boolean;
  email: string;
  emailError: string | null;
  isSending: boolean;
  error: string | null;
  onEmailChange: (email: string) => void;
  onSubmit: () => void;
  onClose: () => void;
}

/** The password-recovery modal opened by 'Esqueci minha senha'. */
export function RecoveryDialog(props: RecoveryDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Modal
      isOpen={props.isOpen}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      size="sm"
    >
      <Dialog title={COPY.title} closeLabel={COPY.close}>
        <Form onSubmit={submit}>
          <Text tone="muted">{COPY.intro}</Text>
          <TextField
            label={COPY.email}
            type="email"
            autoComplete="email"
            isRequired
            value={props.email}
            onChange={props.onEmailChange}
            errorMessage={props.emailError ?? undefined}
            isDisabled={props.isSending}
          />
          {props.error && <InlineMessage tone="danger">{props.error}</InlineMessage>}
          <Button type="submit" isFullWidth isPending={props.isSending} pendingLabel={COPY.sending}>
            {COPY.submit}
          </Button>
        </Form>
      </Dialog>
    </Modal>
  );
}
