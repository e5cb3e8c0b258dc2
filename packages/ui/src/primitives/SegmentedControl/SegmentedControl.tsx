import { useId } from 'react';
import { type Key, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { cx } from '../../utils/composeClassName.ts';
import * as styles from './SegmentedControl.css.ts';

export interface SegmentedOption<K extends Key> {
  id: K;
  label: string;
}

export interface SegmentedControlProps<K extends Key> {
  /** Visible label before the options, e.g. "Período:". */
  label: string;
  options: readonly SegmentedOption<K>[];
  selectedKey: K;
  onSelectionChange: (key: K) => void;
  isDisabled?: boolean;
  className?: string;
}

/**
 * One choice among a few buttons (the kanban period buttons). Exactly one stays selected;
 * arrow keys move between options (RAC ToggleButtonGroup).
 */
export function SegmentedControl<K extends Key>({
  label,
  options,
  selectedKey,
  onSelectionChange,
  isDisabled,
  className,
}: SegmentedControlProps<K>) {
  const labelId = useId();
  return (
    <div className={cx(styles.root, className)}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <ToggleButtonGroup
        aria-labelledby={labelId}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[selectedKey]}
        onSelectionChange={(keys) => {
          const next = options.find((option) => keys.has(option.id));
          if (next && next.id !== selectedKey) onSelectionChange(next.id);
        }}
        isDisabled={isDisabled}
        className={styles.group}
      >
        {options.map((option) => (
          <ToggleButton key={option.id} id={option.id} className={styles.option}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
