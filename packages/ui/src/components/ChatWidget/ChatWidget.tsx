import { type FormEvent, type KeyboardEvent, type RefObject, useEffect, useId, useRef } from 'react';
import { Button as RACButton, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { formatTime } from '../../format/date.ts';
import { ChevronUpIcon, CloseIcon, MinusIcon, SendIcon } from '../../icons/icons.tsx';
import { srOnly } from '../../theme/focus.css.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './ChatWidget.css.ts';
import { ChatIcon, HeadsetIcon } from './chatIcons.tsx';
import { MessageText } from './MessageText.tsx';

export const CHAT_WIDGET_FONT_SIZES = ['small', 'medium', 'large'] as const;
export type ChatWidgetFontSize = (typeof CHAT_WIDGET_FONT_SIZES)[number];

export interface ChatWidgetMessage {
  id: string;
  content: string;
  isUser: boolean;
  /** When it was written (epoch milliseconds or ISO text); shown as pt-BR HH:mm. */
  timestamp: number | string;
}

export interface ChatWidgetLabels {
  /** The floating button, e.g. "Abrir suporte". */
  open: string;
  /** The window title ('Suporte'). */
  title: string;
  /** Under the title while nobody is typing, e.g. "Respondemos em instantes". */
  subtitle: string;
  close: string;
  minimise: string;
  expand: string;
  /** "Tamanho da fonte" and one name per size. */
  fontSize: string;
  fontSizes: Record<ChatWidgetFontSize, string>;
  /** Shown while the conversation is empty ('Olá! Como posso ajudá-lo hoje?'). */
  greeting: string;
  /** 'digitando...'. */
  typing: string;
  /** Names the list of messages, e.g. "Conversa com o suporte". */
  conversation: string;
  /** Who wrote each message, for screen readers: "Você" and "Suporte". */
  you: string;
  support: string;
  /** The message field's label and placeholder. */
  message: string;
  messagePlaceholder: string;
  send: string;
  /** Read after a link in a message, e.g. "(abre em nova aba)". */
  newTab: string;
}

const isoOrUndefined = (value: number | string): string | undefined => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};

export interface ChatWidgetProps {
  isOpen: boolean;
  isMinimised: boolean;
  fontSize: ChatWidgetFontSize;
  messages: readonly ChatWidgetMessage[];
  /** A reply is on its way: 'digitando...' shows. */
  isTyping: boolean;
  /** A message is being sent: sending again waits. */
  isSending: boolean;
  draft: string;
  labels: ChatWidgetLabels;
  onOpen: () => void;
  onClose: () => void;
  onMinimise: () => void;
  onExpand: () => void;
  onFontSizeChange: (size: ChatWidgetFontSize) => void;
  onDraftChange: (text: string) => void;
  /** Enter in the field or the send button; the caller ignores blank drafts. */
  onSend: () => void;
}

/**
 * The floating support chat: a round button at the bottom right that opens a 380 × 500 px window
 * (60 px tall when minimised) with the conversation, a font-size choice and the message field; both stay above
 * a bar pinned to the bottom of the page (PanelShell's bottomBanner). Enter sends, Shift+Enter starts a new line.
 */
export function ChatWidget(props: ChatWidgetProps) {
  const { isOpen, labels } = props;
  const launcherRef = useRef<HTMLButtonElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const wasOpen = useRef(isOpen);

  // Opening moves focus to the message field; closing gives it back to the button that opened the chat.
  useEffect(() => {
    if (isOpen && !wasOpen.current) fieldRef.current?.focus();
    if (!isOpen && wasOpen.current) launcherRef.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  if (!isOpen) {
    return (
      <RACButton
        ref={launcherRef}
        aria-label={labels.open}
        onPress={props.onOpen}
        className={styles.launcher}
      >
        <ChatIcon />
      </RACButton>
    );
  }
  return <ChatWindow {...props} fieldRef={fieldRef} />;
}

function ChatWindow({
  isMinimised,
  fontSize,
  messages,
  isTyping,
  isSending,
  draft,
  labels,
  onClose,
  onMinimise,
  onExpand,
  onFontSizeChange,
  onDraftChange,
  onSend,
  fieldRef,
}: ChatWidgetProps & { fieldRef: RefObject<HTMLTextAreaElement | null> }) {
  const titleId = useId();
  const fontLabelId = useId();
  const fieldId = useId();
  const logRef = useRef<HTMLDivElement>(null);

  // The newest message (or the typing line) stays in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the conversation grows or reappears
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, isTyping, isMinimised]);

  const send = () => {
    if (!isSending && draft.trim() !== '') onSend();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <section aria-labelledby={titleId} className={styles.panel} data-minimised={isMinimised || undefined}>
      <header className={styles.header}>
        <span className={styles.headerAvatar} aria-hidden="true">
          <HeadsetIcon />
        </span>
        <div className={styles.headerText}>
          <h2 id={titleId} className={styles.title}>
            {labels.title}
          </h2>
          <p className={styles.subtitle} aria-hidden="true">
            {isTyping ? labels.typing : labels.subtitle}
          </p>
        </div>
        {isMinimised ? (
          <IconButton aria-label={labels.expand} size="sm" onPress={onExpand} className={styles.headerButton}>
            <ChevronUpIcon />
          </IconButton>
        ) : (
          <IconButton
            aria-label={labels.minimise}
            size="sm"
            onPress={onMinimise}
            className={styles.headerButton}
          >
            <MinusIcon />
          </IconButton>
        )}
        <IconButton aria-label={labels.close} size="sm" onPress={onClose} className={styles.headerButton}>
          <CloseIcon />
        </IconButton>
      </header>
      {!isMinimised && (
        <>
          <div className={styles.toolbar}>
            <span id={fontLabelId}>{labels.fontSize}</span>
            <ToggleButtonGroup
              aria-labelledby={fontLabelId}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[fontSize]}
              onSelectionChange={(keys) => {
                const next = CHAT_WIDGET_FONT_SIZES.find((size) => keys.has(size));
                if (next && next !== fontSize) onFontSizeChange(next);
              }}
              className={styles.sizeGroup}
            >
              {CHAT_WIDGET_FONT_SIZES.map((size) => (
                <ToggleButton
                  key={size}
                  id={size}
                  aria-label={labels.fontSizes[size]}
                  className={styles.sizeOption({ size })}
                >
                  A
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </div>
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
          <form className={styles.composer} onSubmit={submit}>
            <label htmlFor={fieldId} className={styles.composerLabel}>
              {labels.message}
            </label>
            <div className={styles.composerRow}>
              <textarea
                ref={fieldRef}
                id={fieldId}
                rows={1}
                value={draft}
                placeholder={labels.messagePlaceholder}
                onChange={(event) => onDraftChange(event.target.value)}
                onKeyDown={sendOnEnter}
                className={styles.textarea}
              />
              <IconButton
                type="submit"
                aria-label={labels.send}
                variant="primary"
                isPending={isSending}
                isDisabled={draft.trim() === ''}
              >
                <SendIcon />
              </IconButton>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
