import type { Media } from '@agente/api';
import { FLOW_MAX_STEPS } from '@agente/rules';
import { useReducer, useState } from 'react';
import { useServices } from '../../../app/ServicesContext.tsx';
import { useResource } from '../../../hooks/useResource.ts';
import { FLUXO_COPY as COPY } from '../fluxo.copy.ts';
import { uploadFormProps, useMediaUpload } from '../media/useMediaUpload.ts';
import type { ComposerProps } from './FlowStepsSection.tsx';
import { FlowStepsView } from './FlowStepsView.tsx';
import { pickerOptions } from './pickerOptions.ts';
import { canAddMedia, draftFromText, draftToText, hasText } from './stepDraft.ts';
import { type DraftTarget, draftOf, INITIAL_STEP_DRAFTS, stepDraftsReducer } from './stepDrafts.ts';
import { draftChips, toStepItem } from './stepItems.ts';
import { useFlowSteps } from './useFlowSteps.ts';

export interface FlowStepsScreenProps {
  productId: number;
  /** The product's media (the media library's), for the chips' titles and the media picker. */
  media: readonly Media[];
  /** Why the media could not be loaded: the media picker says it instead of "none registered". */
  mediaError: string | null;
  /** A media sent from the picker's upload form joins the product's library. */
  onMediaUploaded: (media: Media) => void;
}

const loadError = (state: { status: string; error?: string }) =>
  state.status === 'error' ? state.error : null;

/** The flow's steps of a product: list, composers, pickers, moves and deletes. */
export function FlowStepsScreen({ productId, media, mediaError, onMediaUploaded }: FlowStepsScreenProps) {
  const { api } = useServices();
  const flow = useFlowSteps(productId);
  const offers = useResource(() => api.offers.list(productId), COPY.errors.loadOffers, [api, productId]);
  const [drafts, dispatch] = useReducer(stepDraftsReducer, INITIAL_STEP_DRAFTS);
  const [confirmingStep, setConfirmingStep] = useState<number | null>(null);

  const mediaById = new Map(media.map((item) => [item.id, item]));
  const offerList = offers.state.status === 'ready' ? offers.state.data : [];
  const chipSources = { mediaById, offerById: new Map(offerList.map((offer) => [offer.id, offer])) };
  const stepItems = flow.steps.map((step, index) => toStepItem(step, index, chipSources));
  const isFlowFull = flow.steps.length >= FLOW_MAX_STEPS;
  const { editing, picker } = drafts;
  const stopEditing = () => dispatch({ type: 'stopEditing' });
  // Sent from the picker: the new media is the product's, and is picked into the step the picker serves.
  const pickerUpload = useMediaUpload(productId, (uploaded) => {
    onMediaUploaded(uploaded);
    dispatch({ type: 'pickMedia', media: uploaded });
    dispatch({ type: 'closePicker' });
  });

  const submitNew = () => {
    if (!hasText(drafts.newDraft) || isFlowFull) return;
    void flow.add(draftToText(drafts.newDraft), () => dispatch({ type: 'resetNew' }));
  };
  const submitEdit = () => {
    if (!editing || !hasText(editing.draft)) return;
    void flow.save(editing.id, draftToText(editing.draft), stopEditing);
  };
  const startEditing = (id: number) => {
    const step = flow.steps.find((s) => s.id === id);
    if (!step) return;
    flow.clearSaveError();
    dispatch({ type: 'startEditing', id, draft: draftFromText(step.texto) });
  };

  const composer = (target: DraftTarget): ComposerProps => {
    const draft = draftOf(drafts, target);
    const isNew = target === 'new';
    const isMediaFull = !canAddMedia(draft);
    return {
      chips: draftChips(draft, chipSources),
      onRemoveChip: (key) => dispatch({ type: 'removeMarker', target, key }),
      text: draft.text,
      onTextChange: (text) => dispatch({ type: 'text', target, text }),
      onAddMedia: () => dispatch({ type: 'openPicker', kind: 'media', target }),
      isAddMediaDisabled: isMediaFull,
      onAddOffer: () => dispatch({ type: 'openPicker', kind: 'offer', target }),
      onPause: () => dispatch({ type: 'pause', target }),
      hasPause: draft.pause,
      onSubmit: isNew ? submitNew : submitEdit,
      isSubmitDisabled: !hasText(draft) || (isNew && isFlowFull),
      isPending: isNew ? flow.isAdding : flow.isSaving,
      errorMessage: (isNew ? flow.addError : flow.saveError) ?? undefined,
      notes: [
        ...(isMediaFull ? [COPY.composer.mediaLimit] : []),
        ...(isNew && isFlowFull ? [COPY.composer.stepLimit] : []),
      ],
      ...(isNew ? {} : { onCancel: stopEditing }),
    };
  };

  const options = pickerOptions(picker ? draftOf(drafts, picker.target) : null, media, offerList);
  const closePicker = () => dispatch({ type: 'closePicker' });
  const stepToDelete = stepItems.find((step) => step.id === confirmingStep);

  return (
    <FlowStepsView
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
      mediaPicker={{
        isOpen: picker?.kind === 'media',
        options: options.media,
        emptyText: mediaError ?? COPY.pickers.mediaEmpty,
        onPick: (id) => {
          const picked = mediaById.get(id);
          if (picked) dispatch({ type: 'pickMedia', media: picked });
        },
        onClose: closePicker,
        upload: uploadFormProps(pickerUpload),
      }}
      offerPicker={{
        isOpen: picker?.kind === 'offer',
        options: options.offers,
        emptyText: loadError(offers.state) ?? COPY.pickers.offerEmpty,
        onPick: (id) => {
          const picked = offerList.find((offer) => offer.id === id);
          if (picked) dispatch({ type: 'pickOffer', offer: picked });
        },
        onClose: closePicker,
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
            if (editing?.id === id) stopEditing();
          });
        },
        onCancel: () => {
          setConfirmingStep(null);
          flow.clearRemoveError();
        },
      }}
    />
  );
}
