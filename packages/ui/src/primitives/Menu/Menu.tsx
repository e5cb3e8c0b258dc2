import {
  composeRenderProps,
  MenuTrigger,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
} from 'react-aria-components';
import { CheckIcon } from '../../icons/icons.tsx';
import { composeClassName } from '../../utils/composeClassName.ts';
import { Popover, popoverStyles } from '../Popover/Popover.tsx';

export interface MenuProps<T extends object> extends RACMenuProps<T> {
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
}

/**
 * A menu of actions in a popover. Place it after its trigger inside `MenuTrigger`:
 * `<MenuTrigger><Button>ETIQUETAR</Button><Menu onAction={…}>…</Menu></MenuTrigger>`.
 */
export function Menu<T extends object>({ placement = 'bottom start', className, ...props }: MenuProps<T>) {
  return (
    <Popover placement={placement}>
      <RACMenu {...props} className={composeClassName(className, popoverStyles.listBox)} />
    </Popover>
  );
}

export type MenuItemProps = RACMenuItemProps;

/** An item of a Menu; shows a check mark when selected (menus with `selectionMode`). */
export function MenuItem({ className, children, ...props }: MenuItemProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <RACMenuItem {...props} textValue={textValue} className={composeClassName(className, popoverStyles.item)}>
      {composeRenderProps(children, (content, { isSelected }) => (
        <>
          {content}
          {isSelected && <CheckIcon className={popoverStyles.checkmark} />}
        </>
      ))}
    </RACMenuItem>
  );
}

export { MenuTrigger };
