import { type RefObject, useId } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { ChevronUpIcon, CloseIcon, MinusIcon } from '../../icons/icons.tsx';
import { IconButton } from '../../primitives/IconButton/IconButton.tsx';
import { ActionLink } from '../../site/ActionLink/ActionLink.tsx';
import { ChatComposer } from './ChatComposer.tsx';
import { ChatMessageList } from './ChatMessageList.tsx';
import * as styles from './ChatWidget.css.ts';
import { HeadsetIcon } from './chatIcons.tsx';
import { CHAT_WIDGET_FONT_SIZES, type ChatWidgetProps } from './chatWidgetTypes.ts';

/** The open chat: header, font-size choice, the conversation, the hand-off to a person and the composer. */
export function ChatWindow({
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
  personUrl,
  fieldRef,
}: ChatWidgetProps & { fieldRef: RefObject<HTMLTextAreaElement | null> }) {
  const titleId = useId();
  const fontLabelId = useId();
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
          <ChatMessageList messages={messages} isTyping={isTyping} fontSize={fontSize} labels={labels} />
          {personUrl && labels.talkToPerson && (
            <div className={styles.handOff}>
              <ActionLink
                href={personUrl}
                isExternal
                newTabLabel={labels.newTab}
                variant="secondary"
                size="sm"
              >
                {labels.talkToPerson}
              </ActionLink>
            </div>
          )}
          <ChatComposer
            draft={draft}
            isSending={isSending}
            labels={labels}
            fieldRef={fieldRef}
            onDraftChange={onDraftChange}
            onSend={onSend}
          />
        </>
      )}
    </section>
  );
}
