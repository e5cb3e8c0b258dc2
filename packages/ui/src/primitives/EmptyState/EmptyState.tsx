import type { ReactNode } from 'react';
import { InboxIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/composeClassName.ts';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps {
  /** The message, e.g. "Nenhum produto cadastrado". */
  title: string;
  description?: ReactNode;
  /** A call to action, e.g. a "Novo Produto" button. */
  action?: ReactNode;
  /** Replaces the default inbox icon; `null` shows none. */
  icon?: ReactNode;
  className?: string;
}

/** What a list shows when it has nothing to show. */
export function EmptyState({ title, description, action, icon, className }: EmptyStateProps) {
  return (
    <div className={cx(styles.root, className)}>
      {icon !== null && <span className={styles.icon}>{icon ?? <InboxIcon />}</span>}
      <p className={styles.title}>{title}</p>
      {description && <div className={styles.description}>{description}</div>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
