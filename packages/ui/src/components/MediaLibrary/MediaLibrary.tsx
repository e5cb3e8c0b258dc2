import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { CopyIcon, EditIcon, TrashIcon } from '../../icons/icons.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
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
  onCopyId: (id: number) => void;
  onRemove: (id: number) => void;
  /** The item whose ID was just copied. */
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
  const trimmed = draft.trim();
  // Enter submits the form, so it saves; an empty title (after trimming) is never sent.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed) onSave(trimmed);
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
        autoFocus
      />
      <div className={styles.actions}>
        <Button type="submit" size="sm" isDisabled={!trimmed}>
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
  onCopyId,
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
            <div className={styles.actions}>
              <Button
                size="sm"
                variant="ghost"
                icon={<CopyIcon />}
                aria-label={`${item.id === copiedId ? labels.copied : labels.copyId} (${item.title})`}
                onPress={() => onCopyId(item.id)}
              >
                {item.id === copiedId ? labels.copied : labels.copyId}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                icon={<EditIcon />}
                aria-label={`${labels.rename} (${item.title})`}
                isDisabled={isBusy || editingId === item.id}
                onPress={() => setEditingId(item.id)}
              >
                {labels.rename}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                icon={<TrashIcon />}
                aria-label={`${labels.remove} (${item.title})`}
                isDisabled={isBusy}
                onPress={() => onRemove(item.id)}
              >
                {labels.remove}
              </Button>
            </div>
          </Card>
        );
      })}
    </ul>
  );
}
