import { Badge } from '../../primitives/Badge/Badge.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { AgentStatusBadge } from '../AgentStatusBadge/AgentStatusBadge.tsx';
import * as styles from './ConversationList.css.ts';

export interface ConversationListItem {
  /** The lead's phone: the conversation's identity. */
  id: string;
  /** The lead's name, or the formatted phone when there is none. */
  title: string;
  /** The phone as shown, under the name. */
  subtitle: string;
  /** The last message, already prefixed with who wrote it. */
  preview: string;
  /** Already in São Paulo time. */
  time: string;
  timeIso: string;
  paused: boolean;
  /** The lead waits for a person, in words (since when and why); absent when it does not. */
  waiting?: string;
  /** The lead asked the agent to stop writing, in words (since when); absent when it did not. */
  doNotDisturb?: string;
  /** The lead bought ("Comprou · R$ 197,00 · Kit"); absent when it did not, or the sale was refunded. */
  purchase?: string;
  href: string;
}

export interface ConversationListLabels {
  /** The list's accessible name, e.g. "Conversas". */
  title: string;
  /** The badge of a lead the agent is paused for. */
  paused: string;
  loadMore: string;
  loadingMore: string;
}

export interface ConversationListProps {
  items: readonly ConversationListItem[];
  labels: ConversationListLabels;
  hasMore?: boolean;
  isLoadingMore?: boolean;
  onLoadMore?: () => void;
}

/**
 * The account's conversations (newest first, or longest wait first in "Aguardando você"): each entry opens the
 * lead's conversation, and says when the lead waits for a person, bought, or asked not to be disturbed.
 */
export function ConversationList({
  items,
  labels,
  hasMore = false,
  isLoadingMore = false,
  onLoadMore,
}: ConversationListProps) {
  return (
    <div className={styles.wrapper}>
      <ul className={styles.list} aria-label={labels.title}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <Link href={item.href} tone="inherit" className={styles.link}>
              {/* Names and messages come from leads: isolated, their direction stays inside them. */}
              <span className={styles.name}>
                <bdi>{item.title}</bdi>
              </span>
              <time className={styles.time} dateTime={item.timeIso}>
                {item.time}
              </time>
              <span className={styles.preview}>{item.subtitle}</span>
              {item.paused ? <AgentStatusBadge status="paused">{labels.paused}</AgentStatusBadge> : <span />}
              <span className={styles.preview}>
                <bdi>{item.preview}</bdi>
              </span>
              {item.waiting && (
                <Badge tone="danger" className={styles.note}>
                  {item.waiting}
                </Badge>
              )}
              {item.purchase && (
                <Badge tone="success" className={styles.note}>
                  {item.purchase}
                </Badge>
              )}
              {item.doNotDisturb && (
                <Badge tone="neutral" className={styles.note}>
                  {item.doNotDisturb}
                </Badge>
              )}
            </Link>
          </li>
        ))}
      </ul>
      {hasMore && (
        <Button
          variant="secondary"
          className={styles.more}
          isPending={isLoadingMore}
          pendingLabel={labels.loadingMore}
          onPress={onLoadMore}
        >
          {labels.loadMore}
        </Button>
      )}
    </div>
  );
}
