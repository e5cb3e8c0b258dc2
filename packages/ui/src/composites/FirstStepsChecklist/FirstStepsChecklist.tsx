import { useId, useState } from 'react';
import { CheckIcon } from '../../icons/icons.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Card } from '../../primitives/Card/Card.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { Meter } from '../../primitives/Meter/Meter.tsx';
import { Heading, Text } from '../../primitives/Text/Text.tsx';
import { srOnly } from '../../theme/focus.css.ts';
import * as styles from './FirstStepsChecklist.css.ts';

export interface FirstStepItem {
  id: string;
  /** What to do, e.g. "Configure o seu agente"; links to the screen where it is done. */
  title: string;
  description?: string;
  /** The panel screen where the step is done. */
  href: string;
  isDone: boolean;
}

export interface FirstStepsChecklistLabels {
  title: string;
  /** Shown while some step is open. */
  intro: string;
  /** Shown once every step is done, with the list folded away. */
  completed: string;
  progress: string;
  /** "3 de 5 concluídos" */
  progressValue: (done: number, total: number) => string;
  /** Read after each step's title by screen readers. */
  done: string;
  pending: string;
  show: string;
  hide: string;
}

export interface FirstStepsChecklistProps {
  steps: readonly FirstStepItem[];
  labels: FirstStepsChecklistLabels;
}

/**
 * The newcomer's "primeiros passos": each step ticks itself from the account's state and links to its screen.
 * Once all are done the list folds away behind a toggle, so the finished checklist stops taking the page.
 */
export function FirstStepsChecklist({ steps, labels }: FirstStepsChecklistProps) {
  const headingId = useId();
  const listId = useId();
  const done = steps.filter((step) => step.isDone).length;
  const allDone = done === steps.length;
  const [isExpanded, setExpanded] = useState(false);
  const showList = !allDone || isExpanded;
  return (
    <Card as="section" aria-labelledby={headingId} tone={allDone ? 'default' : 'highlight'}>
      <div className={styles.header}>
        <div className={styles.heading}>
          <Heading level={2} id={headingId}>
            {labels.title}
          </Heading>
          <Text tone={allDone ? 'success' : 'muted'} size="sm">
            {allDone ? labels.completed : labels.intro}
          </Text>
        </div>
        {allDone && (
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={isExpanded}
            aria-controls={isExpanded ? listId : undefined}
            onPress={() => setExpanded((expanded) => !expanded)}
          >
            {isExpanded ? labels.hide : labels.show}
          </Button>
        )}
      </div>
      <Meter
        label={labels.progress}
        value={done}
        maxValue={steps.length}
        valueLabel={labels.progressValue(done, steps.length)}
        tone="primary"
      />
      {showList && (
        <ol id={listId} className={styles.list}>
          {steps.map((step, index) => (
            <li key={step.id} className={styles.step}>
              <span className={styles.marker({ done: step.isDone })} aria-hidden="true">
                {step.isDone ? <CheckIcon /> : index + 1}
              </span>
              <div className={styles.body}>
                <span className={styles.title}>
                  <Link href={step.href} tone={step.isDone ? 'muted' : 'primary'}>
                    {step.title}
                  </Link>
                  <span className={srOnly}>{` (${step.isDone ? labels.done : labels.pending})`}</span>
                </span>
                {step.description && <span className={styles.description}>{step.description}</span>}
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
