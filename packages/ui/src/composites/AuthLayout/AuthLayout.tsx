import type { ReactNode } from 'react';
import * as styles from './AuthLayout.css.ts';

export interface AuthLayoutProps {
  /** The product's mark and name (a Logo). */
  brand: ReactNode;
  /** The form card's content. */
  children: ReactNode;
  /** Small print under the card (rights notice). */
  footer?: ReactNode;
}

/** The frame of the pages outside the panel (login, new password): brand, one centred card, small print. */
export function AuthLayout({ brand, children, footer }: AuthLayoutProps) {
  return (
    <div className={styles.page}>
      <main className={styles.column}>
        <div className={styles.brand}>{brand}</div>
        <div className={styles.card}>{children}</div>
      </main>
      {footer && <footer className={styles.footer}>{footer}</footer>}
    </div>
  );
}
