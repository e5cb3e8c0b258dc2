import { ConfirmDialog } from '@agente/ui';
import type { FLUXO_COPY as COPY } from './fluxo.copy.ts';

export interface ConfirmProps {
  /** What is about to be deleted ("Etapa 2", the media title); null when no dialog is open. */
  subject: string | null;
  isPending: boolean;
  errorMessage: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a step or a media is deleted; a refusal stays in the dialog. */
export function DeleteDialog({
  confirm,
  copy,
}: {
  confirm: ConfirmProps;
  copy: typeof COPY.confirmStep | typeof COPY.confirmMedia;
}) {
  return (
    <ConfirmDialog
      isOpen={confirm.subject !== null}
      onOpenChange={(open) => {
        if (!open) confirm.onCancel();
      }}
      title={copy.title}
      onConfirm={confirm.onConfirm}
      confirmLabel={copy.confirm}
      cancelLabel={copy.cancel}
      isPending={confirm.isPending}
      errorMessage={confirm.errorMessage ?? undefined}
    >
      {confirm.subject === null ? null : copy.text(confirm.subject)}
    </ConfirmDialog>
  );
}
