import type { Media } from '@agente/api';
import { copyFeedbackMachine } from '@agente/machines';
import { useState } from 'react';
import { useServices } from '../../../app/ServicesContext.tsx';
import { useAction } from '../../../hooks/useAction.ts';
import { useFeedback } from '../../../hooks/useFeedback.ts';
import { useResource } from '../../../hooks/useResource.ts';
import { FLUXO_COPY } from '../fluxo.copy.ts';

const { errors: ERRORS, success: SUCCESS } = FLUXO_COPY;

/** The product's media: list, rename, delete, and the "Copiado!" of a copied ID. */
export function useMediaLibrary(productId: number) {
  const { api } = useServices();
  const resource = useResource(() => api.media.list(productId), ERRORS.loadMedia, [api, productId]);
  const renaming = useAction();
  const removing = useAction();
  const feedback = useFeedback();
  const copied = useFeedback(copyFeedbackMachine);
  const [copyError, setCopyError] = useState<string | null>(null);
  const media = resource.state.status === 'ready' ? resource.state.data : [];

  const rename = (mediaId: number, titulo: string) =>
    renaming.run(`rename-${mediaId}`, () => api.media.rename(mediaId, titulo), {
      fallbackError: ERRORS.renameMedia,
      onSuccess: (saved) => {
        resource.update((current) => current.map((item) => (item.id === saved.id ? saved : item)));
        feedback.show(SUCCESS.renamed);
      },
    });

  /** Deletes after confirmation; a 409 (a step still shows it) keeps the media with the server's message. */
  const remove = (mediaId: number, onRemoved: () => void) =>
    removing.run(`remove-${mediaId}`, () => api.media.remove(mediaId), {
      fallbackError: ERRORS.removeMedia,
      onSuccess: () => {
        resource.update((current) => current.filter((item) => item.id !== mediaId));
        feedback.show(SUCCESS.mediaRemoved);
        onRemoved();
      },
    });

  /** A finished upload joins the list when it belongs to this product. */
  const added = (uploaded: Media) => {
    if (uploaded.id_produto === productId) resource.update((current) => [...current, uploaded]);
    feedback.show(SUCCESS.uploaded);
  };

  const pendingKey = renaming.pendingKey ?? removing.pendingKey;
  return {
    state: resource.state,
    media,
    rename,
    remove,
    added,
    isRemoving: removing.isPending,
    removeError: removing.error,
    clearRemoveError: removing.clearError,
    /** The media with a call running (its buttons are disabled). */
    busyId: pendingKey ? Number(pendingKey.split('-')[1]) : null,
    errorMessage: renaming.error ?? copyError,
    successMessage: feedback.message,
    copiedId: copied.message === null ? null : Number(copied.message),
    onCopied: (mediaId: number) => {
      setCopyError(null);
      copied.show(String(mediaId));
    },
    onCopyError: () => setCopyError(ERRORS.copy),
  };
}

/** The library as a screen reads it. */
export type MediaLibraryState = ReturnType<typeof useMediaLibrary>;
