import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Label, Meter as RACMeter, type MeterProps as RACMeterProps } from 'react-aria-components';
import { METER_EXHAUSTED_SHARE, METER_WARNING_SHARE } from '../../constants.ts';
import { composeClassName } from '../../utils/composeClassName.ts';
import * as styles from './Meter.css.ts';

export const METER_TONES = ['primary', 'warning', 'danger'] as const;
export type MeterTone = (typeof METER_TONES)[number];

export interface MeterProps extends Omit<RACMeterProps, 'children'> {
  /** Visible label, e.g. "Conversas do plano". */
  label: string;
  /** Bar colour; by default derived from the share used (see `toneForShare`). */
  tone?: MeterTone;
}

/** The bar's colour for a share of the quota used: amber from 80 %, red when exhausted. */
export function toneForShare(share: number): MeterTone {
  if (share >= METER_EXHAUSTED_SHARE) return 'danger';
  if (share >= METER_WARNING_SHARE) return 'warning';
  return 'primary';
}

/**
 * A usage bar (role meter) with label and value text. Pass `valueLabel` for texts such as
 * "250 de 300"; by default RAC shows the percentage in pt-BR.
 */
export function Meter({ label, tone, className, minValue = 0, maxValue = 100, ...props }: MeterProps) {
  return (
    <RACMeter
      {...props}
      minValue={minValue}
      maxValue={maxValue}
      className={composeClassName(className, styles.root)}
    >
      {({ percentage, valueText }) => (
        <>
          <div className={styles.header}>
            <Label className={styles.label}>{label}</Label>
            <span className={styles.value}>{valueText}</span>
          </div>
          <div className={styles.track}>
            <div
              className={styles.fill({ tone: tone ?? toneForShare(percentage / 100) })}
              style={assignInlineVars({ [styles.fillWidth]: `${Math.min(percentage, 100)}%` })}
            />
          </div>
        </>
      )}
    </RACMeter>
  );
}
