import { cx } from '../../utils/composeClassName.ts';
import * as styles from './NumberedSteps.css.ts';

export interface NumberedStep {
  title: string;
  description?: string;
}

export interface NumberedStepsProps {
  steps: readonly NumberedStep[];
  className?: string;
}

/** A short how-to: numbered steps one under the other (connecting the number, joining the programme). */
export function NumberedSteps({ steps, className }: NumberedStepsProps) {
  return (
    <ol className={cx(styles.list, className)}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div className={styles.body}>
            <p className={styles.title}>{step.title}</p>
            {step.description && <p className={styles.description}>{step.description}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
