import { Link } from 'react-aria-components';
import { ChevronRightIcon } from '../../icons/icons.tsx';
import { Card } from '../../primitives/Card/Card.tsx';
import * as styles from './ProductCard.css.ts';
import { ProductIcon, type ProductIconName } from './productIcons.tsx';

export interface ProductCardDetail {
  label: string;
  /** Already formatted; an empty value shows `emptyValue`. */
  value: string;
}

export interface ProductCardProps {
  name: string;
  /** The category as the user reads it ("Tratamento Capilar"). */
  category: string;
  /** The picture of the category. */
  icon: ProductIconName;
  /** Where the card leads (the product's page). */
  href: string;
  /** Extra facts, e.g. Garantia and Forma de pagamento. */
  details?: readonly ProductCardDetail[];
  /** Shown for a detail without a value, e.g. "Não informado". */
  emptyValue?: string;
  /** Heading level of the product name under the page's headings. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A product in a list: category picture, name, category and a few details. The whole card is
 * clickable, but only the name is the link, so a screen reader hears the name once.
 */
export function ProductCard({
  name,
  category,
  icon,
  href,
  details = [],
  emptyValue = '—',
  headingLevel = 3,
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card as="article" className={styles.card}>
      <div className={styles.header}>
        <span className={styles.iconBubble}>
          <ProductIcon name={icon} />
        </span>
        <div className={styles.titles}>
          <Heading className={styles.name}>
            <Link href={href} className={styles.link}>
              {name}
            </Link>
          </Heading>
          <span className={styles.category}>{category}</span>
        </div>
        <ChevronRightIcon className={styles.chevron} />
      </div>
      {details.length > 0 && (
        <dl className={styles.details}>
          {details.map((detail) => (
            <div key={detail.label} className={styles.detail}>
              <dt className={styles.term}>{detail.label}</dt>
              <dd className={styles.definition}>{detail.value || emptyValue}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
