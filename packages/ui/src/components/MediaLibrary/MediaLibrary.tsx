import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { EditIcon, TrashIcon } from '../../icons/icons.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { CopyButton } from '../CopyButton/CopyButton.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { MediaKindIcon } from '../MediaPreview/MediaKindIcon.tsx';
import { MediaPreview } from '../MediaPreview/MediaPreview.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './MediaLibrary.css.ts';

export interface MediaLibraryItem {
  id: number;
  title: string;
  kind: string;
  /** The kind as shown ("imagem", or "Tipo não suportado"). */
  kindLabel: string;
  src: string;
}

export interface MediaLibraryLabels {
  /** Names the list, e.g. "Mídias do produto". */
  list: string;
  empty: string;
  /** "ID: 12" */
  id: (id: number) => string;
  copyId: string;
  /** Replaces `copyId` on the item just copied ("Copiado!"). */
  copied: string;
  rename: string;
  /** The rename field's label, e.g. "Título da mídia". */
  titleField: string;
  /** Shown under the rename field when it holds only spaces ("O título é obrigatório"). */
  titleRequired: string;
  save: string;
  cancel: string;
  remove: string;
  openPdf: string;
  newTabHint: string;
  unsupported: string;
}

export interface MediaLibraryProps {
  items: readonly MediaLibraryItem[];
  labels: MediaLibraryLabels;
  /** The rename limit (150). */
  maxTitleLength: number;
  /** Called with the trimmed new title; the field closes at once and the list shows the title once saved. */
  onRename: (id: number, title: string) => void;
  /** The media ID reached the clipboard: start the "Copiado!" timer (the caller's). */
  onCopied: (id: number) => void;
  /** The browser refused to write the clipboard. */
  onCopyError?: (error: unknown) => void;
  onRemove: (id: number) => void;
  /** The item whose ID was just copied: its button reads `labels.copied`. */
  copiedId?: number | null;
  /** An item with a request running: its buttons are disabled. */
  busyId?: number | null;
}

function RenameForm({
  item,
  labels,
  maxTitleLength,
  onSave,
  onCancel,
}: {
  item: MediaLibraryItem;
  labels: MediaLibraryLabels;
  maxTitleLength: number;
  onSave: (title: string) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(item.title);
  const [triedEmpty, setTriedEmpty] = useState(false);
  const trimmed = draft.trim();
  // Enter submits the form, so it saves; an empty title (after trimming) is never sent.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed) onSave(trimmed);
    else setTriedEmpty(true);
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onCancel();
  };
  return (
    <form className={styles.renameForm} onSubmit={submit} onKeyDown={cancelOnEscape}>
      <TextField
        label={labels.titleField}
        value={draft}
        onChange={setDraft}
        maxLength={maxTitleLength}
        errorMessage={triedEmpty && !trimmed ? labels.titleRequired : undefined}
        autoFocus
      />
      <div className={styles.actions}>
        <Button type="submit" size="sm">
          {labels.save}
        </Button>
        <Button size="sm" variant="secondary" onPress={onCancel}>
          {labels.cancel}
        </Button>
      </div>
    </form>
  );
}

/** The product's media: preview or player, title with rename, ID with copy, delete. */
export function MediaLibrary({
  items,
  labels,
  maxTitleLength,
  onRename,
  onCopied,
  onCopyError,
  onRemove,
  copiedId = null,
  busyId = null,
}: MediaLibraryProps) {
  const [editingId, setEditingId] = useState<number | null>(null);
  if (items.length === 0) return <EmptyState title={labels.empty} />;
  return (
    <ul aria-label={labels.list} className={styles.grid}>
      {items.map((item) => {
        const isBusy = item.id === busyId;
        return (
          <Card as="li" key={item.id}>
            <MediaPreview
              kind={item.kind}
              src={item.src}
              title={item.title}
              openPdfLabel={labels.openPdf}
              newTabHint={labels.newTabHint}
              unsupportedLabel={labels.unsupported}
            />
            {editingId === item.id ? (
              <RenameForm
                item={item}
                labels={labels}
                maxTitleLength={maxTitleLength}
                onSave={(title) => {
                  setEditingId(null);
                  if (title !== item.title) onRename(item.id, title);
                }}
                onCancel={() => setEditingId(null)}
              />
            ) : (
              <h3 className={styles.title}>{item.title}</h3>
            )}
            <div className={styles.meta}>
              <MediaKindIcon kind={item.kind} />
              <span>{item.kindLabel}</span>
              <span>{labels.id(item.id)}</span>
            </div>
            <div className={styles.cardActions}>
              <CopyButton
                size="sm"
                variant="ghost"
                text={String(item.id)}
                copied={item.id === copiedId}
                onCopy={() => onCopied(item.id)}
                onCopyError={onCopyError}
                label={labels.copyId}
                copiedLabel={labels.copied}
                aria-label={`${item.id === copiedId ? labels.copied : labels.copyId} (${item.title})`}
              />
              {/* Icon buttons, as on the flow steps, keep a narrow card on one row. */}
              <div className={styles.actions}>
                <IconButton
                  size="sm"
                  aria-label={`${labels.rename} (${item.title})`}
                  isDisabled={isBusy || editingId === item.id}
                  onPress={() => setEditingId(item.id)}
                >
                  <EditIcon />
                </IconButton>
                <IconButton
                  size="sm"
                  aria-label={`${labels.remove} (${item.title})`}
                  isDisabled={isBusy}
                  onPress={() => onRemove(item.id)}
                >
                  <TrashIcon />
                </IconButton>
              </div>
            </div>
          </Card>
        );
      })}
    </ul>
  );
}
