import { useId } from 'react';
import { Card } from '../../primitives/Card/Card.tsx';
import { Skeleton } from '../../primitives/Skeleton/Skeleton.tsx';
import { cx } from '../../utils/composeClassName.ts';
import * as styles from './StatCard.css.ts';
import { StatIcon, type StatIconName } from './statIcons.tsx';

export const STAT_CARD_TONES = ['primary', 'info', 'success', 'warning'] as const;
export type StatCardTone = (typeof STAT_CARD_TONES)[number];

export interface StatCardProps {
  /** What the figure counts, e.g. "Conversas únicas". */
  label: string;
  /** The figure, already formatted ("1.234"); ignored while loading. */
  value: string;
  icon?: StatIconName;
  /** Colour of the icon bubble. */
  tone?: StatCardTone;
  /** A short line under the figure. */
  description?: string;
  /** Draws a placeholder instead of the figure. */
  isLoading?: boolean;
  className?: string;
}

/** One dashboard counter: an icon, a label and a large figure, announced as a labelled group. */
export function StatCard({
  label,
  value,
  icon,
  tone = 'primary',
  description,
  isLoading = false,
  className,
}: StatCardProps) {
  const labelId = useId();
  return (
    <Card
      role="group"
      aria-labelledby={labelId}
      aria-busy={isLoading || undefined}
      className={cx(styles.card, className)}
    >
      <div className={styles.row}>
        {icon && (
          <span className={styles.iconBubble({ tone })}>
            <StatIcon name={icon} />
          </span>
        )}
        <div className={styles.text}>
          <span id={labelId} className={styles.label}>
            {label}
          </span>
          {isLoading ? (
            <Skeleton width="5rem" height="2rem" className={styles.valueSkeleton} />
          ) : (
            <span className={styles.value}>{value}</span>
          )}
        </div>
      </div>
      {description && <p className={styles.description}>{description}</p>}
    </Card>
  );
}
