import { ChevronDownIcon } from '../../icons/icons.tsx';
import * as styles from './Faq.css.ts';

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqProps {
  items: readonly FaqItem[];
  /** Questions open at first (by index), e.g. for stories. */
  defaultExpanded?: readonly number[];
}

/**
 * Frequently asked questions as a disclosure list built on the browser's own <details>/<summary>:
 * each question is a button exposing its expanded state, Enter/Space toggle it, several can be open at
 * once, and the page's find (Ctrl+F) opens the answer it lands in. It works in the pre-rendered page
 * before any script loads and adds none (react-aria's Disclosure would add ~12 kB gzip to the landing).
 */
export function Faq({ items, defaultExpanded = [] }: FaqProps) {
  return (
    <ul className={styles.group}>
      {items.map((item, index) => (
        <li key={item.question}>
          <details className={styles.item} open={defaultExpanded.includes(index) || undefined}>
            <summary className={styles.trigger}>
              <span>{item.question}</span>
              <ChevronDownIcon className={styles.chevron} />
            </summary>
            <p className={styles.panel}>{item.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
