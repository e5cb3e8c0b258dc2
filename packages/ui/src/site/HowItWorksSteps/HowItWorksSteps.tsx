import * as styles from './HowItWorksSteps.css.ts';

export interface HowItWorksStep {
  title: string;
  description: string;
}

export interface HowItWorksStepsProps {
  steps: readonly HowItWorksStep[];
}

/** Numbered steps in order (create, personalise, connect, ready), side by side on wide screens. */
export function HowItWorksSteps({ steps }: HowItWorksStepsProps) {
  return (
    <ol className={styles.list}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.description}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
