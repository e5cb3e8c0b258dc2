import { srOnly } from '../../theme/focus.css.ts';
import * as styles from './SampleChat.css.ts';

export interface SampleChatMessage {
  from: 'lead' | 'agent';
  text: string;
  /** Shown as written, e.g. '21:47'. */
  time: string;
}

export interface SampleChatProps {
  title: string;
  messages: readonly SampleChatMessage[];
  /** Read before each message by screen readers. */
  agentName: string;
  leadName: string;
  /** Smaller and without the space above, to sit inside a picture of the product (the landing's hero). */
  isCompact?: boolean;
}

/** A sample messaging-app conversation between a lead and the agent, drawn as chat bubbles. */
export function SampleChat({ title, messages, agentName, leadName, isCompact = false }: SampleChatProps) {
  return (
    <figure className={styles.chat} data-compact={isCompact || undefined} aria-label={title}>
      <figcaption className={styles.title}>{title}</figcaption>
      <ol className={styles.messages}>
        {messages.map((message, index) => (
          // The sample is static: its position is its identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: static list.
          <li key={index} className={styles.message({ from: message.from })}>
            <span className={srOnly}>{`${message.from === 'agent' ? agentName : leadName}: `}</span>
            <span>{message.text}</span>
            <span className={styles.time}>{message.time}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
