import { ListBox, ListBoxItem } from 'react-aria-components';
import { Dialog } from '../../primitives/Dialog/Dialog.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { Modal } from '../../primitives/Modal/Modal.tsx';
import * as styles from './PickerDialog.css.ts';
import type { PickerDialogProps } from './PickerDialog.tsx';

/** The open picker: react-aria's modal, dialog and list box (see PickerDialog). */
export default function OpenPickerDialog({
  isOpen,
  onOpenChange,
  title,
  items,
  onPick,
  emptyText,
  closeLabel,
  footer,
}: PickerDialogProps) {
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title={title} closeLabel={closeLabel}>
        {({ close }) => (
          <>
            {items.length === 0 ? (
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
            )}
            {footer && <div className={styles.footer}>{footer}</div>}
          </>
        )}
      </Dialog>
    </Modal>
  );
}
