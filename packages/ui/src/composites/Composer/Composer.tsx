import type { FormEvent } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { InlineMessage } from '../../primitives/InlineMessage/InlineMessage.tsx';
import { TextArea } from '../../primitives/TextArea/TextArea.tsx';
import * as styles from './Composer.css.ts';

export interface ComposerLabels {
  /** The box's label, e.g. "Mensagem". */
  field: string;
  placeholder: string;
  /** "Enviar mensagem" */
  send: string;
  /** "Enviando..." */
  sending: string;
  /** Read with the box: what sending does (e.g. it pauses the agent). */
  hint?: string;
}

export interface ComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  labels: ComposerLabels;
  maxLength: number;
  isPending?: boolean;
  error?: string | null;
}

/**
 * Writes a message, as in every chat the owner knows: Enter sends, Shift+Enter breaks the line. An empty box
 * sends nothing. A composition in progress (an accent being typed with a dead key or an IME) is never sent.
 */
export function Composer({
  value,
  onChange,
  onSubmit,
  labels,
  maxLength,
  isPending = false,
  error = null,
}: ComposerProps) {
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!isPending && value.trim() !== '') onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <TextArea
        label={labels.field}
        placeholder={labels.placeholder}
        description={labels.hint}
        rows={2}
        className={styles.field}
        maxLength={maxLength}
        value={value}
        onChange={onChange}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          submit();
        }}
      />
      {error && (
        <div className={styles.error}>
          <InlineMessage tone="danger">{error}</InlineMessage>
        </div>
      )}
      <div className={styles.actions}>
        <Button
          type="submit"
          isPending={isPending}
          pendingLabel={labels.sending}
          isDisabled={value.trim() === ''}
        >
          {labels.send}
        </Button>
      </div>
    </form>
  );
}
