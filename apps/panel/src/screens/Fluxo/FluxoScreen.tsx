import { FLOW_MAX_STEPS, type Media } from '@agente/api';
import { isMediaKind, type MediaLibraryItem } from '@agente/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useServices } from '../../app/ServicesContext.tsx';
import { ProductNav } from '../ProductNav/ProductNav.tsx';
import { MEDIA_FILES_PATH } from '../shared/limits.ts';
import { useRouteId } from '../shared/routeParams.ts';
import { useResource } from '../shared/useResource.ts';
import { PLAYGROUND_PATH } from '../TestarAgente/playgroundPath.ts';
import type { ComposerProps } from './FlowStepsSection.tsx';
import { FluxoView } from './FluxoView.tsx';
import { FLUXO_COPY as COPY } from './fluxo.copy.ts';
import { ACCEPTED_EXTENSIONS } from './mediaUploadForm.ts';
import { pickerOptions } from './pickerOptions.ts';
import {
  addMedia,
  addOffer,
  canAddMedia,
  draftFromText,
  draftToText,
  hasText,
  removeMarker,
} from './stepDraft.ts';
import { draftChips, toStepItem } from './stepItems.ts';
import { useFlowSteps } from './useFlowSteps.ts';
import { useMediaLibrary } from './useMediaLibrary.ts';
import { useMediaUpload } from './useMediaUpload.ts';
import { type DraftTarget, useStepDrafts } from './useStepDrafts.ts';

const toMediaItem = (media: Media): MediaLibraryItem => ({
  id: media.id,
  title: media.titulo,
  kind: media.tipo,
  kindLabel: isMediaKind(media.tipo) ? media.tipo : COPY.media.library.unsupported,
  src: `${MEDIA_FILES_PATH}/${encodeURIComponent(media.nome_arquivo)}`,
});

/** /panel/produto-detalhes/:id — the agent's flow of a product and its media (docs/panel-screens.md). */
export default function FluxoScreen() {
  const { api } = useServices();
  const [, navigate] = useLocation();
  const productId = useRouteId() ?? 0;
  const flow = useFlowSteps(productId);
  const library = useMediaLibrary(productId);
  const upload = useMediaUpload(productId, library.added);
  const offers = useResource(() => api.offers.list(productId), COPY.errors.loadOffers, [api, productId]);
  const product = useResource(() => api.products.get(productId), COPY.errors.loadProduct, [api, productId]);
  // Every product of the account, for the upload form's product choice.
  const products = useResource(() => api.products.list(), COPY.errors.loadProducts, [api]);
  const drafts = useStepDrafts();
  const [confirmingStep, setConfirmingStep] = useState<number | null>(null);
  const [confirmingMedia, setConfirmingMedia] = useState<number | null>(null);

  const mediaById = new Map(library.media.map((media) => [media.id, media]));
  const offerList = offers.state.status === 'ready' ? offers.state.data : [];
  const productList = products.state.status === 'ready' ? products.state.data : [];
  const stepItems = flow.steps.map((step, index) => toStepItem(step, index, mediaById));
  const isFlowFull = flow.steps.length >= FLOW_MAX_STEPS;
  const { editing } = drafts;

  const submitNew = () => {
    if (!hasText(drafts.newDraft) || isFlowFull) return;
    void flow.add(draftToText(drafts.newDraft), drafts.resetNew);
  };
  const submitEdit = () => {
    if (!editing || !hasText(editing.draft)) return;
    void flow.save(editing.id, draftToText(editing.draft), drafts.stopEditing);
  };
  const startEditing = (id: number) => {
    const step = flow.steps.find((s) => s.id === id);
    if (!step) return;
    flow.clearSaveError();
    drafts.startEditing(id, draftFromText(step.texto));
  };

  const composer = (target: DraftTarget): ComposerProps => {
    const draft = drafts.draftOf(target);
    const isNew = target === 'new';
    const isMediaFull = !canAddMedia(draft);
    return {
      chips: draftChips(draft, mediaById),
      onRemoveChip: (key) => drafts.change(target, (d) => removeMarker(d, key)),
      text: draft.text,
      onTextChange: (text) => drafts.change(target, (d) => ({ ...d, text })),
      onAddMedia: () => drafts.openPicker('media', target),
      isAddMediaDisabled: isMediaFull,
      onAddOffer: () => drafts.openPicker('offer', target),
      onPause: () => drafts.change(target, (d) => ({ ...d, pause: true })),
      hasPause: draft.pause,
      onSubmit: isNew ? submitNew : submitEdit,
      isSubmitDisabled: !hasText(draft) || (isNew && isFlowFull),
      isPending: isNew ? flow.isAdding : flow.isSaving,
      errorMessage: (isNew ? flow.addError : flow.saveError) ?? undefined,
      notes: [
        ...(isMediaFull ? [COPY.composer.mediaLimit] : []),
        ...(isNew && isFlowFull ? [COPY.composer.stepLimit] : []),
      ],
      ...(isNew ? {} : { onCancel: drafts.stopEditing }),
    };
  };

  const { picker } = drafts;
  const options = pickerOptions(picker ? drafts.draftOf(picker.target) : null, library.media, offerList);
  const pick = (kind: 'media' | 'offer') => (id: number) => {
    if (!picker) return;
    const media = mediaById.get(id);
    const offer = offerList.find((o) => o.id === id);
    if (kind === 'media' && media) drafts.change(picker.target, (d) => addMedia(d, media));
    if (kind === 'offer' && offer) drafts.change(picker.target, (d) => addOffer(d, offer));
  };

  const stepToDelete = stepItems.find((step) => step.id === confirmingStep);
  const mediaToDelete = confirmingMedia === null ? undefined : mediaById.get(confirmingMedia);
  const loadError = (state: { status: string; error?: string }) =>
    state.status === 'error' ? state.error : null;

  return (
    <FluxoView
      nav={<ProductNav productId={productId} current="fluxo" />}
      onTestAgent={() => navigate(PLAYGROUND_PATH)}
      productName={product.state.status === 'ready' ? product.state.data.nome_produto : null}
      productError={loadError(product.state)}
      steps={{
        status: flow.state.status,
        loadError: loadError(flow.state),
        steps: stepItems,
        isBusy: flow.isBusy,
        successMessage: flow.successMessage,
        moveError: flow.moveError,
        editingId: editing?.id ?? null,
        editor: editing ? composer('edit') : null,
        composer: composer('new'),
        onMoveUp: (id) => flow.move(id, -1),
        onMoveDown: (id) => flow.move(id, 1),
        onEdit: startEditing,
        onRemove: setConfirmingStep,
      }}
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
      mediaPicker={{
        isOpen: picker?.kind === 'media',
        options: options.media,
        emptyText: loadError(library.state) ?? COPY.pickers.mediaEmpty,
        onPick: pick('media'),
        onClose: drafts.closePicker,
      }}
      offerPicker={{
        isOpen: picker?.kind === 'offer',
        options: options.offers,
        emptyText: loadError(offers.state) ?? COPY.pickers.offerEmpty,
        onPick: pick('offer'),
        onClose: drafts.closePicker,
      }}
      confirmStep={{
        subject: stepToDelete?.title ?? null,
        isPending: flow.isRemoving,
        errorMessage: flow.removeError,
        onConfirm: () => {
          if (confirmingStep === null) return;
          const id = confirmingStep;
          void flow.remove(id, () => {
            setConfirmingStep(null);
            if (editing?.id === id) drafts.stopEditing();
          });
        },
        onCancel: () => {
          setConfirmingStep(null);
          flow.clearRemoveError();
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
