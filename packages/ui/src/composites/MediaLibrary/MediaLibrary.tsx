import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { CheckIcon, CopyIcon, EditIcon, MoreIcon, TrashIcon } from '../../icons/icons.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Card } from '../../primitives/Card/Card.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { IconButton } from '../../primitives/IconButton/IconButton.tsx';
import { Menu, MenuHeader, MenuItem, MenuSection, MenuTrigger } from '../../primitives/Menu/Menu.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import { srOnly } from '../../theme/focus.css.ts';
import { MediaKindIcon } from '../MediaPreview/MediaKindIcon.tsx';
import { MediaPreview } from '../MediaPreview/MediaPreview.tsx';
import * as styles from './MediaLibrary.css.ts';

export interface MediaLibraryItem {
  id: number;
  title: string;
  kind: string;
  /** The kind as shown ("Imagem", "Áudio", or "Tipo não suportado"). */
  kindLabel: string;
  src: string;
}

export interface MediaLibraryLabels {
  /** Names the list, e.g. "Mídias do produto". */
  list: string;
  empty: string;
  /** "ID: 12", heading `copyId` in the item's menu. */
  id: (id: number) => string;
  /** The menu of an item's secondary actions ("Mais ações"), named with the item's title. */
  moreActions: string;
  copyId: string;
  /** Shown beside the menu button of the item just copied ("Copiado!"). */
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
  /** The item whose ID was just copied: it shows `labels.copied`. */
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

/** Writes the media ID to the clipboard, then reports it (or the browser's refusal). */
async function copyId(id: number, onCopied: (id: number) => void, onCopyError?: (error: unknown) => void) {
  try {
    await navigator.clipboard.writeText(String(id));
    onCopied(id);
  } catch (error) {
    onCopyError?.(error);
  }
}

/**
 * The product's media: preview or player, title and kind, rename and delete. The ID matters only to whoever
 * writes markers by hand, so it and "Copiar ID" sit in the item's "Mais ações" menu, out of a seller's way.
 */
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
        const isCopied = item.id === copiedId;
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
            </div>
            {/* Icon buttons, as on the flow steps, keep a narrow card on one row. */}
            <div className={styles.cardActions}>
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
              <span className={styles.more}>
                {isCopied && (
                  <span className={styles.copied} aria-hidden="true">
                    <CheckIcon />
                    {labels.copied}
                  </span>
                )}
                {/* Announces the copy even though the menu closed and focus went back to its button. */}
                <span role="status" className={srOnly}>
                  {isCopied ? labels.copied : ''}
                </span>
                <MenuTrigger>
                  <IconButton
                    size="sm"
                    aria-label={`${labels.moreActions} (${item.title})`}
                    isDisabled={isBusy}
                  >
                    <MoreIcon />
                  </IconButton>
                  <Menu
                    placement="bottom end"
                    aria-label={`${labels.moreActions} (${item.title})`}
                    onAction={() => void copyId(item.id, onCopied, onCopyError)}
                  >
                    <MenuSection>
                      {/* The ID heads the section: the item's name stays its visible text, "Copiar ID". */}
                      <MenuHeader className={styles.menuHeader}>{labels.id(item.id)}</MenuHeader>
                      <MenuItem id="copy-id" textValue={labels.copyId}>
                        <CopyIcon />
                        {labels.copyId}
                      </MenuItem>
                    </MenuSection>
                  </Menu>
                </MenuTrigger>
              </span>
            </div>
          </Card>
        );
      })}
    </ul>
  );
}
