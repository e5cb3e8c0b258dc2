import type { Media, Offer } from '@agente/api';
import { formatBrl } from '@agente/rules';
import type { MediaPickerOption, OfferPickerOption } from '@agente/ui';
import { FLUXO_COPY } from '../fluxo.copy.ts';
import { mediaFileUrl, mediaKindLabel } from '../media/mediaDisplay.ts';
import { canAddMedia, hasMedia, hasOffer, type StepDraft } from './stepDraft.ts';

const { pickers: COPY } = FLUXO_COPY;

/**
 * The pickers' lists for the draft they add to: what is already in the step stays visible but cannot be
 * picked again (no media or offer twice in a step).
 */
export function pickerOptions(draft: StepDraft | null, media: readonly Media[], offers: readonly Offer[]) {
  const mediaOptions: MediaPickerOption[] = media.map((item) => {
    const isInStep = draft !== null && hasMedia(draft, item.id);
    return {
      id: item.id,
      title: item.titulo,
      kind: item.tipo,
      src: mediaFileUrl(item),
      description: isInStep ? COPY.alreadyInStep : mediaKindLabel(item.tipo),
      isDisabled: isInStep || (draft !== null && !canAddMedia(draft)),
    };
  });
  const offerOptions: OfferPickerOption[] = offers.map((offer) => {
    const isInStep = draft !== null && hasOffer(draft, offer.id);
    return {
      id: offer.id,
      name: offer.nome_oferta,
      price: formatBrl(offer.preco, 'no-break'),
      description: isInStep ? COPY.alreadyInStep : offer.link,
      isDisabled: isInStep,
    };
  });
  return { media: mediaOptions, offers: offerOptions };
}
