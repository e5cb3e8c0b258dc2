import type { ReactNode } from 'react';
import { initialsOf } from '../SideMenu/SideMenu.tsx';
import * as styles from './ProfileSummary.css.ts';

export interface ProfileSummaryDetail {
  label: string;
  /** Already formatted; an empty value shows `emptyValue`. */
  value: string;
}

export interface ProfileSummaryProps {
  name: string;
  /** Facts about the person, e.g. Email and Telefone. */
  details: readonly ProfileSummaryDetail[];
  /** Shown for a detail without a value, e.g. "Não informado". */
  emptyValue?: string;
  /** A button at the end, e.g. "Editar". */
  action?: ReactNode;
  /** Heading level of the name under the page's headings. */
  headingLevel?: 2 | 3;
  /** The initials' circle; off for things that are not people (a plan). */
  showAvatar?: boolean;
}

/** The read-only view of a person: initials, name and a list of labelled values. */
export function ProfileSummary({
  name,
  details,
  emptyValue = '—',
  action,
  headingLevel = 2,
  showAvatar = true,
}: ProfileSummaryProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      <div className={styles.header}>
        {showAvatar && (
          <span className={styles.avatar} aria-hidden="true">
            {initialsOf(name)}
          </span>
        )}
        <Heading className={styles.name}>{name}</Heading>
      </div>
      <dl className={styles.details}>
        {details.map((detail) => (
          <div key={detail.label} className={styles.detail}>
            <dt className={styles.term}>{detail.label}</dt>
            <dd className={styles.definition}>{detail.value || emptyValue}</dd>
          </div>
        ))}
      </dl>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
