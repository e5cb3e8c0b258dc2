import type { Media } from '@agente/api';
import type { MediaLibraryItem } from '@agente/ui';
import { useState } from 'react';
import { FlowMediaView } from './FlowMediaView.tsx';
import { mediaFileUrl, mediaKindLabel } from './mediaDisplay.ts';
import type { MediaLibraryState } from './useMediaLibrary.ts';
import { uploadFormProps, useMediaUpload } from './useMediaUpload.ts';

const toMediaItem = (media: Media): MediaLibraryItem => ({
  id: media.id,
  title: media.titulo,
  kind: media.tipo,
  kindLabel: mediaKindLabel(media.tipo),
  src: mediaFileUrl(media),
});

const loadError = (state: { status: string; error?: string }) =>
  state.status === 'error' ? state.error : null;

export interface FlowMediaScreenProps {
  productId: number;
  /** The product's media library (also read by the steps' media picker). */
  library: MediaLibraryState;
}

/** The product's media: the library (rename, copy ID, delete) and the upload form. */
export function FlowMediaScreen({ productId, library }: FlowMediaScreenProps) {
  const upload = useMediaUpload(productId, library.added);
  const [confirmingMedia, setConfirmingMedia] = useState<number | null>(null);

  const mediaToDelete =
    confirmingMedia === null ? undefined : library.media.find((media) => media.id === confirmingMedia);

  return (
    <FlowMediaView
      media={{
        status: library.state.status,
        loadError: loadError(library.state),
        items: library.media.map(toMediaItem),
        successMessage: library.successMessage,
        errorMessage: library.errorMessage,
        copiedId: library.copiedId,
        busyId: library.busyId,
        onRename: (id, title) => void library.rename(id, title),
        onCopied: library.onCopied,
        onCopyError: library.onCopyError,
        onRemove: setConfirmingMedia,
        upload: uploadFormProps(upload),
      }}
      confirmMedia={{
        subject: mediaToDelete?.titulo ?? null,
        isPending: library.isRemoving,
        errorMessage: library.removeError,
        onConfirm: () => {
          if (confirmingMedia !== null) void library.remove(confirmingMedia, () => setConfirmingMedia(null));
        },
        onCancel: () => {
          setConfirmingMedia(null);
          library.clearRemoveError();
        },
      }}
    />
  );
}
