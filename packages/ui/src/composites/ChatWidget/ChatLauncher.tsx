import type { Ref } from 'react';
import { Button as RACButton } from 'react-aria-components';
import * as styles from './ChatWidget.css.ts';
import { ChatIcon } from './chatIcons.tsx';

/** The round button at the bottom right that opens the chat; focus comes back to it when the chat closes. */
export function ChatLauncher({
  ref,
  label,
  onOpen,
  onPreload,
}: {
  ref: Ref<HTMLButtonElement>;
  label: string;
  onOpen: () => void;
  /** The chat is likely to open: the pointer is over the button or the focus on it. */
  onPreload: () => void;
}) {
  return (
    <RACButton
      ref={ref}
      aria-label={label}
      onPress={onOpen}
      onHoverStart={onPreload}
      onFocus={onPreload}
      onPressStart={onPreload}
      className={styles.launcher}
    >
      <ChatIcon />
    </RACButton>
  );
}
