import { useEffect, useRef } from 'react';
import { formatTime } from '../../format/date.ts';
import { srOnly } from '../../theme/focus.css.ts';
import * as styles from './ChatWidget.css.ts';
import type { ChatWidgetFontSize, ChatWidgetLabels, ChatWidgetMessage } from './chatWidgetTypes.ts';
import { MessageText } from './MessageText.tsx';

const isoOrUndefined = (value: number | string): string | undefined => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};

interface ChatMessageListProps {
  messages: readonly ChatWidgetMessage[];
  isTyping: boolean;
  fontSize: ChatWidgetFontSize;
  labels: Pick<ChatWidgetLabels, 'conversation' | 'greeting' | 'typing' | 'you' | 'support' | 'newTab'>;
}

/** The conversation: the greeting while it is empty, each message with its time, and the typing line. */
export function ChatMessageList({ messages, isTyping, fontSize, labels }: ChatMessageListProps) {
  const logRef = useRef<HTMLDivElement>(null);

  // The newest message (or the typing line) stays in view; the list mounts again when the chat is expanded.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the conversation grows
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, isTyping]);

  return (
    <div
      ref={logRef}
      role="log"
      aria-label={labels.conversation}
      className={styles.log({ fontSize })}
      // The log scrolls, so keyboard users must be able to reach it.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs focus to scroll by keyboard
      tabIndex={0}
    >
      <ol className={styles.messages}>
        {messages.length === 0 && (
          <li className={styles.message({ from: 'support' })}>
            <p className={styles.bubble({ from: 'support' })}>{labels.greeting}</p>
          </li>
        )}
        {messages.map((message) => {
          const from = message.isUser ? 'user' : 'support';
          return (
            <li key={message.id} className={styles.message({ from })}>
              <p className={styles.bubble({ from })}>
                <span className={srOnly}>{`${message.isUser ? labels.you : labels.support}: `}</span>
                <MessageText content={message.content} newTabLabel={labels.newTab} />
              </p>
              <time dateTime={isoOrUndefined(message.timestamp)} className={styles.time}>
                {formatTime(message.timestamp)}
              </time>
            </li>
          );
        })}
        {isTyping && (
          <li className={styles.message({ from: 'support' })}>
            <p className={`${styles.bubble({ from: 'support' })} ${styles.typing}`}>{labels.typing}</p>
          </li>
        )}
      </ol>
    </div>
  );
}
