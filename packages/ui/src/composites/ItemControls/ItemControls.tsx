import { EditIcon, TrashIcon } from '../../icons/icons.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Switch } from '../../primitives/Switch/Switch.tsx';
import * as styles from './ItemControls.css.ts';

export interface ItemControlsLabels {
  /** The switch's label, e.g. "Ativo". */
  toggle: string;
  edit: string;
  remove: string;
}

export interface ItemControlsProps {
  /** Names the item in each control's accessible name ("Editar: <name>"), as several items share a screen. */
  itemName: string;
  isActive: boolean;
  /** A request about the item is running: every control waits for it. */
  isBusy?: boolean;
  labels: ItemControlsLabels;
  onToggle: () => void;
  onEdit: () => void;
  onRemove: () => void;
}

/** The controls of a listed item that can be switched off: its active switch, then edit and delete. */
export function ItemControls({
  itemName,
  isActive,
  isBusy = false,
  labels,
  onToggle,
  onEdit,
  onRemove,
}: ItemControlsProps) {
  return (
    <div className={styles.controls}>
      <Switch
        isSelected={isActive}
        isDisabled={isBusy}
        onChange={onToggle}
        aria-label={`${labels.toggle}: ${itemName}`}
      >
        {labels.toggle}
      </Switch>
      <div className={styles.buttons}>
        <Button
          size="sm"
          variant="ghost"
          icon={<EditIcon />}
          isDisabled={isBusy}
          aria-label={`${labels.edit}: ${itemName}`}
          onPress={onEdit}
        >
          {labels.edit}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          icon={<TrashIcon />}
          isDisabled={isBusy}
          aria-label={`${labels.remove}: ${itemName}`}
          onPress={onRemove}
        >
          {labels.remove}
        </Button>
      </div>
    </div>
  );
}
