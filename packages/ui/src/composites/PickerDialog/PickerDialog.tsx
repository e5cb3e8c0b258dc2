import type { ReactNode } from 'react';
import { lazyWhenOpened } from '../../utils/lazyWhenOpened.tsx';

export interface PickerItem {
  id: number;
  label: string;
  /** A second line: type, link, or why the item cannot be picked ("Já está na etapa"). */
  description?: string;
  icon?: ReactNode;
  isDisabled?: boolean;
}

export interface PickerDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  items: readonly PickerItem[];
  /** Called with the picked item's id; the dialog closes itself afterwards. */
  onPick: (id: number) => void;
  /** Shown when there is nothing to pick. */
  emptyText: string;
  closeLabel?: string;
  /** Below the list: a way to add an item that is not there yet (the media picker's upload form). */
  footer?: ReactNode;
}

/**
 * A modal list to pick one item from (Enter or a click picks; disabled items stay visible). Its modal, dialog
 * and list box code is fetched when it first opens, so the flow editor does not start with it.
 */
export const PickerDialog = lazyWhenOpened<PickerDialogProps>(() =>
  import('./OpenPickerDialog.tsx').then((module) => module.default),
);
