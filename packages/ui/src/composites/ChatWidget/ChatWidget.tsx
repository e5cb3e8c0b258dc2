import { useEffect, useRef } from 'react';
import { lazyModule, useLazyModule } from '../../utils/lazyModule.ts';
import { ChatLauncher } from './ChatLauncher.tsx';
import type { ChatWidgetProps } from './chatWidgetTypes.ts';

// The open chat (its conversation, font-size choice and composer) is no part of a page's first load: its code
// comes when the pointer or focus reaches the launcher, or at the latest when the chat opens.
const chatWindow = lazyModule(() => import('./ChatWindow.tsx'));
const preloadChatWindow = () => {
  chatWindow.preload().catch(() => undefined);
};

/** Fetches the open chat's code now, so a chat rendered open shows at once (stories and tests render it so). */
export const loadChatWindow = (): Promise<void> => chatWindow.preload().then(() => undefined);

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
  const focusFieldWhenShown = useRef(false);
  const ChatWindow = useLazyModule(chatWindow, isOpen)?.ChatWindow;

  // Opening moves focus to the message field (once the window's code has arrived); closing gives it back to the
  // button that opened the chat.
  useEffect(() => {
    if (isOpen && !wasOpen.current) {
      if (fieldRef.current) fieldRef.current.focus();
      else focusFieldWhenShown.current = true;
    }
    if (!isOpen && wasOpen.current) {
      focusFieldWhenShown.current = false;
      launcherRef.current?.focus();
    }
    wasOpen.current = isOpen;
  }, [isOpen]);
  useEffect(() => {
    if (!ChatWindow || !focusFieldWhenShown.current) return;
    focusFieldWhenShown.current = false;
    fieldRef.current?.focus();
  }, [ChatWindow]);

  if (!isOpen) {
    return (
      <ChatLauncher
        ref={launcherRef}
        label={labels.open}
        onOpen={props.onOpen}
        onPreload={preloadChatWindow}
      />
    );
  }
  return ChatWindow ? <ChatWindow {...props} fieldRef={fieldRef} /> : null;
}
