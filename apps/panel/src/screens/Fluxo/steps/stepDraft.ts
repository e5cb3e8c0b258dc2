import type { Media, Offer } from '@agente/api';
import { FLOW_MAX_MEDIA_PER_STEP, type FlowPart, parseFlowText, serializeFlowText } from '@agente/rules';

type MediaPart = Extract<FlowPart, { type: 'media' }>;
type OfferPart = Extract<FlowPart, { type: 'offer' }>;

/**
 * A step as the composer holds it: the markers in their fixed order (media → offers → pause) and the text last
 * (docs/panel-screens.md#flow-steps). Stored as a token string through @agente/rules' flowText.
 */
export interface StepDraft {
  media: readonly MediaPart[];
  offers: readonly OfferPart[];
  pause: boolean;
  text: string;
}

export const EMPTY_DRAFT: StepDraft = { media: [], offers: [], pause: false, text: '' };

/** Keys naming a draft's markers (the chips' keys). */
export const PAUSE_KEY = 'pause';
export const mediaKey = (id: number) => `media-${id}`;
export const offerKey = (id: number) => `offer-${id}`;

/** Reads a stored step; the text's line breaks become \n, as a textarea holds them. */
export function draftFromText(texto: string): StepDraft {
  const parts = parseFlowText(texto);
  return {
    media: parts.filter((p): p is MediaPart => p.type === 'media'),
    offers: parts.filter((p): p is OfferPart => p.type === 'offer'),
    pause: parts.some((p) => p.type === 'pause'),
    text: parts
      .map((p) => (p.type === 'text' ? p.value : ''))
      .join('')
      .replace(/\r\n?/g, '\n'),
  };
}

export function draftToParts(draft: StepDraft): FlowPart[] {
  return [
    ...draft.media,
    ...draft.offers,
    ...(draft.pause ? [{ type: 'pause' } as const] : []),
    ...(draft.text ? [{ type: 'text', value: draft.text } as const] : []),
  ];
}

export function draftToText(draft: StepDraft): string {
  return serializeFlowText(draftToParts(draft));
}

export const canAddMedia = (draft: StepDraft) => draft.media.length < FLOW_MAX_MEDIA_PER_STEP;
export const hasMedia = (draft: StepDraft, id: number) => draft.media.some((m) => m.id === id);
export const hasOffer = (draft: StepDraft, id: number) => draft.offers.some((o) => o.id === id);
/** A step is added (or saved) only with some text. */
export const hasText = (draft: StepDraft) => draft.text.trim() !== '';

/** Adds a media marker unless it is already there or the step holds the maximum. */
export function addMedia(draft: StepDraft, media: Pick<Media, 'id' | 'tipo'>): StepDraft {
  if (hasMedia(draft, media.id) || !canAddMedia(draft)) return draft;
  return { ...draft, media: [...draft.media, { type: 'media', id: media.id, codec: media.tipo }] };
}

/** Adds an offer marker unless it is already there. */
export function addOffer(draft: StepDraft, offer: Offer): StepDraft {
  if (hasOffer(draft, offer.id)) return draft;
  const part: OfferPart = { type: 'offer', id: offer.id, preco: offer.preco, link: offer.link };
  return { ...draft, offers: [...draft.offers, part] };
}

export function removeMarker(draft: StepDraft, key: string): StepDraft {
  if (key === PAUSE_KEY) return { ...draft, pause: false };
  return {
    ...draft,
    media: draft.media.filter((m) => mediaKey(m.id) !== key),
    offers: draft.offers.filter((o) => offerKey(o.id) !== key),
  };
}
