import type { ReactNode } from 'react';
import { MediaKindIcon } from '../MediaPreview/MediaKindIcon.tsx';
import { PickerDialog } from '../PickerDialog/PickerDialog.tsx';
import * as styles from './MediaPicker.css.ts';

export interface MediaPickerOption {
  id: number;
  title: string;
  kind: string;
  /** The media's file: an image shows itself as the thumbnail; other kinds show their icon. */
  src: string;
  /** Second line, e.g. the kind ("PDF") or "Já está na etapa". */
  description: string;
  /** Already in the step, or the step is full. */
  isDisabled: boolean;
}

export interface MediaPickerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog title, e.g. "Selecionar mídia". */
  title: string;
  emptyText: string;
  closeLabel?: string;
  media: readonly MediaPickerOption[];
  onPick: (id: number) => void;
  /** Under the list: the upload form that adds a new media to the product and to the step. */
  footer?: ReactNode;
}

/** A picker row's thumbnail: the image itself, or the kind's icon. Decorative: the title names the row. */
function Thumbnail({ kind, src }: Pick<MediaPickerOption, 'kind' | 'src'>) {
  return (
    <span className={styles.thumbnail} data-kind={kind}>
      {kind === 'imagem' && src ? (
        <img src={src} alt="" className={styles.image} loading="lazy" decoding="async" />
      ) : (
        <MediaKindIcon kind={kind} />
      )}
    </span>
  );
}

/** The step composer's "add media" modal: the product's media with their thumbnails, and an upload below. */
export function MediaPicker({ media, ...props }: MediaPickerProps) {
  const items = media.map((option) => ({
    id: option.id,
    label: option.title,
    description: option.description,
    icon: <Thumbnail kind={option.kind} src={option.src} />,
    isDisabled: option.isDisabled,
  }));
  return <PickerDialog {...props} items={items} />;
}
