import type { Media } from '@agente/api';
import type { MediaLibraryItem } from '@agente/ui';
import { useState } from 'react';
import { useServices } from '../../../app/ServicesContext.tsx';
import { useResource } from '../../../hooks/useResource.ts';
import { FLUXO_COPY as COPY } from '../fluxo.copy.ts';
import { FlowMediaView } from './FlowMediaView.tsx';
import { mediaFileUrl, mediaKindLabel } from './mediaDisplay.ts';
import { ACCEPTED_EXTENSIONS } from './mediaUploadForm.ts';
import type { MediaLibraryState } from './useMediaLibrary.ts';
import { useMediaUpload } from './useMediaUpload.ts';

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
  const { api } = useServices();
  const upload = useMediaUpload(productId, library.added);
  // Every product of the account, for the upload form's product choice.
  const products = useResource(() => api.products.list(), COPY.errors.loadProducts, [api]);
  const [confirmingMedia, setConfirmingMedia] = useState<number | null>(null);

  const productList = products.state.status === 'ready' ? products.state.data : [];
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
        upload: {
          fileName: upload.values.file?.name ?? null,
          fileError: upload.errors.file,
          title: upload.values.title,
          titleError: upload.errors.title,
          productId: upload.values.productId,
          productError: upload.errors.product ?? loadError(products.state) ?? undefined,
          products: productList.map((p) => ({ id: p.id, name: p.nome_produto })),
          progress: upload.progress,
          uploadError: upload.serverError,
          acceptedExtensions: ACCEPTED_EXTENSIONS,
          onFile: upload.selectFile,
          onTitle: upload.setTitle,
          onProduct: upload.setProduct,
          onSubmit: upload.submit,
        },
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
