import { useEffect, useRef } from 'react';
import { ChatLauncher } from './ChatLauncher.tsx';
import { ChatWindow } from './ChatWindow.tsx';
import type { ChatWidgetProps } from './chatWidgetTypes.ts';

export {
  CHAT_WIDGET_FONT_SIZES,
  type ChatWidgetFontSize,
  type ChatWidgetLabels,
  type ChatWidgetMessage,
  type ChatWidgetProps,
} from './chatWidgetTypes.ts';

/**
 * The floating support chat: a round button at the bottom right that opens a 380 × 500 px window
 * (60 px tall when minimised) with the conversation, a font-size choice and the message field; both stay above
 * a bar pinned to the bottom of the page (PanelShell's bottomBanner). Enter sends, Shift+Enter starts a new line.
 * On a phone (under 640 px) the open chat fills the screen. Neither shows while a modal's or the menu drawer's
 * backdrop covers the page. Once the automation could not help, 'Falar com uma pessoa' leads to the support team.
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
    return <ChatLauncher ref={launcherRef} label={labels.open} onOpen={props.onOpen} />;
  }
  return <ChatWindow {...props} fieldRef={fieldRef} />;
}
