import { ProgressBar, type ProgressBarProps } from 'react-aria-components';
import { COPY } from '../../copy.ts';
import { composeClassName } from '../../utils/composeClassName.ts';
import * as styles from './Spinner.css.ts';

export const SPINNER_SIZES = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof SPINNER_SIZES)[number];

export interface SpinnerProps extends Omit<ProgressBarProps, 'isIndeterminate' | 'value' | 'children'> {
  size?: SpinnerSize;
  /** What is loading, for screen readers; defaults to "Carregando...". */
  'aria-label'?: string;
}

/** An indeterminate progress indicator (RAC ProgressBar with role progressbar). */
export function Spinner({ size = 'md', className, 'aria-label': ariaLabel, ...props }: SpinnerProps) {
  return (
    <ProgressBar
      {...props}
      aria-label={props['aria-labelledby'] ? ariaLabel : (ariaLabel ?? COPY.spinner.label)}
      isIndeterminate
      className={composeClassName(className, styles.root)}
    >
      <span className={styles.circle({ size })} />
    </ProgressBar>
  );
}
