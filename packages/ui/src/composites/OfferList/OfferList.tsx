import { Card } from '../../primitives/Card/Card.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { EditRemoveButtons } from '../EditRemoveButtons/EditRemoveButtons.tsx';
import * as styles from './OfferList.css.ts';
import { offerTitle } from './offerTitle.ts';

export interface OfferListItem {
  id: number;
  /** The offer's name ("Kit 3 frascos"), shown above the price; absent or null when unnamed. */
  name?: string | null;
  /** The formatted price, e.g. "R$ 97,90". */
  price: string;
  /** The link as registered. */
  link: string;
  /** Where the link opens (https:// added when the scheme is missing). */
  href: string;
}

export interface OfferListLabels {
  list: string;
  empty: string;
  edit: string;
  remove: string;
  newTabHint: string;
}

export interface OfferListProps {
  items: readonly OfferListItem[];
  labels: OfferListLabels;
  onEdit: (id: number) => void;
  onRemove: (id: number) => void;
  busyId?: number | null;
}

/** The product's offers: name (when given), price, link opened in a new tab, edit and delete. */
export function OfferList({ items, labels, onEdit, onRemove, busyId = null }: OfferListProps) {
  if (items.length === 0) return <EmptyState title={labels.empty} />;
  return (
    <ul aria-label={labels.list} className={styles.list}>
      {items.map((item) => (
        <Card as="li" key={item.id} className={styles.item}>
          <div className={styles.texts}>
            {item.name && <span className={styles.name}>{item.name}</span>}
            <span className={styles.price}>{item.price}</span>
            <Link href={item.href} isExternal newTabLabel={labels.newTabHint} className={styles.link}>
              {item.link}
            </Link>
          </div>
          <EditRemoveButtons
            itemName={offerTitle(item.price, item.name)}
            isDisabled={item.id === busyId}
            labels={labels}
            onEdit={() => onEdit(item.id)}
            onRemove={() => onRemove(item.id)}
          />
        </Card>
      ))}
    </ul>
  );
}
