import { useEffect, useRef } from 'react';
import { Link } from 'react-aria-components';
import { ChevronLeftIcon } from '../../icons/icons.tsx';
import { button } from '../../primitives/Button/Button.css.ts';
import { Button } from '../../primitives/Button/Button.tsx';
import { cx } from '../../utils/composeClassName.ts';
import * as styles from './ProductNavBar.css.ts';
import { scrollIntoRow } from './scrollIntoRow.ts';

export interface ProductNavLink {
  id: string;
  label: string;
  href: string;
}

export interface ProductNavBarProps {
  /** Names the navigation landmark, e.g. "Navegação do produto". */
  'aria-label': string;
  backLabel: string;
  onBack: () => void;
  links: readonly ProductNavLink[];
  /** The id of the link of the screen on show (marked aria-current="page"). */
  currentId: string;
  /** The kanban screen disables its own button; the other screens keep it pressable. */
  isCurrentDisabled?: boolean;
  /** Shown as "product › screen" above the buttons; nothing while it is unknown. */
  productName?: string | null;
}

/**
 * The bar on the product screens: the product and screen on show, Voltar, then one button per product
 * screen in a single row that scrolls sideways when it does not fit, the current one brought into view.
 */
export function ProductNavBar({
  'aria-label': ariaLabel,
  backLabel,
  onBack,
  links,
  currentId,
  isCurrentDisabled = false,
  productName,
}: ProductNavBarProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const currentRef = useRef<HTMLLIElement>(null);
  // The ref follows the current item, so a new current screen must scroll again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: currentId says when the current item moved
  useEffect(() => {
    if (listRef.current && currentRef.current) scrollIntoRow(listRef.current, currentRef.current);
  }, [currentId]);
  const currentLabel = links.find((link) => link.id === currentId)?.label;
  return (
    <nav aria-label={ariaLabel} className={styles.bar}>
      {productName && (
        <p className={styles.crumbs}>
          <span>{productName}</span>
          {currentLabel && (
            <>
              <span aria-hidden="true">›</span>
              <span className={styles.crumbCurrent}>{currentLabel}</span>
            </>
          )}
        </p>
      )}
      <div className={styles.row}>
        <Button variant="ghost" size="sm" icon={<ChevronLeftIcon />} onPress={onBack}>
          {backLabel}
        </Button>
        <ul ref={listRef} className={styles.list}>
          {links.map((link) => {
            const isCurrent = link.id === currentId;
            return (
              <li key={link.id} ref={isCurrent ? currentRef : undefined} className={styles.item}>
                <Link
                  href={link.href}
                  aria-current={isCurrent ? 'page' : undefined}
                  isDisabled={isCurrent && isCurrentDisabled}
                  className={cx(button({ variant: 'secondary', size: 'sm' }), isCurrent && styles.current)}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
