import type { FlowStep, Media, Offer } from '@agente/api';
import { formatBrl } from '@agente/rules';
import { type FlowChip, type FlowStepListItem, offerTitle } from '@agente/ui';
import { FLUXO_COPY } from '../fluxo.copy.ts';
import { mediaKindLabel } from '../media/mediaDisplay.ts';
import { draftFromText, mediaKey, offerKey, PAUSE_KEY, type StepDraft } from './stepDraft.ts';

const { chips: COPY } = FLUXO_COPY;

/** The product's media and offers by id: chips show their titles and names. */
export interface ChipSources {
  readonly mediaById: ReadonlyMap<number, Media>;
  readonly offerById: ReadonlyMap<number, Offer>;
}

/** A draft's markers as chips, in the stored order: media, offers (named when the offer has a name), pause. */
export function draftChips(draft: StepDraft, { mediaById, offerById }: ChipSources): FlowChip[] {
  return [
    ...draft.media.map((part): FlowChip => {
      const title = mediaById.get(part.id)?.titulo ?? COPY.unknownMedia(part.id);
      return {
        key: mediaKey(part.id),
        kind: 'media',
        label: COPY.media(title, mediaKindLabel(part.codec)),
        removeLabel: COPY.removeMedia(title),
        mediaKind: part.codec,
      };
    }),
    ...draft.offers.map((part): FlowChip => {
      const offer = offerTitle(formatBrl(part.preco, 'no-break'), offerById.get(part.id)?.nome_oferta);
      return {
        key: offerKey(part.id),
        kind: 'offer',
        label: COPY.offer(offer),
        removeLabel: COPY.removeOffer(offer),
      };
    }),
    ...(draft.pause
      ? [{ key: PAUSE_KEY, kind: 'pause', label: COPY.pause, removeLabel: COPY.removePause } as const]
      : []),
  ];
}

/** Steps in flow order (by posicao). */
export const byPosition = (steps: readonly FlowStep[]) => [...steps].sort((a, b) => a.posicao - b.posicao);

/** A stored step as the list shows it: "Etapa n", its markers, then its text. */
export function toStepItem(step: FlowStep, index: number, sources: ChipSources): FlowStepListItem {
  const draft = draftFromText(step.texto);
  return {
    id: step.id,
    title: FLUXO_COPY.steps.stepTitle(index + 1),
    chips: draftChips(draft, sources),
    text: draft.text,
  };
}
