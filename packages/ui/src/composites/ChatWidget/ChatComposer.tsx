import { type FormEvent, type KeyboardEvent, type RefObject, useId } from 'react';
import { SendIcon } from '../../icons/icons.tsx';
import { IconButton } from '../../primitives/IconButton/IconButton.tsx';
import * as styles from './ChatWidget.css.ts';
import type { ChatWidgetLabels } from './chatWidgetTypes.ts';

interface ChatComposerProps {
  draft: string;
  isSending: boolean;
  labels: Pick<ChatWidgetLabels, 'message' | 'messagePlaceholder' | 'send'>;
  fieldRef: RefObject<HTMLTextAreaElement | null>;
  onDraftChange: (text: string) => void;
  onSend: () => void;
}

/** The message field and the send button: Enter sends, Shift+Enter starts a new line; blank drafts never go. */
export function ChatComposer({
  draft,
  isSending,
  labels,
  fieldRef,
  onDraftChange,
  onSend,
}: ChatComposerProps) {
  const fieldId = useId();
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
  );
}
