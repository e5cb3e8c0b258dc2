import { type KeyboardEvent, useId, useState } from 'react';
import type { Key } from 'react-aria-components';
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

/** The option the arrow key moves to from `index`, or null at either end (the row does not wrap). */
function arrowTarget(key: string, index: number, count: number): number | null {
  const next = key === 'ArrowRight' ? index + 1 : key === 'ArrowLeft' ? index - 1 : null;
  return next === null || next < 0 || next >= count ? null : next;
}

/**
 * One choice among a few buttons (the kanban period buttons): a radio group of buttons. Exactly one stays
 * selected; the row is one Tab stop (the option last focused, else the selected one), ← and → move between the
 * options, Space or Enter picks. Plain buttons rather than react-aria's ToggleButtonGroup: its toolbar and focus
 * manager were about 6 kB gzip on the kanban's first load for this much behaviour.
 */
export function SegmentedControl<K extends Key>({
  label,
  options,
  selectedKey,
  onSelectionChange,
  isDisabled = false,
  className,
}: SegmentedControlProps<K>) {
  const labelId = useId();
  const [focusedKey, setFocusedKey] = useState<K | null>(null);
  const tabStop = options.some((option) => option.id === focusedKey) ? focusedKey : selectedKey;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]')];
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    const to = index < 0 ? null : arrowTarget(event.key, index, buttons.length);
    if (to === null) return;
    event.preventDefault();
    buttons[to]?.focus();
  };

  return (
    <div className={cx(styles.root, className)}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-disabled={isDisabled || undefined}
        className={styles.group}
        onKeyDown={onKeyDown}
      >
        {options.map((option) => (
          // Buttons, not native radios: the arrows only move the focus (a native radio would pick each period it
          // passes, loading it), and the option's label is its own text.
          // biome-ignore lint/a11y/useSemanticElements: see above.
          <button
            key={option.id}
            type="button"
            role="radio"
            aria-checked={option.id === selectedKey}
            tabIndex={option.id === tabStop ? 0 : -1}
            disabled={isDisabled}
            className={styles.option}
            onFocus={() => setFocusedKey(option.id)}
            onClick={() => {
              if (option.id !== selectedKey) onSelectionChange(option.id);
            }}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
