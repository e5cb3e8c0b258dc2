import { Button } from 'react-aria-components';
import { ChevronDownIcon, TagIcon } from '../../icons/icons.tsx';
import { Menu, MenuItem, MenuTrigger } from '../../primitives/Menu/Menu.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import * as styles from './TagMenu.css.ts';

export const TAG_COLORS = ['blue', 'green', 'orange', 'red', 'purple', 'gray'] as const;
export type TagColor = (typeof TAG_COLORS)[number];

export interface TagOption {
  id: string;
  label: string;
  color: TagColor;
}

export interface TagMenuProps {
  /** The account's tags, each with its colour. */
  options: readonly TagOption[];
  /** What the button shows: a known tag (its colour), an unknown tag as written (grey), or the grey placeholder. */
  current: { label: string; color: TagColor | 'neutral' | 'none' };
  /** Names the button for screen readers, e.g. "Etiqueta de Maria Souza: LEAD NOVO". */
  'aria-label': string;
  onSelect: (id: string) => void;
  /** While the server confirms a change: the button waits and cannot be opened. */
  isPending?: boolean;
}

/** A tag's colour dot and name, e.g. in the list where the owner manages the tags. */
export function TagLabel({ label, color }: { label: string; color: TagColor }) {
  return (
    <span className={styles.label}>
      <span className={styles.dot({ color })} aria-hidden="true" />
      {label}
    </span>
  );
}

/** A lead's tag button; it opens a menu of the account's coloured tags. */
export function TagMenu({
  options,
  current,
  'aria-label': ariaLabel,
  onSelect,
  isPending = false,
}: TagMenuProps) {
  return (
    <MenuTrigger>
      <Button
        aria-label={ariaLabel}
        isDisabled={isPending}
        className={styles.trigger({ color: current.color })}
      >
        {isPending ? <Spinner size="sm" /> : <TagIcon />}
        <span>{current.label}</span>
        <ChevronDownIcon />
      </Button>
      <Menu className={styles.menu} onAction={(key) => onSelect(String(key))}>
        {options.map((option) => (
          <MenuItem key={option.id} id={option.id} textValue={option.label}>
            <span className={styles.dot({ color: option.color })} aria-hidden="true" />
            {option.label}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
