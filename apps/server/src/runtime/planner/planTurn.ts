import type { FlowPart } from '@agente/rules';
import { formatBrl, MEDIA_PUBLIC_PATH } from '@agente/rules';
import { HANDOVER_REASONS, offerWithName } from '../../messages.ts';
import type { BrainDecision, BrainStep, TurnContext } from '../brain/brain.ts';
import { type Catalogue, vetModelText } from '../brain/modelText/vetModelText.ts';
import type { PlanMedia, PlannedMessage, SkippedPart, TurnPlan } from './turnPlan.ts';

export interface PlanInput {
  readonly decision: BrainDecision;
  readonly context: Pick<TurnContext, 'steps' | 'objections' | 'offers' | 'persona'>;
  /** The product's media rows now; a marker whose media is not here was deleted. */
  readonly media: readonly PlanMedia[];
  /** config.publicUrl: media are sent as links to the product's own /uploads/midias. */
  readonly publicUrl: string;
}

export const mediaUrl = (publicUrl: string, fileName: string) =>
  `${publicUrl}${MEDIA_PUBLIC_PATH}/${fileName}`;

/** What the model's text may mention: the current offers' links and prices and the product's media URLs. */
export function catalogueOf(input: Pick<PlanInput, 'context' | 'media' | 'publicUrl'>): Catalogue {
  return {
    links: [
      ...input.context.offers.map((offer) => offer.link),
      ...input.media.map((media) => mediaUrl(input.publicUrl, media.nomeArquivo)),
    ],
    prices: input.context.offers.map((offer) => offer.preco),
  };
}

/**
 * An offer as one text: its name with the current price ("Kit 3 frascos por R$ 97,90") and link, or the price
 * alone when it has no name. A deleted offer is sent with the marker's own price and link (markers carry no name).
 */
export function offerText(price: number, link: string, name: string | null = null): string {
  const priceText = formatBrl(price);
  return `${name ? offerWithName(name, priceText) : priceText}\n${link}`;
}

/**
 * Turns a decision into the ordered messages of one turn. The order is fixed so a lead always reads a step
 * the same way, whatever order the markers were written in:
 * 1. the brain's small talk, if any, whole (normalised) or not at all when it mentions anything outside the
 *    catalogue (a link, a price, a pix key: see vetModelText);
 * 2. a step's text (all its text parts, joined), then its media in marker order (current row; a deleted one is
 *    skipped and reported), then its offers in marker order (current price and link), then, when the step has
 *    {PAUSAR_AGENTE}, the agent's pause message — and the lead is paused after sending;
 *    an objection: its answer; a pause decision: the pause message, and the lead is paused.
 */
export function planTurn(input: PlanInput): TurnPlan {
  const { decision, context } = input;
  const messages: PlannedMessage[] = [];
  const skipped: SkippedPart[] = [];
  const removed: string[] = [];
  const catalogue = catalogueOf(input);
  const pauseMessage: PlannedMessage = { kind: 'text', text: context.persona.mensagemPausa };

  const smallTalk =
    decision.kind === 'reply' ? decision.text : decision.kind === 'pause' ? '' : decision.smallTalk;
  if (smallTalk?.trim()) {
    const vetted = vetModelText(smallTalk, catalogue);
    if (vetted.ok) messages.push({ kind: 'text', text: vetted.text });
    else {
      removed.push(vetted.found);
      skipped.push({ kind: 'smallTalk', reason: 'fora_do_cadastro' });
    }
  }

  if (decision.kind === 'pause') {
    return {
      messages: [pauseMessage],
      pausesLead: true,
      handoverReason: HANDOVER_REASONS.fimDoFluxo,
      reachedPosition: undefined,
      skipped,
      removed,
    };
  }
  if (decision.kind === 'objection') {
    const objection = context.objections.find((candidate) => candidate.id === decision.objectionId);
    if (objection) messages.push({ kind: 'text', text: objection.resposta });
    else
      skipped.push({ kind: 'objection', objectionId: decision.objectionId, reason: 'objecao_inexistente' });
  }
  if (decision.kind !== 'step')
    return {
      messages,
      pausesLead: false,
      handoverReason: null,
      reachedPosition: undefined,
      skipped,
      removed,
    };

  const step = context.steps.find((candidate) => candidate.position === decision.position);
  if (!step) {
    skipped.push({ kind: 'step', position: decision.position, reason: 'etapa_inexistente' });
    return {
      messages,
      pausesLead: false,
      handoverReason: null,
      reachedPosition: undefined,
      skipped,
      removed,
    };
  }
  const stepParts = stepMessages(step, input, skipped);
  messages.push(...stepParts.messages);
  if (stepParts.pauses) messages.push(pauseMessage);
  return {
    messages,
    pausesLead: stepParts.pauses,
    handoverReason: stepParts.pauses ? HANDOVER_REASONS.etapaDePausa : null,
    reachedPosition: step.position,
    skipped,
    removed,
  };
}

function stepMessages(step: BrainStep, input: PlanInput, skipped: SkippedPart[]) {
  const of = <T extends FlowPart['type']>(type: T) =>
    step.parts.filter((part): part is Extract<FlowPart, { type: T }> => part.type === type);
  const messages: PlannedMessage[] = [];
  const text = of('text')
    .map((part) => part.value)
    .join('')
    .trim();
  if (text) messages.push({ kind: 'text', text });
  for (const marker of of('media')) {
    const media = input.media.find((row) => row.id === marker.id);
    if (!media) {
      skipped.push({ kind: 'media', mediaId: marker.id, reason: 'midia_excluida' });
      continue;
    }
    messages.push({
      kind: 'media',
      mediaType: media.tipo,
      url: mediaUrl(input.publicUrl, media.nomeArquivo),
      ...(media.tipo === 'pdf' ? { fileName: `${media.titulo}.pdf` } : {}),
    });
  }
  for (const marker of of('offer')) {
    const offer = input.context.offers.find((row) => row.id === marker.id);
    messages.push({
      kind: 'text',
      text: offer ? offerText(offer.preco, offer.link, offer.nome) : offerText(marker.preco, marker.link),
    });
  }
  return { messages, pauses: of('pause').length > 0 };
}
