import type { ReactNode } from 'react';
import { ListBox, ListBoxItem } from 'react-aria-components';
import { Dialog } from '../../primitives/Dialog/Dialog.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { Modal } from '../../primitives/Modal/Modal.tsx';
import * as styles from './PickerDialog.css.ts';

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
}

/** A modal list to pick one item from (Enter or a click picks; disabled items stay visible). */
export function PickerDialog({
  isOpen,
  onOpenChange,
  title,
  items,
  onPick,
  emptyText,
  closeLabel,
}: PickerDialogProps) {
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title={title} closeLabel={closeLabel}>
        {({ close }) =>
          items.length === 0 ? (
            <EmptyState title={emptyText} />
          ) : (
            <ListBox
              aria-label={title}
              items={items}
              disabledKeys={disabledKeys}
              className={styles.list}
              onAction={(key) => {
                onPick(Number(key));
                close();
              }}
            >
              {(item) => (
                // The option is named by all its visible text (label, then description), so what a
                // screen reader says matches what is seen (WCAG 2.5.3); typeahead uses the label alone.
                <ListBoxItem id={item.id} textValue={item.label} className={styles.option}>
                  {item.icon && <span className={styles.icon}>{item.icon}</span>}
                  <span className={styles.texts}>
                    <span className={styles.label}>{item.label}</span>
                    {item.description && <span className={styles.description}>{item.description}</span>}
                  </span>
                </ListBoxItem>
              )}
            </ListBox>
          )
        }
      </Dialog>
    </Modal>
  );
}
