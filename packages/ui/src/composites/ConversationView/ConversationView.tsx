import { Button } from '../../primitives/Button/Button.tsx';
import { InlineMessage } from '../../primitives/InlineMessage/InlineMessage.tsx';
import { srOnly } from '../../theme/focus.css.ts';
import { MessageText } from '../ChatWidget/MessageText.tsx';
import * as styles from './ConversationView.css.ts';

export type ConversationAuthorKind = 'lead' | 'agente' | 'humano' | 'sistema';
export type ConversationMediaKind = 'imagem' | 'video' | 'audio' | 'pdf';
/** pending: on its way; done: sent or further; problem: failed, uncertain or cancelled. */
export type DeliveryTone = 'pending' | 'done' | 'problem';

export interface ConversationMessageItem {
  kind: 'message';
  id: string;
  author: ConversationAuthorKind;
  /** Who wrote it, e.g. "Agente", "Você", "Ana Lima". */
  authorLabel: string;
  text: string;
  /** Already in São Paulo time, e.g. "14:05". */
  time: string;
  timeIso: string;
  media?: { type: ConversationMediaKind; url: string; label: string } | undefined;
  /** What a voice note says, transcribed, under its player: the label (e.g. "Transcrição") and the words. */
  transcript?: { label: string; text: string } | undefined;
  delivery?: { tone: DeliveryTone; label: string } | undefined;
  /** Why the agent answered so, under its message: the label (e.g. "Por quê") and what it understood. */
  reason?: { label: string; text: string } | undefined;
}

export interface ConversationDayItem {
  kind: 'day';
  id: string;
  label: string;
}

/** A turn the agent decided not to answer, and why. */
export interface ConversationTurnItem {
  kind: 'turn';
  id: string;
  text: string;
}

export type ConversationItem = ConversationMessageItem | ConversationDayItem | ConversationTurnItem;

export interface ConversationViewLabels {
  /** The log's accessible name, e.g. "Conversa com Ana Lima". */
  title: string;
  empty: string;
  loadOlder: string;
  loadingOlder: string;
  newTabHint: string;
}

export interface ConversationViewProps {
  items: readonly ConversationItem[];
  labels: ConversationViewLabels;
  /** Older messages exist: shows "Carregar mensagens anteriores". */
  hasOlder?: boolean;
  isLoadingOlder?: boolean;
  olderError?: string | null;
  onLoadOlder?: () => void;
  /** Inside a chat frame (ChatThread), which draws the border and background and does the scrolling. */
  embedded?: boolean;
}

function Media({
  media,
  newTabHint,
}: {
  media: NonNullable<ConversationMessageItem['media']>;
  newTabHint: string;
}) {
  switch (media.type) {
    case 'imagem':
      return <img src={media.url} alt={media.label} className={styles.thumbnail} loading="lazy" />;
    case 'video':
      return (
        // biome-ignore lint/a11y/useMediaCaption: the lead's own recordings have no captions to offer
        <video
          src={media.url}
          controls
          preload="metadata"
          className={styles.player}
          aria-label={media.label}
        />
      );
    case 'audio':
      return (
        // biome-ignore lint/a11y/useMediaCaption: the lead's own recordings have no captions to offer
        <audio
          src={media.url}
          controls
          preload="metadata"
          className={styles.player}
          aria-label={media.label}
        />
      );
    case 'pdf':
      return (
        <a href={media.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
          {media.label}
          <span className={srOnly}>{` ${newTabHint}`}</span>
        </a>
      );
  }
}

function Message({ item, newTabHint }: { item: ConversationMessageItem; newTabHint: string }) {
  return (
    <li className={styles.bubble({ author: item.author })}>
      <span className={styles.author}>{item.authorLabel}</span>
      {item.media && <Media media={item.media} newTabHint={newTabHint} />}
      {item.transcript && (
        <span className={styles.transcription}>
          <span className={styles.transcriptionLabel}>{item.transcript.label}</span>
          <span>{item.transcript.text}</span>
        </span>
      )}
      {item.text && (
        <span>
          <MessageText content={item.text} newTabLabel={newTabHint} />
        </span>
      )}
      {item.reason && (
        <span className={styles.reason}>
          <span className={styles.reasonLabel}>{`${item.reason.label}: `}</span>
          {item.reason.text}
        </span>
      )}
      <span className={styles.meta}>
        <time dateTime={item.timeIso}>{item.time}</time>
        {item.delivery && (
          <span className={styles.delivery({ tone: item.delivery.tone })}>{item.delivery.label}</span>
        )}
      </span>
    </li>
  );
}

/**
 * A lead's conversation as chat bubbles: the lead on the left, the agent and the owner on the right, system
 * lines and unanswered turns in the middle, a separator per day. A live log, so screen readers announce new
 * messages; ChatThread frames it and keeps the newest one in view.
 */
export function ConversationView({
  items,
  labels,
  hasOlder = false,
  isLoadingOlder = false,
  olderError = null,
  onLoadOlder,
  embedded = false,
}: ConversationViewProps) {
  return (
    <div className={embedded ? styles.embedded : styles.transcript}>
      {hasOlder && (
        <Button
          variant="secondary"
          size="sm"
          className={styles.older}
          isPending={isLoadingOlder}
          pendingLabel={labels.loadingOlder}
          onPress={onLoadOlder}
        >
          {labels.loadOlder}
        </Button>
      )}
      {olderError && <InlineMessage tone="danger">{olderError}</InlineMessage>}
      {items.length === 0 ? (
        <p className={styles.empty}>{labels.empty}</p>
      ) : (
        <div role="log" aria-label={labels.title}>
          <ol className={styles.list}>
            {items.map((item) => {
              if (item.kind === 'day') {
                return (
                  <li key={item.id} className={styles.day}>
                    {item.label}
                  </li>
                );
              }
              if (item.kind === 'turn') {
                return (
                  <li key={item.id} className={styles.turn}>
                    {item.text}
                  </li>
                );
              }
              return <Message key={item.id} item={item} newTabHint={labels.newTabHint} />;
            })}
          </ol>
        </div>
      )}
    </div>
  );
}
