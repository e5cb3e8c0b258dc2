import { EditIcon, TrashIcon } from '../../icons/icons.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import * as styles from './EditRemoveButtons.css.ts';

export interface EditRemoveButtonsLabels {
  edit: string;
  remove: string;
}

export interface EditRemoveButtonsProps {
  /** Names the item in each button's accessible name ("Editar: <name>"), as several items share a screen. */
  itemName: string;
  /** A request about the item is running: neither button can be pressed until it ends. */
  isDisabled?: boolean;
  labels: EditRemoveButtonsLabels;
  onEdit: () => void;
  onRemove: () => void;
}

/** The edit and delete buttons of a listed item (an offer, an objection, a follow-up message). */
export function EditRemoveButtons({
  itemName,
  isDisabled = false,
  labels,
  onEdit,
  onRemove,
}: EditRemoveButtonsProps) {
  return (
    <div className={styles.buttons}>
      <Button
        size="sm"
        variant="ghost"
        icon={<EditIcon />}
        isDisabled={isDisabled}
        aria-label={`${labels.edit}: ${itemName}`}
        onPress={onEdit}
      >
        {labels.edit}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        icon={<TrashIcon />}
        isDisabled={isDisabled}
        aria-label={`${labels.remove}: ${itemName}`}
        onPress={onRemove}
      >
        {labels.remove}
      </Button>
    </div>
  );
}
