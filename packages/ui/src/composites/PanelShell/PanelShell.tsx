import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { MenuIcon } from '../../icons/icons.tsx';
import { IconButton } from '../../primitives/IconButton/IconButton.tsx';
import { bottomInsetVar } from '../../theme/bottomInset.css.ts';
import { coversFloatingWhenNarrow } from '../../theme/floating.css.ts';
import { cx } from '../../utils/composeClassName.ts';
import { useHeightVar } from '../../utils/heightVar.ts';
import * as styles from './PanelShell.css.ts';

export interface PanelShellProps {
  /** The side menu (a SideMenu). */
  sidebar: ReactNode;
  /** The current screen. */
  children: ReactNode;
  /** Footer under the screen (year and rights notice). */
  footer: ReactNode;
  /** Narrow screens only: whether the menu drawer is out. At and above 768 px the menu is always shown. */
  isSidebarOpen: boolean;
  onSidebarOpenChange: (isOpen: boolean) => void;
  /** Name of the menu toggle button, e.g. "Abrir menu". */
  toggleLabel: string;
  /** Text beside the toggle on narrow screens (the product name). */
  title?: ReactNode;
  /** Things fixed over the layout: support chat, blocking modals. */
  overlays?: ReactNode;
  /**
   * A bar pinned to the bottom of the viewport (the new-version Banner). The layout makes room for it: the
   * menu, the page's end and the support chat stay above it, drawer open or closed.
   */
  bottomBanner?: ReactNode;
}

/**
 * The panel frame: side menu, main area, footer and an optional bar pinned to the bottom. Under the desktop breakpoint the menu is a drawer
 * that slides in over the page (0.25 s) with a dimmed overlay; the overlay and Escape close it (Escape puts the
 * focus back on the toggle).
 */
export function PanelShell({
  sidebar,
  children,
  footer,
  isSidebarOpen,
  onSidebarOpenChange,
  toggleLabel,
  title,
  overlays,
  bottomBanner,
}: PanelShellProps) {
  const sidebarId = useId();
  // The bar's height goes onto the root (its parent), where the sidebar, overlay, column and support chat
  // read it to end above the bar.
  const bottomBannerRef = useHeightVar(bottomInsetVar);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // On the drawer and on its toggle (which keeps the focus after opening it with a click).
  const closeOnEscape = (event: Pick<KeyboardEvent, 'key'>) => {
    if (event.key !== 'Escape' || !isSidebarOpen) return;
    onSidebarOpenChange(false);
    // The drawer is about to hide the element holding the focus: give it back to the toggle that opened it.
    toggleRef.current?.focus();
  };
  return (
    <div className={styles.root}>
      <div className={styles.topBar}>
        <IconButton
          ref={toggleRef}
          aria-label={toggleLabel}
          aria-expanded={isSidebarOpen}
          aria-controls={sidebarId}
          onPress={() => onSidebarOpenChange(!isSidebarOpen)}
          onKeyDown={closeOnEscape}
        >
          <MenuIcon />
        </IconButton>
        {title && <span className={styles.topBarTitle}>{title}</span>}
      </div>
      {isSidebarOpen && (
        // A pointer convenience only: keyboard users close the drawer with Escape or the toggle.
        <div
          className={cx(styles.overlay, coversFloatingWhenNarrow)}
          aria-hidden="true"
          data-testid="panel-overlay"
          onClick={() => onSidebarOpenChange(false)}
        />
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the drawer closes it */}
      <div
        id={sidebarId}
        className={styles.sidebar}
        data-open={isSidebarOpen || undefined}
        onKeyDown={closeOnEscape}
      >
        {sidebar}
      </div>
      <div className={styles.column}>
        <main className={styles.main}>{children}</main>
        <footer className={styles.footer}>{footer}</footer>
      </div>
      {overlays}
      {bottomBanner && (
        <div ref={bottomBannerRef} className={styles.bottomBanner}>
          {bottomBanner}
        </div>
      )}
    </div>
  );
}
