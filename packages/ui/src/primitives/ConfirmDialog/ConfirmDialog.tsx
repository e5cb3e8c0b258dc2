import type { ReactNode } from 'react';
import { lazyWhenOpened } from '../../utils/lazyWhenOpened.tsx';

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
 * `onConfirm` succeeds it sets `isOpen` false. Its code is fetched when it first opens.
 */
export const ConfirmDialog = lazyWhenOpened<ConfirmDialogProps>(() =>
  import('./OpenConfirmDialog.tsx').then((module) => module.OpenConfirmDialog),
);
