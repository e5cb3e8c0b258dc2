import type { ReactNode } from 'react';
import { CheckIcon } from '../../icons/icons.tsx';
import { Banner } from '../../primitives/Banner/Banner.tsx';
import { Card } from '../../primitives/Card/Card.tsx';
import * as styles from './OrderApprovedCard.css.ts';

export interface OrderApprovedCardProps {
  /** The page's h1, e.g. 'Compra confirmada!'. */
  title: string;
  intro: string;
  /** What to do next, in order. */
  steps: readonly string[];
  /** The urgent advice (change the temporary password at once), shown as a warning. */
  warning: string;
  /** A closing hint, e.g. where to look when the e-mail did not arrive. */
  note?: string;
  /** 'Acessar meu painel' and 'Voltar ao início' (ActionLinks). */
  actions: ReactNode;
}

/** The order-approved message: confirmation, how to log in, password advice, next steps. */
export function OrderApprovedCard({ title, intro, steps, warning, note, actions }: OrderApprovedCardProps) {
  return (
    <main className={styles.page}>
      <Card padding="lg" className={styles.card}>
        <span className={styles.icon} aria-hidden="true">
          <CheckIcon />
        </span>
        <h1 className={styles.title}>{title}</h1>
        <p>{intro}</p>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Banner tone="warning">{warning}</Banner>
        {note && <p>{note}</p>}
        <div className={styles.actions}>{actions}</div>
      </Card>
    </main>
  );
}
