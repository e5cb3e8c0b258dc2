import type { ReactNode } from 'react';
import { cx } from '../../utils/composeClassName.ts';
import { viewportFrame } from '../ChatThread/ChatThread.css.ts';
import * as styles from './InboxLayout.css.ts';

export interface InboxLayoutProps {
  /** Over the list, fixed: the title, the filters and the search. */
  listHeader: ReactNode;
  /** The conversations, scrolling under the header. */
  list: ReactNode;
  /** The open conversation (a ChatThread), or what to show when none is open. */
  thread: ReactNode;
  /** The pane a phone or tablet shows, the address deciding: the list, or the open conversation. */
  narrowPane: 'list' | 'thread';
  /** The list pane's accessible name, e.g. "Lista de conversas". */
  listLabel: string;
}

/**
 * An inbox: on a wide screen the list and the open conversation side by side, both filling the screen's height;
 * on a phone or tablet the list, then the conversation once one is open.
 */
export function InboxLayout({ listHeader, list, thread, narrowPane, listLabel }: InboxLayoutProps) {
  return (
    <div className={cx(styles.root, viewportFrame)} data-pane={narrowPane}>
      <section className={styles.listPane} aria-label={listLabel}>
        <div className={styles.listHeader}>{listHeader}</div>
        <div className={styles.listBody}>{list}</div>
      </section>
      <div className={styles.threadPane}>{thread}</div>
    </div>
  );
}
