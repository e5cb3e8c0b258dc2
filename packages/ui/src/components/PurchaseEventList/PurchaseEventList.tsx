import { Badge, type BadgeTone } from '../Badge/Badge.tsx';
import * as styles from './PurchaseEventList.css.ts';

/** One checkout event of an account, every text already in pt-BR. */
export interface PurchaseEventItem {
  id: number;
  /** What happened at the checkout ("Compra aprovada"). */
  event: string;
  /** What the product did with it ("Conta criada"). */
  outcome: string;
  outcomeTone: BadgeTone;
  /** Date and time received, formatted. */
  receivedAt: string;
  /** The machine-readable timestamp for <time>. */
  receivedAtIso: string;
  /** Where it came from and its reference ("Hotmart · HP1234"). */
  details: string;
}

export interface PurchaseEventListProps {
  items: readonly PurchaseEventItem[];
  /** Names the list, e.g. "Eventos de compra". */
  'aria-label': string;
}

/** The purchase history of an account, newest first, as a compact timeline. */
export function PurchaseEventList({ items, 'aria-label': ariaLabel }: PurchaseEventListProps) {
  return (
    <ol className={styles.list} aria-label={ariaLabel}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <div className={styles.heading}>
            <span className={styles.event}>{item.event}</span>
            <Badge tone={item.outcomeTone}>{item.outcome}</Badge>
          </div>
          <p className={styles.meta}>
            <time dateTime={item.receivedAtIso}>{item.receivedAt}</time>
            <span aria-hidden="true"> · </span>
            <span className={styles.details}>{item.details}</span>
          </p>
        </li>
      ))}
    </ol>
  );
}
