import type { KeyboardEvent } from 'react';
import { GridList, GridListItem } from 'react-aria-components';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { srOnly } from '../../theme/focus.css.ts';
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
  /** How many of the lead's messages the owner has not seen (0: none). */
  unread?: number;
  /** The unread count in words for screen readers, e.g. "2 mensagens não lidas". */
  unreadLabel?: string;
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
  /** The conversation open beside the list (drawn as the current one). */
  currentId?: string | null;
  hasMore?: boolean;
  isLoadingMore?: boolean;
  onLoadMore?: () => void;
}

/** j and k move like ↓ and ↑ (as in mail and chat inboxes): focus goes to the next or previous row. */
function onVimKeys(event: KeyboardEvent<HTMLDivElement>) {
  if ((event.key !== 'j' && event.key !== 'k') || event.ctrlKey || event.metaKey || event.altKey) return;
  const row = (event.target as HTMLElement).closest<HTMLElement>('[role="row"]');
  if (!row) return;
  const next = event.key === 'j' ? row.nextElementSibling : row.previousElementSibling;
  if (next instanceof HTMLElement && next.getAttribute('role') === 'row') {
    event.preventDefault();
    next.focus();
  }
}

/**
 * The account's conversations (newest first, or longest wait first in "Aguardando você") as an inbox: one Tab
 * stop, ↑/↓ (or k/j), Home/End move between them, Enter opens one. Each says how many of the lead's messages are
 * unread, and when the agent is paused, the lead waits for a person, bought, or asked not to be disturbed.
 */
export function ConversationList({
  items,
  labels,
  currentId = null,
  hasMore = false,
  isLoadingMore = false,
  onLoadMore,
}: ConversationListProps) {
  return (
    <div className={styles.wrapper}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only adds j/k to the grid's own arrow keys */}
      <div onKeyDown={onVimKeys}>
        <GridList aria-label={labels.title} items={items} className={styles.list} layout="stack">
          {(item) => {
            const unread = item.unread ?? 0;
            const current = item.id === currentId;
            return (
              <GridListItem
                id={item.id}
                href={item.href}
                textValue={item.title}
                className={styles.item}
                data-current={current || undefined}
                data-unread={unread > 0 || undefined}
              >
                {/* Names and messages come from leads: isolated, their direction stays inside them. */}
                <span className={styles.name}>
                  <bdi>{item.title}</bdi>
                </span>
                <time className={styles.time} dateTime={item.timeIso}>
                  {item.time}
                </time>
                <span className={styles.preview}>
                  <bdi>{item.preview}</bdi>
                </span>
                {unread > 0 ? (
                  <span className={styles.unread}>
                    <span aria-hidden="true">{unread}</span>
                    <span className={srOnly}>{item.unreadLabel ?? String(unread)}</span>
                  </span>
                ) : (
                  <span />
                )}
                {(item.paused || item.waiting || item.purchase || item.doNotDisturb) && (
                  <span className={styles.badges}>
                    {item.waiting && <Badge tone="danger">{item.waiting}</Badge>}
                    {item.paused && <AgentStatusBadge status="paused">{labels.paused}</AgentStatusBadge>}
                    {item.purchase && <Badge tone="success">{item.purchase}</Badge>}
                    {item.doNotDisturb && <Badge tone="neutral">{item.doNotDisturb}</Badge>}
                  </span>
                )}
              </GridListItem>
            );
          }}
        </GridList>
      </div>
      {hasMore && (
        <Button
          variant="secondary"
          size="sm"
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
