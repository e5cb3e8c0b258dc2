import { type ReactNode, useRef } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import {
  type ConversationItem,
  ConversationView,
  type ConversationViewLabels,
} from '../ConversationView/ConversationView.tsx';
import * as styles from './ChatThread.css.ts';
import { useFollowNewest } from './useFollowNewest.ts';

export interface ChatThreadLabels extends ConversationViewLabels {
  /** The button back to the newest message, e.g. "Ir para a mensagem mais recente". */
  jumpToNewest: string;
  /** The same when a message arrived while the reader was scrolled up, e.g. "Nova mensagem". */
  newerBelow: string;
}

export interface ChatThreadProps {
  /** Fixed on top: who the conversation is with, its state and actions. */
  header: ReactNode;
  /** Above the header on phones and tablets only (a way back to the list, which a wide screen shows beside). */
  back?: ReactNode;
  /** Under the header (an action that failed), also fixed. */
  notice?: ReactNode;
  items: readonly ConversationItem[];
  labels: ChatThreadLabels;
  hasOlder?: boolean;
  isLoadingOlder?: boolean;
  olderError?: string | null;
  onLoadOlder?: () => void;
  /** "Agente digitando..." after the newest message while the agent decides; null otherwise. */
  typing?: string | null;
  /** Fixed at the bottom: the message box. */
  composer: ReactNode;
}

/**
 * The chat shell of Conversas and Testar agente: a fixed header, the transcript in between (it opens at the newest
 * message, follows new ones while the reader is there, and offers a way back down when scrolled up), and a fixed
 * composer, so the actions and the reply box are always on screen together.
 */
export function ChatThread({
  header,
  back,
  notice,
  items,
  labels,
  hasOlder,
  isLoadingOlder,
  olderError,
  onLoadOlder,
  typing = null,
  composer,
}: ChatThreadProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // The typing line counts as the newest entry: it appears in view, and the reply replaces it there.
  const newest = typing ? `${items.at(-1)?.id ?? ''}:digitando` : items.at(-1)?.id;
  const { isAwayFromEnd, hasNewer, jumpToNewest } = useFollowNewest(scroller, newest);
  return (
    <section className={styles.thread} aria-label={labels.title}>
      {back && <div className={styles.back}>{back}</div>}
      <div className={styles.header}>{header}</div>
      {notice && <div className={styles.notice}>{notice}</div>}
      <div className={styles.body}>
        {/* Scrollable by keyboard too: the region takes focus (arrows, Page Up/Down). */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
        <div ref={scroller} className={styles.scroller} tabIndex={0} data-chat-scroller="">
          <ConversationView
            embedded
            items={items}
            labels={labels}
            hasOlder={hasOlder}
            isLoadingOlder={isLoadingOlder}
            olderError={olderError}
            onLoadOlder={onLoadOlder}
          />
          {typing && (
            <div className={styles.transcriptEnd}>
              <p className={styles.typing} role="status">
                {typing}
              </p>
            </div>
          )}
        </div>
        {isAwayFromEnd && (
          <Button
            variant={hasNewer ? 'primary' : 'secondary'}
            size="sm"
            className={styles.jump}
            onPress={jumpToNewest}
          >
            {hasNewer ? labels.newerBelow : labels.jumpToNewest}
          </Button>
        )}
      </div>
      <div className={styles.composer}>{composer}</div>
    </section>
  );
}
