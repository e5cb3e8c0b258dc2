import { COPY } from '../../copy.ts';
import { Logo } from '../../primitives/Logo/Logo.tsx';
import { srOnly } from '../../theme/focus.css.ts';
import { container } from '../SiteSection/SiteSection.css.ts';
import * as styles from './SiteFooter.css.ts';

export interface FooterLink {
  label: string;
  href: string;
  /** Opens in a new tab and says so to screen readers. */
  isExternal?: boolean;
}

export interface FooterColumn {
  title: string;
  links: readonly FooterLink[];
}

export interface SiteFooterProps {
  brand: string;
  tagline: string;
  /** Columns of links (legal pages, contact); a column without links is left out. */
  columns: readonly FooterColumn[];
  copyright: string;
  newTabLabel?: string;
}

/** The public pages' footer: brand, link columns (legal, social, mail) and the rights notice. */
export function SiteFooter({
  brand,
  tagline,
  columns,
  copyright,
  newTabLabel = COPY.link.opensInNewTab,
}: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={container}>
        <div className={styles.columns}>
          <div>
            <p className={styles.brand}>
              <Logo name={brand} tone="onDark" size="lg" />
            </p>
            <p className={styles.tagline}>{tagline}</p>
          </div>
          {columns
            .filter((column) => column.links.length > 0)
            .map((column) => (
              <nav key={column.title} aria-label={column.title}>
                <h2 className={styles.columnTitle}>{column.title}</h2>
                <ul className={styles.links}>
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <a
                        href={link.href}
                        className={styles.link}
                        {...(link.isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                      >
                        {link.label}
                        {link.isExternal && <span className={srOnly}>{` ${newTabLabel}`}</span>}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
        </div>
        <p className={styles.copyright}>{copyright}</p>
      </div>
    </footer>
  );
}
