export { isMenuItemCurrent, type MenuMatchRule } from './menuMatch.ts';
export {
  initialsOf,
  SIDE_MENU_STATUS_DOTS,
  SideMenu,
  type SideMenuItem,
  type SideMenuProps,
  type SideMenuStatusDot,
  type SideMenuUser,
} from './SideMenu.tsx';
export { SIDE_MENU_ICONS, SideMenuIcon, type SideMenuIconName } from './sideMenuIcons.tsx';
