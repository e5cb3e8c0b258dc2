import { memo, type ReactNode, useCallback, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-aria-components';
import { LogOutIcon } from '../../icons/icons.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { srOnly } from '../../theme/focus.css.ts';
import { cx } from '../../utils/composeClassName.ts';
import { isMenuItemCurrent, type MenuMatchRule } from './menuMatch.ts';
import * as styles from './SideMenu.css.ts';
import { SideMenuIcon, type SideMenuIconName } from './sideMenuIcons.tsx';

export interface SideMenuItem extends MenuMatchRule {
  /** Stable key, e.g. "dashboard". */
  id: string;
  label: string;
  icon: SideMenuIconName;
  /** A highlighted call-to-action ('Conectar WhatsApp'). */
  isCallToAction?: boolean;
  /** A coloured dot at the end of the row telling the entry's state (a connected number), when it has one. */
  statusDot?: SideMenuStatusDot;
  /** A number at the end of the row (leads waiting on Conversas), shown when above 0, and what it counts in words. */
  count?: SideMenuCount;
}

export interface SideMenuCount {
  value: number;
  /** Read instead of the bare number, e.g. "3 aguardando você". */
  label: string;
}

export const SIDE_MENU_STATUS_DOTS = ['success', 'danger'] as const;
export type SideMenuStatusDot = (typeof SIDE_MENU_STATUS_DOTS)[number];

export interface SideMenuUser {
  name: string;
  /** Shown as given (already formatted); null hides the line. */
  phone: string | null;
}

export interface SideMenuProps {
  /** Names the navigation landmark, e.g. "Menu principal". */
  'aria-label': string;
  /** The product's mark and name (a Logo). */
  brand: ReactNode;
  items: readonly SideMenuItem[];
  /** The path on show; each entry's rule decides whether it is highlighted. */
  currentPath: string;
  user: SideMenuUser;
  /** The agent switch and the connection indicator. */
  status: ReactNode;
  logoutLabel: string;
  onLogout: () => void;
  isLoggingOut?: boolean;
  /** Called after an entry is chosen (the drawer closes on narrow screens). */
  onNavigate?: () => void;
}

/** "Maria Souza" → "MS"; one word gives one letter. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/**
 * The panel's side menu: brand, the user's name and phone, the agent and connection status, the entries
 * (the current one marked aria-current="page") and the logout button.
 */
export function SideMenu({
  'aria-label': ariaLabel,
  brand,
  items,
  currentPath,
  user,
  status,
  logoutLabel,
  onLogout,
  isLoggingOut = false,
  onNavigate,
}: SideMenuProps) {
  // The entries re-render only when they change: the status above them (the agent switch, the connection) changes
  // several times while the panel opens, and the entries are most of the menu's rendering.
  const latestOnNavigate = useRef(onNavigate);
  useLayoutEffect(() => {
    latestOnNavigate.current = onNavigate;
  });
  const navigate = useCallback(() => latestOnNavigate.current?.(), []);
  return (
    <div className={styles.root}>
      <div className={styles.header}>{brand}</div>
      <div className={styles.profile}>
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(user.name)}
        </span>
        <div className={styles.identity}>
          <span className={styles.userName}>{user.name}</span>
          {user.phone && <span className={styles.userPhone}>{user.phone}</span>}
        </div>
      </div>
      <div className={styles.status}>{status}</div>
      <nav aria-label={ariaLabel} className={styles.nav}>
        <ul className={styles.list}>
          {items.map((item) => (
            <SideMenuEntry
              key={item.id}
              item={item}
              isCurrent={isMenuItemCurrent(item, currentPath)}
              onNavigate={navigate}
            />
          ))}
        </ul>
      </nav>
      <div className={styles.footer}>
        <Button
          variant="ghost"
          isFullWidth
          icon={<LogOutIcon />}
          onPress={onLogout}
          isPending={isLoggingOut}
          className={styles.logout}
        >
          {logoutLabel}
        </Button>
      </div>
    </div>
  );
}

const SideMenuEntry = memo(function SideMenuEntry({
  item,
  isCurrent,
  onNavigate,
}: {
  item: SideMenuItem;
  isCurrent: boolean;
  onNavigate: () => void;
}) {
  return (
    <li>
      <Link
        href={item.href}
        aria-current={isCurrent ? 'page' : undefined}
        className={cx(styles.link, item.isCallToAction && styles.callToAction)}
        onPress={onNavigate}
      >
        <SideMenuIcon name={item.icon} />
        {item.label}
        {item.statusDot && <span className={styles.statusDot({ tone: item.statusDot })} aria-hidden="true" />}
        {item.count && item.count.value > 0 && (
          <>
            <span className={styles.count} aria-hidden="true">
              {item.count.value}
            </span>
            <span className={srOnly}>{`, ${item.count.label}`}</span>
          </>
        )}
      </Link>
    </li>
  );
});
