import type { FlowStep, Media } from '@agente/api';
import { type FlowChip, type FlowStepListItem, formatMoney } from '@agente/ui';
import { FLUXO_COPY } from './fluxo.copy.ts';
import { draftFromText, mediaKey, offerKey, PAUSE_KEY, type StepDraft } from './stepDraft.ts';

const { chips: COPY } = FLUXO_COPY;

/** A draft's markers as chips, in the stored order: media, offers, pause. */
export function draftChips(draft: StepDraft, mediaById: ReadonlyMap<number, Media>): FlowChip[] {
  return [
    ...draft.media.map((part): FlowChip => {
      const title = mediaById.get(part.id)?.titulo ?? COPY.unknownMedia(part.id);
      return {
        key: mediaKey(part.id),
        kind: 'media',
        label: COPY.media(title, part.codec),
        removeLabel: COPY.removeMedia(title),
        mediaKind: part.codec,
      };
    }),
    ...draft.offers.map((part): FlowChip => {
      const price = formatMoney(part.preco);
      return {
        key: offerKey(part.id),
        kind: 'offer',
        label: COPY.offer(price),
        removeLabel: COPY.removeOffer(price),
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
export function toStepItem(
  step: FlowStep,
  index: number,
  mediaById: ReadonlyMap<number, Media>,
): FlowStepListItem {
  const draft = draftFromText(step.texto);
  return {
    id: step.id,
    title: FLUXO_COPY.steps.stepTitle(index + 1),
    chips: draftChips(draft, mediaById),
    text: draft.text,
  };
}
