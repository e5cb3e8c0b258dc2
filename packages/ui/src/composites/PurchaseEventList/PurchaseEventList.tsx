import { Badge, type BadgeTone } from '../../primitives/Badge/Badge.tsx';
import * as styles from './PurchaseEventList.css.ts';

/** One event of an account (a purchase, an administrator's access…), every text already in pt-BR. */
export interface PurchaseEventItem {
  /** Unique within the list. */
  id: number | string;
  /** What happened ("Compra aprovada"). */
  event: string;
  /** What the product did with it ("Conta criada"). */
  outcome: string;
  outcomeTone: BadgeTone;
  /** Date and time received, formatted. */
  receivedAt: string;
  /** The machine-readable timestamp for <time>. */
  receivedAtIso: string;
  /** Where it came from and its reference ("Hotmart · HP1234"), or who and until when. */
  details: string;
}

export interface PurchaseEventListProps {
  items: readonly PurchaseEventItem[];
  /** Names the list, e.g. "Eventos da conta". */
  'aria-label': string;
}

/** The history of an account (purchases, accesses), newest first, as a compact timeline. */
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
