// The bundled font: @font-face rules only (no script); browsers fetch just the subsets a page's text uses.
import '@fontsource-variable/inter/wght.css';
import '../theme/theme.css.ts';
import '../theme/global.css.ts';
import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { LOCALE } from '../constants.ts';

export interface UiProviderProps {
  children: ReactNode;
  /**
   * Client-side navigation for every RAC Link/Button with an `href` (e.g. wouter's `navigate`).
   * Without it links navigate the browser natively.
   */
  navigate?: (path: string) => void;
  /** Turns a router path into an href (for routers with a base path). */
  useHref?: (href: string) => string;
}

/**
 * Wrap every app (and every story) in this: it loads the theme and base styles and switches
 * react-aria's built-in strings, numbers and dates to pt-BR.
 */
export function UiProvider({ children, navigate, useHref }: UiProviderProps) {
  const content = <I18nProvider locale={LOCALE}>{children}</I18nProvider>;
  if (!navigate) return content;
  return useHref ? (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {content}
    </RouterProvider>
  ) : (
    <RouterProvider navigate={navigate}>{content}</RouterProvider>
  );
}
