import { lazy, Suspense, useState } from 'react';
import { HEADER_OPAQUE_AFTER_PX } from '../../constants.ts';
import { MenuIcon } from '../../icons/icons.tsx';
import { Logo } from '../../primitives/Logo/Logo.tsx';
import { ActionLink } from '../ActionLink/ActionLink.tsx';
import { container } from '../SiteSection/SiteSection.css.ts';
import * as styles from './SiteHeader.css.ts';
import { useScrolledPast } from './useScrolledPast.ts';

const MobileMenu = lazy(() => import('./MobileMenu.tsx'));

export interface SiteLink {
  label: string;
  href: string;
}

export interface SiteHeaderProps {
  brand: string;
  /** Accessible name of the brand link (e.g. "Agente de Vendas — página inicial"). */
  brandLabel: string;
  brandHref: string;
  navLabel: string;
  navItems: readonly SiteLink[];
  /** 'Acessar Agente' → /login. */
  loginAction: SiteLink;
  /** 'Assinar Agora' → the plans. */
  primaryAction: SiteLink;
  menu: { openLabel: string; closeLabel: string; title: string };
  /** Starts with the mobile menu open (stories). */
  defaultMenuOpen?: boolean;
}

/**
 * The public pages' fixed header: transparent over the page top, opaque once the page scrolls; the section
 * menu inline on wide screens and in a drawer sliding in from the right (0.25 s) on phones. Page tops
 * leave room for it with `pageTop` (SiteSection.css.ts).
 */
export function SiteHeader({
  brand,
  brandLabel,
  brandHref,
  navLabel,
  navItems,
  loginAction,
  primaryAction,
  menu,
  defaultMenuOpen = false,
}: SiteHeaderProps) {
  const isScrolled = useScrolledPast(HEADER_OPAQUE_AFTER_PX);
  const [isMenuOpen, setMenuOpen] = useState(defaultMenuOpen);
  // Stays mounted after the first open so closing can animate out.
  const [hasOpenedMenu, setHasOpenedMenu] = useState(defaultMenuOpen);
  const openMenu = () => {
    setHasOpenedMenu(true);
    setMenuOpen(true);
  };

  return (
    <>
      <header className={styles.header} data-opaque={isScrolled || undefined}>
        <div className={`${container} ${styles.bar}`}>
          <a href={brandHref} className={styles.brand} title={brandLabel}>
            <Logo name={brand} isNameHiddenOnPhones />
          </a>
          <nav aria-label={navLabel} className={styles.desktopNav}>
            <ul className={styles.navList}>
              {navItems.map((item) => (
                <li key={item.href}>
                  <a href={item.href} className={styles.navLink}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.actions}>
            <ActionLink href={loginAction.href} variant="secondary" size="sm">
              {loginAction.label}
            </ActionLink>
            <span className={styles.desktopOnly}>
              <ActionLink href={primaryAction.href} size="sm">
                {primaryAction.label}
              </ActionLink>
            </span>
            {/* A native button: the header needs no script until the visitor opens the menu. */}
            <button
              type="button"
              aria-label={menu.openLabel}
              aria-expanded={isMenuOpen}
              aria-haspopup="dialog"
              className={styles.menuButton}
              onClick={openMenu}
            >
              <MenuIcon />
            </button>
          </div>
        </div>
      </header>
      {/* The drawer's code (focus trap, overlay) loads on the first open: phones pay for it only when used. */}
      {hasOpenedMenu && (
        <Suspense fallback={null}>
          <MobileMenu
            isOpen={isMenuOpen}
            onOpenChange={setMenuOpen}
            title={menu.title}
            closeLabel={menu.closeLabel}
            navLabel={navLabel}
            navItems={navItems}
            loginAction={loginAction}
            primaryAction={primaryAction}
          />
        </Suspense>
      )}
    </>
  );
}
