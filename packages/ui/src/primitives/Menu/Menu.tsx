import {
  Children,
  createContext,
  type ReactElement,
  type ReactNode,
  useContext,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ButtonContext, type HeaderProps } from 'react-aria-components';
import { lazyModule, useLazyModuleOnceNeeded } from '../../utils/lazyModule.ts';
import type { FocusStrategy, MenuItemProps, MenuProps, MenuSectionProps, OpenMenu } from './menuTypes.ts';

export type { MenuItemProps, MenuProps, MenuSectionProps } from './menuTypes.ts';

const popup = lazyModule(() => import('./MenuPopup.tsx'));
/** Fetches the open menu's code ahead (stories and tests). */
export const loadMenuPopup = (): Promise<void> => popup.preload().then(() => undefined);
// A failed download is tried again when the menu opens.
const preloadPopup = () => void popup.preload().catch(() => undefined);

const OpenMenuContext = createContext<OpenMenu | null>(null);

/** The open menu's code; a menu's parts only render once it has arrived (MenuTrigger waits for it). */
function loadedPopup() {
  const loaded = popup.current();
  if (!loaded) throw new Error('Menu: rendered before its code arrived (place it inside MenuTrigger)');
  return loaded;
}

/**
 * A button and the menu it opens: `<MenuTrigger><Button>ETIQUETAR</Button><Menu onAction={…}>…</Menu></MenuTrigger>`.
 * The button is on the page from the start; the menu's code is fetched when the pointer rests on the button,
 * when it takes focus, or at the latest when it is pressed. Enter, Space or ↓ open it on the first item, ↑ on the
 * last, a click on the menu itself; Escape, a choice or a click outside close it and focus returns to the button.
 */
export function MenuTrigger({ children }: { children: [ReactElement, ReactElement] }) {
  const [trigger, menu] = Children.toArray(children);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const triggerId = useId();
  const [isOpen, setOpen] = useState(false);
  const [focusStrategy, setFocusStrategy] = useState<FocusStrategy>('first');
  const loaded = useLazyModuleOnceNeeded(popup, isOpen);
  const open = useMemo<OpenMenu>(
    () => ({ triggerRef, triggerId, isOpen, setOpen, focusStrategy }),
    [triggerId, isOpen, focusStrategy],
  );
  const openAt = (strategy: FocusStrategy) => {
    setFocusStrategy(strategy);
    setOpen(true);
  };
  return (
    <>
      <ButtonContext.Provider
        value={{
          ref: triggerRef,
          id: triggerId,
          'aria-haspopup': 'menu',
          'aria-expanded': isOpen && loaded !== undefined,
          onHoverStart: preloadPopup,
          onFocus: preloadPopup,
          onPress: ({ pointerType }) => {
            if (isOpen) setOpen(false);
            else openAt(pointerType === 'keyboard' || pointerType === 'virtual' ? 'first' : true);
          },
          onKeyDown: (event) => {
            if (event.key === 'ArrowDown') openAt('first');
            else if (event.key === 'ArrowUp') openAt('last');
            else event.continuePropagation();
          },
        }}
      >
        {trigger}
      </ButtonContext.Provider>
      {loaded && <OpenMenuContext.Provider value={open}>{menu}</OpenMenuContext.Provider>}
    </>
  );
}

/** A menu of actions in a popover; place it after its button inside `MenuTrigger`. */
export function Menu<T extends object>(props: MenuProps<T>) {
  const open = useContext(OpenMenuContext);
  if (!open) throw new Error('Menu: place it inside MenuTrigger, after its button');
  const { MenuPopup } = loadedPopup();
  return <MenuPopup {...props} open={open} />;
}

/** An item of a Menu; shows a check mark when selected (menus with `selectionMode`). */
export function MenuItem(props: MenuItemProps) {
  const { MenuItemPopup } = loadedPopup();
  return <MenuItemPopup {...props} />;
}

/** A group of a Menu's items, with an optional MenuHeader. */
export function MenuSection<T extends object>(props: MenuSectionProps<T>) {
  const { MenuSectionPopup } = loadedPopup();
  return <MenuSectionPopup {...props} />;
}

export function MenuHeader(props: HeaderProps & { children?: ReactNode }) {
  const { MenuHeaderPopup } = loadedPopup();
  return <MenuHeaderPopup {...props} />;
}
