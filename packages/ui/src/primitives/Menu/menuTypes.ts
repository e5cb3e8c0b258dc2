import type { RefObject } from 'react';
import type {
  MenuItemProps as RACMenuItemProps,
  MenuProps as RACMenuProps,
  MenuSectionProps as RACMenuSectionProps,
} from 'react-aria-components';

export interface MenuProps<T extends object> extends Omit<RACMenuProps<T>, 'autoFocus' | 'onClose'> {
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
}

export type MenuItemProps = RACMenuItemProps;
export type MenuSectionProps<T extends object> = RACMenuSectionProps<T>;

/**
 * Where focus lands as a menu opens: the first item (Enter, Space, ↓, a screen reader), the last (↑), or the
 * menu itself (a pointer: no item lights up until the pointer or an arrow picks one).
 */
export type FocusStrategy = 'first' | 'last' | true;

/** What a MenuTrigger tells the menu it opened. */
export interface OpenMenu {
  triggerRef: RefObject<HTMLButtonElement | null>;
  triggerId: string;
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
  focusStrategy: FocusStrategy;
}
