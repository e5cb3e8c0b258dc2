import type { Ref } from 'react';
import { Button as RACButton } from 'react-aria-components';
import * as styles from './ChatWidget.css.ts';
import { ChatIcon } from './chatIcons.tsx';

/** The round button at the bottom right that opens the chat; focus comes back to it when the chat closes. */
export function ChatLauncher({
  ref,
  label,
  onOpen,
}: {
  ref: Ref<HTMLButtonElement>;
  label: string;
  onOpen: () => void;
}) {
  return (
    <RACButton ref={ref} aria-label={label} onPress={onOpen} className={styles.launcher}>
      <ChatIcon />
    </RACButton>
  );
}
