import {
  composeRenderProps,
  type HeaderProps,
  Header as RACHeader,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuSection as RACMenuSection,
} from 'react-aria-components';
import { CheckIcon } from '../../icons/icons.tsx';
import { composeClassName } from '../../utils/composeClassName.ts';
import { Popover, popoverStyles } from '../Popover/Popover.tsx';
import type { MenuItemProps, MenuProps, MenuSectionProps, OpenMenu } from './menuTypes.ts';

/**
 * The open menu: react-aria's popover, menu and items. Fetched when a menu first opens (or its button is
 * hovered or focused), so a page with menus does not start with the overlay, collection and selection code.
 */
export function MenuPopup<T extends object>({
  placement = 'bottom start',
  className,
  open,
  ...props
}: MenuProps<T> & { open: OpenMenu }) {
  return (
    // Named by its button, as react-aria's own MenuTrigger names it.
    <Popover
      trigger="MenuTrigger"
      aria-labelledby={open.triggerId}
      placement={placement}
      triggerRef={open.triggerRef}
      isOpen={open.isOpen}
      onOpenChange={open.setOpen}
    >
      <RACMenu
        aria-labelledby={props['aria-label'] ? undefined : open.triggerId}
        {...props}
        autoFocus={open.focusStrategy}
        onClose={() => open.setOpen(false)}
        className={composeClassName(className, popoverStyles.listBox)}
      />
    </Popover>
  );
}

export function MenuItemPopup({ className, children, ...props }: MenuItemProps) {
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

export function MenuSectionPopup<T extends object>(props: MenuSectionProps<T>) {
  return <RACMenuSection {...props} />;
}

export function MenuHeaderPopup(props: HeaderProps) {
  return <RACHeader {...props} />;
}
