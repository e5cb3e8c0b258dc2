import { Badge, type BadgeTone } from '../../primitives/Badge/Badge.tsx';
import { SampleChat, type SampleChatProps } from '../SampleChat/SampleChat.tsx';
import * as styles from './ProductPreview.css.ts';

export interface ProductPreviewConversation {
  name: string;
  /** The last message, cut by the layout to one line. */
  preview: string;
  time: string;
  /** The conversation's state as the panel tags it, e.g. 'Aguardando você'. */
  badge?: { label: string; tone: BadgeTone };
}

export interface ProductPreviewProps {
  /** Accessible name of the whole picture, e.g. 'O painel e uma conversa no WhatsApp'. */
  label: string;
  panel: {
    /** Shown in the window's title bar, e.g. 'Painel · Conversas'. */
    title: string;
    menu: readonly string[];
    /** The menu entry drawn as the open screen. */
    activeItem: string;
    conversations: readonly ProductPreviewConversation[];
  };
  /** The exchange on the phone, in front of the panel. */
  chat: SampleChatProps;
}

/**
 * The product at a glance for the landing's hero: a small panel window (menu and the conversations list with
 * their states) with a phone in front showing a conversation the agent leads. Built from the panel's own Badge
 * and the landing's SampleChat, so it looks like the product because it is drawn by the product's components.
 */
export function ProductPreview({ label, panel, chat }: ProductPreviewProps) {
  return (
    <figure className={styles.preview} aria-label={label}>
      <div className={styles.window}>
        <div className={styles.titleBar} aria-hidden="true">
          <span className={styles.dot} />
          <span className={styles.dot} />
          <span className={styles.dot} />
          <span className={styles.windowTitle}>{panel.title}</span>
        </div>
        <div className={styles.body}>
          <ul className={styles.menu}>
            {panel.menu.map((item) => (
              <li
                key={item}
                className={styles.menuItem}
                data-active={item === panel.activeItem ? true : undefined}
                aria-current={item === panel.activeItem ? 'page' : undefined}
              >
                {item}
              </li>
            ))}
          </ul>
          <ul className={styles.conversations}>
            {panel.conversations.map((conversation) => (
              <li key={conversation.name} className={styles.conversation}>
                <span className={styles.avatar} aria-hidden="true">
                  {conversation.name.charAt(0)}
                </span>
                <span className={styles.conversationText}>
                  <span className={styles.conversationHead}>
                    <strong className={styles.conversationName}>{conversation.name}</strong>
                    <span className={styles.conversationTime}>{conversation.time}</span>
                  </span>
                  <span className={styles.conversationPreview}>{conversation.preview}</span>
                </span>
                {conversation.badge && (
                  <Badge tone={conversation.badge.tone} className={styles.badge}>
                    {conversation.badge.label}
                  </Badge>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.phone}>
        <SampleChat {...chat} isCompact />
      </div>
    </figure>
  );
}
