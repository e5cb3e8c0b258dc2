import { Link } from 'react-aria-components';
import { ChevronLeftIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/composeClassName.ts';
import { button } from '../Button/Button.css.ts';
import { Button } from '../Button/Button.tsx';
import * as styles from './ProductNavBar.css.ts';

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
}

/** The bar on the product screens: Voltar, then one button per product screen. */
export function ProductNavBar({
  'aria-label': ariaLabel,
  backLabel,
  onBack,
  links,
  currentId,
  isCurrentDisabled = false,
}: ProductNavBarProps) {
  return (
    <nav aria-label={ariaLabel} className={styles.bar}>
      <Button variant="ghost" size="sm" icon={<ChevronLeftIcon />} onPress={onBack}>
        {backLabel}
      </Button>
      <ul className={styles.list}>
        {links.map((link) => {
          const isCurrent = link.id === currentId;
          return (
            <li key={link.id}>
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
    </nav>
  );
}
