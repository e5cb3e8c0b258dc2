import type { FormEvent } from 'react';
import { PlusIcon } from '../../icons/icons.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { InlineMessage } from '../../primitives/InlineMessage/InlineMessage.tsx';
import { TextArea } from '../../primitives/TextArea/TextArea.tsx';
import { Toolbar } from '../../primitives/Toolbar/Toolbar.tsx';
import { type FlowChip, FlowPartChips } from '../FlowPartChips/FlowPartChips.tsx';
import { OfferMarkerIcon, PauseMarkerIcon } from '../FlowPartChips/flowIcons.tsx';
import * as styles from './FlowStepEditor.css.ts';

export interface FlowStepEditorLabels {
  /** Names the composer group, e.g. "Nova etapa" or "Editar Etapa 2". */
  group: string;
  /** Names the composer's buttons toolbar, e.g. "Inserir na etapa". */
  toolbar: string;
  chips: string;
  /** The text field's label, e.g. "Texto da etapa". */
  text: string;
  textPlaceholder?: string;
  addMedia: string;
  addOffer: string;
  pause: string;
  submit: string;
  /** Shown while saving, e.g. "Salvando...". */
  pending: string;
  /** With `onCancel`: the cancel button (edit in place). */
  cancel?: string;
}

export interface FlowStepEditorProps {
  labels: FlowStepEditorLabels;
  chips: readonly FlowChip[];
  onRemoveChip: (key: string) => void;
  text: string;
  onTextChange: (text: string) => void;
  /** The step-text limit; the counter shows "n/max". */
  maxLength: number;
  onAddMedia: () => void;
  isAddMediaDisabled?: boolean;
  onAddOffer: () => void;
  isAddOfferDisabled?: boolean;
  onPause: () => void;
  /** True when the step already pauses the agent (one pause per step). */
  hasPause: boolean;
  onSubmit: () => void;
  isSubmitDisabled?: boolean;
  isPending?: boolean;
  onCancel?: () => void;
  /** The server's refusal of the last save, e.g. "Erro ao adicionar etapa". */
  errorMessage?: string;
  /** Limits reached, each saying why a button is disabled ("Só é permitido no máximo 4 mídias por etapa."). */
  notes?: readonly string[];
}

/** The step composer: insert media, offers or the pause, write the text, save. */
export function FlowStepEditor({
  labels,
  chips,
  onRemoveChip,
  text,
  onTextChange,
  maxLength,
  onAddMedia,
  isAddMediaDisabled = false,
  onAddOffer,
  isAddOfferDisabled = false,
  onPause,
  hasPause,
  onSubmit,
  isSubmitDisabled = false,
  isPending = false,
  onCancel,
  errorMessage,
  notes = [],
}: FlowStepEditorProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSubmitDisabled && !isPending) onSubmit();
  };
  return (
    <form aria-label={labels.group} className={styles.root} onSubmit={submit}>
      <Toolbar aria-label={labels.toolbar}>
        <Button
          variant="secondary"
          size="sm"
          icon={<PlusIcon />}
          onPress={onAddMedia}
          isDisabled={isAddMediaDisabled || isPending}
        >
          {labels.addMedia}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          icon={<OfferMarkerIcon />}
          onPress={onAddOffer}
          isDisabled={isAddOfferDisabled || isPending}
        >
          {labels.addOffer}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          icon={<PauseMarkerIcon />}
          onPress={onPause}
          isDisabled={hasPause || isPending}
        >
          {labels.pause}
        </Button>
      </Toolbar>
      {notes.map((note) => (
        <InlineMessage key={note} tone="warning">
          {note}
        </InlineMessage>
      ))}
      <FlowPartChips
        aria-label={labels.chips}
        chips={chips}
        onRemove={isPending ? undefined : onRemoveChip}
      />
      <TextArea
        label={labels.text}
        placeholder={labels.textPlaceholder}
        value={text}
        onChange={onTextChange}
        maxLength={maxLength}
        rows={4}
        isDisabled={isPending}
      />
      {errorMessage && <InlineMessage tone="danger">{errorMessage}</InlineMessage>}
      <div className={styles.footer}>
        {onCancel && labels.cancel && (
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
            {labels.cancel}
          </Button>
        )}
        <Button
          type="submit"
          isDisabled={isSubmitDisabled}
          isPending={isPending}
          pendingLabel={labels.pending}
        >
          {labels.submit}
        </Button>
      </div>
    </form>
  );
}
