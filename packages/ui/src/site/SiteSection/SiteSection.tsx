import type { ReactNode } from 'react';
import * as styles from './SiteSection.css.ts';

export interface SiteSectionProps {
  /** Anchor the menu and the calls to action scroll to. */
  id: string;
  title: string;
  subtitle?: string;
  tone?: 'default' | 'muted';
  children: ReactNode;
  /** Under the content, centred at a comfortable width: a video that goes with the section. */
  media?: ReactNode;
  /** Centred under the content: a call to action or a short note. */
  footer?: ReactNode;
}

/** A titled band of a public page: centred heading (h2) and content in the site's column. */
export function SiteSection({
  id,
  title,
  subtitle,
  tone = 'default',
  children,
  media,
  footer,
}: SiteSectionProps) {
  const headingId = `${id}-titulo`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section({ tone })}>
      <div className={styles.container}>
        <header className={styles.header}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </header>
        {children}
        {media && <div className={styles.mediaSlot}>{media}</div>}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </section>
  );
}
