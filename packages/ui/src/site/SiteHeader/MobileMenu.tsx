import { Drawer } from '../../primitives/Drawer/Drawer.tsx';
import { ActionLink } from '../ActionLink/ActionLink.tsx';
import * as styles from './SiteHeader.css.ts';
import type { SiteLink } from './SiteHeader.tsx';

export interface MobileMenuProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  closeLabel: string;
  navLabel: string;
  navItems: readonly SiteLink[];
  loginAction: SiteLink;
  primaryAction: SiteLink;
}

/** The phone menu: the site's sections and actions in a drawer sliding in from the right (0.25 s). */
export default function MobileMenu({
  isOpen,
  onOpenChange,
  title,
  closeLabel,
  navLabel,
  navItems,
  loginAction,
  primaryAction,
}: MobileMenuProps) {
  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      aria-label={title}
      closeLabel={closeLabel}
      placement="right"
    >
      {({ close }) => (
        <>
          <nav aria-label={navLabel}>
            <ul className={styles.menuList}>
              {navItems.map((item) => (
                <li key={item.href}>
                  {/* Closing lets the page scroll to the section the visitor picked. */}
                  <a href={item.href} className={styles.menuLink} onClick={close}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.menuActions}>
            <ActionLink href={primaryAction.href} isFullWidth onClick={close}>
              {primaryAction.label}
            </ActionLink>
            <ActionLink href={loginAction.href} variant="secondary" isFullWidth>
              {loginAction.label}
            </ActionLink>
          </div>
        </>
      )}
    </Drawer>
  );
}
