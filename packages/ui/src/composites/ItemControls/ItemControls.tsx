import { Switch } from '../../primitives/Switch/Switch.tsx';
import { EditRemoveButtons, type EditRemoveButtonsLabels } from '../EditRemoveButtons/EditRemoveButtons.tsx';
import * as styles from './ItemControls.css.ts';

export interface ItemControlsLabels extends EditRemoveButtonsLabels {
  /** The switch's label, e.g. "Ativo". */
  toggle: string;
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
      <EditRemoveButtons
        itemName={itemName}
        isDisabled={isBusy}
        labels={labels}
        onEdit={onEdit}
        onRemove={onRemove}
      />
    </div>
  );
}
