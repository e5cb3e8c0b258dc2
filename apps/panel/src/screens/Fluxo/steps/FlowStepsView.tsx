import { MediaPicker, type MediaPickerOption, OfferPicker, type OfferPickerOption } from '@agente/ui';
import { type ConfirmProps, DeleteDialog } from '../DeleteDialog.tsx';
import { FLUXO_COPY as COPY } from '../fluxo.copy.ts';
import { MediaUploadForm, type UploadFormProps } from '../media/MediaUploadForm.tsx';
import { FlowStepsSection, type FlowStepsSectionProps } from './FlowStepsSection.tsx';

export interface PickerProps<Option> {
  isOpen: boolean;
  options: readonly Option[];
  /** Why nothing can be picked (none registered, or the list failed to load). */
  emptyText: string;
  onPick: (id: number) => void;
  onClose: () => void;
}

export interface FlowStepsViewProps {
  steps: FlowStepsSectionProps;
  /** The media picker, with its upload form: a media sent from there goes into the step. */
  mediaPicker: PickerProps<MediaPickerOption> & { upload: UploadFormProps };
  offerPicker: PickerProps<OfferPickerOption>;
  confirmStep: ConfirmProps;
}

/** The flow's steps, the pickers that add media and offers to a step, and the step delete dialog. Pure. */
export function FlowStepsView({ steps, mediaPicker, offerPicker, confirmStep }: FlowStepsViewProps) {
  return (
    <>
      <FlowStepsSection {...steps} />
      <MediaPicker
        isOpen={mediaPicker.isOpen}
        onOpenChange={(open) => {
          if (!open) mediaPicker.onClose();
        }}
        title={COPY.pickers.mediaTitle}
        emptyText={mediaPicker.emptyText}
        closeLabel={COPY.pickers.close}
        media={mediaPicker.options}
        onPick={mediaPicker.onPick}
        footer={
          <MediaUploadForm
            {...mediaPicker.upload}
            frame="plain"
            headingId="fluxo-seletor-upload-titulo"
            heading={COPY.pickers.uploadHeading}
            submitLabel={COPY.pickers.uploadSubmit}
          />
        }
      />
      <OfferPicker
        isOpen={offerPicker.isOpen}
        onOpenChange={(open) => {
          if (!open) offerPicker.onClose();
        }}
        title={COPY.pickers.offerTitle}
        emptyText={offerPicker.emptyText}
        closeLabel={COPY.pickers.close}
        offers={offerPicker.options}
        onPick={offerPicker.onPick}
      />
      <DeleteDialog confirm={confirmStep} copy={COPY.confirmStep} />
    </>
  );
}
