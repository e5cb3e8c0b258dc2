import type { ReactNode } from 'react';
import { CheckIcon } from '../../icons/icons.tsx';
import { container } from '../SiteSection/SiteSection.css.ts';
import * as styles from './HeroSection.css.ts';

export interface HeroSectionProps {
  /** Lets other elements refer to the hero (the floating button keeps clear of it on phones). */
  id?: string;
  eyebrow?: string;
  /** The page's h1. */
  title: string;
  subtitle: string;
  /** Calls to action (ActionLinks). */
  actions: ReactNode;
  /** Short claims under the actions, each with a check mark. */
  highlights?: readonly string[];
  /** Shown under the text on phones and beside it on wide screens, e.g. the demo video. */
  children?: ReactNode;
}

/** The top of the landing page: headline, promise, calls to action and optional media. */
export function HeroSection({
  id,
  eyebrow,
  title,
  subtitle,
  actions,
  highlights = [],
  children,
}: HeroSectionProps) {
  return (
    <section id={id} className={styles.hero}>
      <div className={`${container} ${styles.layout}`} data-with-media={children ? true : undefined}>
        <div className={styles.content}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.subtitle}>{subtitle}</p>
          <div className={styles.actions}>{actions}</div>
          {highlights.length > 0 && (
            <ul className={styles.highlights}>
              {highlights.map((text) => (
                <li key={text} className={styles.highlight}>
                  <CheckIcon className={styles.check} />
                  {text}
                </li>
              ))}
            </ul>
          )}
        </div>
        {children && <div className={styles.media_}>{children}</div>}
      </div>
    </section>
  );
}
