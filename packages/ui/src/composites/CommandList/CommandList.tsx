import * as styles from './CommandList.css.ts';

export interface CommandListItem {
  /** What is typed in the chat, e.g. "#limpar". */
  command: string;
  /** What it does. */
  description: string;
}

export interface CommandListProps {
  items: readonly CommandListItem[];
}

/** Chat commands, each as a code chip with its explanation. */
export function CommandList({ items }: CommandListProps) {
  return (
    <dl className={styles.list}>
      {items.map((item) => (
        <div key={item.command} className={styles.item}>
          <dt className={styles.term}>
            <code className={styles.command}>{item.command}</code>
          </dt>
          <dd className={styles.description}>{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}
