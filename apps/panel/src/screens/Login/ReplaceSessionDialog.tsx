import { ConfirmDialog } from '@agente/ui';
import { LOGIN_COPY } from './login.copy.ts';

const COPY = LOGIN_COPY.replaceSession;

/** An access link arrived while another session is open in this browser. */
export interface ReplaceSessionQuestion {
  /** Whose panel the link opens. */
  accountName: string;
  /** The session open now, as "Nome (email)". */
  currentAccount: string;
}

export interface ReplaceSessionDialogProps {
  isOpen: boolean;
  /** The last question asked: it keeps its words while the dialog plays its exit. */
  question: ReplaceSessionQuestion | null;
  onConfirm: () => void;
  onDecline: () => void;
}

/** "Entrar como {nome}?": an access link never replaces the open session without a yes. */
export function ReplaceSessionDialog({ isOpen, question, onConfirm, onDecline }: ReplaceSessionDialogProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onDecline();
      }}
      title={COPY.title(question?.accountName ?? '')}
      onConfirm={onConfirm}
      confirmLabel={COPY.confirm}
      cancelLabel={COPY.cancel}
      tone="primary"
    >
      {question ? COPY.body(question.currentAccount) : null}
    </ConfirmDialog>
  );
}
