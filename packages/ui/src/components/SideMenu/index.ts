export { isMenuItemCurrent, type MenuMatchRule } from './menuMatch.ts';
export {
  initialsOf,
  SideMenu,
  type SideMenuItem,
  type SideMenuProps,
  type SideMenuUser,
} from './SideMenu.tsx';
export { SIDE_MENU_ICONS, SideMenuIcon, type SideMenuIconName } from './sideMenuIcons.tsx';
