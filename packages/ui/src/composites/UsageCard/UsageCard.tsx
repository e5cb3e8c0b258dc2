import { Card } from '../../primitives/Card/Card.tsx';
import { Meter, type MeterTone } from '../../primitives/Meter/Meter.tsx';
import { Skeleton } from '../../primitives/Skeleton/Skeleton.tsx';
import * as styles from './UsageCard.css.ts';

export interface UsageCardProps {
  /** Names the meter, e.g. "Conversas utilizadas". */
  title: string;
  /** The large figure at the top, already formatted ("23%", "463"). */
  figure: string;
  /** Current amount and the quota it is measured against. */
  value: number;
  maxValue: number;
  /** The meter's value text, e.g. "137 de 600". */
  valueLabel: string;
  /** A line under the meter explaining the figure. */
  description?: string;
  /** Bar colour; by default it follows the share used (amber from 80 %, red when used up). */
  tone?: MeterTone;
  /** Placeholders instead of figure and bar. */
  isLoading?: boolean;
  /** Read while loading; the caller's pt-BR text. */
  loadingLabel?: string;
}

/** A usage figure with its bar: how much of a quota (or of a period) is used or left. */
export function UsageCard({
  title,
  figure,
  value,
  maxValue,
  valueLabel,
  description,
  tone,
  isLoading = false,
  loadingLabel,
}: UsageCardProps) {
  return (
    <Card className={styles.card} aria-busy={isLoading || undefined}>
      {isLoading ? (
        <div role="status" className={styles.loading}>
          <span className={styles.title}>{title}</span>
          {loadingLabel && <span className={styles.hidden}>{loadingLabel}</span>}
          <Skeleton width="4rem" height="2rem" />
          <Skeleton height="0.625rem" />
        </div>
      ) : (
        <>
          <span className={styles.figure} aria-hidden="true">
            {figure}
          </span>
          <Meter
            label={title}
            value={Math.max(0, Math.min(value, maxValue))}
            minValue={0}
            maxValue={Math.max(maxValue, 1)}
            valueLabel={valueLabel}
            {...(tone ? { tone } : {})}
          />
        </>
      )}
      {description && <p className={styles.description}>{description}</p>}
    </Card>
  );
}
