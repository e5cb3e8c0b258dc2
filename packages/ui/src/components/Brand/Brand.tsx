import { Icon } from '../../icons/Icon.tsx';
import { cx } from '../../utils/composeClassName.ts';
import * as styles from './Brand.css.ts';

/** A chat bubble with a spark: the product's mark (an AI agent that talks to customers). */
const MARK_PATHS = ['M7.9 20A9 9 0 1 0 4 16.1L2 22z', 'M12 8v2', 'M12 14h.01', 'M9 11h6'] as const;

export interface BrandProps {
  /** The product name, e.g. "Agente de Vendas". */
  name: string;
  size?: 'md' | 'lg';
  className?: string;
}

/** The product's mark and name (panel menu, login pages). */
export function Brand({ name, size = 'md', className }: BrandProps) {
  return (
    <span className={cx(styles.brand({ size }), className)}>
      <span className={styles.mark({ size })} aria-hidden="true">
        <Icon paths={MARK_PATHS} />
      </span>
      <span className={styles.name}>{name}</span>
    </span>
  );
}
