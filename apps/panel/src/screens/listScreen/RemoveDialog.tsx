import { ConfirmDialog } from '@agente/ui';
import type { ReactNode } from 'react';
import type { ListViewProps } from './listViewProps.ts';

export interface RemoveDialogProps {
  /** The list view's props: the confirm and cancel handlers and whether the delete runs. */
  list: ListViewProps;
  isOpen: boolean;
  /** The screen's copy: the dialog's title and its two buttons. */
  copy: { confirmTitle: string; confirm: string; cancel: string };
  /** The question, naming what would be deleted. */
  children: ReactNode;
}

/** A list screen's delete confirmation; it stays open, its button spinning, while the delete runs. */
export function RemoveDialog({ list, isOpen, copy, children }: RemoveDialogProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onCancel={list.onCancelRemove}
      onConfirm={list.onConfirmRemove}
      isPending={list.isDeleting}
      title={copy.confirmTitle}
      confirmLabel={copy.confirm}
      cancelLabel={copy.cancel}
    >
      {children}
    </ConfirmDialog>
  );
}
