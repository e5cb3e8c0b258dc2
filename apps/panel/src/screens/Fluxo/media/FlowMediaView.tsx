import { type ConfirmProps, DeleteDialog } from '../DeleteDialog.tsx';
import { FLUXO_COPY as COPY } from '../fluxo.copy.ts';
import { MediaSection, type MediaSectionProps } from './MediaSection.tsx';

export interface FlowMediaViewProps {
  media: MediaSectionProps;
  confirmMedia: ConfirmProps;
}

/** The product's media library, its upload form and the media delete dialog. Pure. */
export function FlowMediaView({ media, confirmMedia }: FlowMediaViewProps) {
  return (
    <>
      <MediaSection {...media} />
      <DeleteDialog confirm={confirmMedia} copy={COPY.confirmMedia} />
    </>
  );
}
