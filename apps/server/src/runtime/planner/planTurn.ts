import type { FlowPart } from '@agente/rules';
import { formatBrl, MEDIA_PUBLIC_PATH } from '@agente/rules';
import { REPEAT_SHORTEN_MIN_CHARS } from '../../constants.ts';
import { HANDOVER_REASONS, offerWithName } from '../../messages.ts';
import type { BrainDecision, BrainOffer, BrainStep, TurnContext } from '../brain/brain.ts';
import {
  guaranteeAnswer,
  OPT_OUT_CONFIRMATION_DEFAULT,
  paymentAnswer,
  priceShort,
} from '../brain/brainTexts.ts';
import { type Catalogue, vetModelText } from '../brain/modelText/vetModelText.ts';
import { lastAgentTexts } from './repetition.ts';
import type { PlanMedia, PlannedMessage, SkippedPart, TurnPlan } from './turnPlan.ts';

export interface PlanInput {
  readonly decision: BrainDecision;
  readonly context: Pick<
    TurnContext,
    'steps' | 'objections' | 'offers' | 'persona' | 'product' | 'history' | 'position'
  >;
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

/** An offer's name and current price ("Kit 3 frascos por R$ 97,90"), or the price alone when it has no name. */
export function offerLine(price: number, name: string | null = null): string {
  const priceText = formatBrl(price);
  return name ? offerWithName(name, priceText) : priceText;
}

/**
 * An offer as one text: its name with the current price and its link. A deleted offer is sent with the
 * marker's own price and link (markers carry no name).
 */
export function offerText(price: number, link: string, name: string | null = null): string {
  return `${offerLine(price, name)}\n${link}`;
}

/** The first sentence of a text: the key fact when the whole was just sent. */
const firstSentence = (text: string) => text.split(/(?<=[.!?])\s+/)[0] ?? text;

/**
 * Turns a decision into the ordered messages of one turn, action by action, every price, link and fact
 * read from the catalogue now:
 * - an opt-out is the confirmation alone (the persona's text, else the built-in one), whatever else was decided;
 * - a step: its text (all its text parts, joined), its media in marker order (current row; a deleted one is
 *   skipped and reported), its offers in marker order (current price and link); a step with {PAUSAR_AGENTE}
 *   hands the lead over;
 * - offers: names and prices in one message, or one message per offer with its link when the lead buys;
 * - media: one file of the product's library (current row; a deleted one is skipped and reported);
 * - objection, payment, guarantee, fact, knowledge: the registered answer, the product's own field or the
 *   knowledge base's answer;
 * - say: the built-in text; small talk: the model's text whole (normalised), or not at all when it mentions
 *   anything outside the catalogue (a link, a price, a pix key: see vetModelText);
 * - a handover ends the reply with the pause message, and the lead is paused.
 * A long text the agent sent in its last turn is not sent again: its short form goes instead.
 */
export function planTurn(input: PlanInput): TurnPlan {
  const { decision, context } = input;
  const skipped: SkippedPart[] = [];
  const removed: string[] = [];
  if (decision.actions.some((action) => action.kind === 'optout')) {
    const text = context.persona.mensagemOptOut?.trim() || OPT_OUT_CONFIRMATION_DEFAULT;
    return {
      messages: [{ kind: 'text', text }],
      pausesLead: false,
      optOut: true,
      handoverReason: null,
      reachedPosition: undefined,
      skipped,
      removed,
    };
  }
  const messages: PlannedMessage[] = [];
  const catalogue = catalogueOf(input);
  const justSent = lastAgentTexts(context.history);
  const say = (text: string, short: string = text) => {
    const repeated = text.length >= REPEAT_SHORTEN_MIN_CHARS && justSent.has(text);
    messages.push({ kind: 'text', text: repeated ? short : text });
  };
  let reachedPosition: number | undefined;
  let handoverReason: string | null = null;
  const reach = (position: number) => {
    reachedPosition = Math.max(reachedPosition ?? 0, position);
  };

  for (const action of decision.actions) {
    switch (action.kind) {
      case 'smallTalk': {
        if (!action.text.trim()) break;
        const vetted = vetModelText(action.text, catalogue);
        if (vetted.ok) messages.push({ kind: 'text', text: vetted.text });
        else {
          removed.push(vetted.found);
          skipped.push({ kind: 'smallTalk', reason: 'fora_do_cadastro' });
        }
        break;
      }
      case 'say':
        messages.push({ kind: 'text', text: action.text });
        break;
      case 'step': {
        const step = context.steps.find((candidate) => candidate.position === action.position);
        if (!step) {
          skipped.push({ kind: 'step', position: action.position, reason: 'etapa_inexistente' });
          break;
        }
        const parts = stepMessages(step, input, skipped);
        messages.push(...parts.messages);
        reach(step.position);
        if (parts.pauses) handoverReason ??= HANDOVER_REASONS.etapaDePausa;
        break;
      }
      case 'media': {
        const media = input.media.find((row) => row.id === action.mediaId);
        if (media) messages.push(mediaMessage(media, input.publicUrl));
        else skipped.push({ kind: 'media', mediaId: action.mediaId, reason: 'midia_excluida' });
        break;
      }
      case 'objection': {
        const objection = context.objections.find((candidate) => candidate.id === action.objectionId);
        if (objection) say(objection.resposta, firstSentence(objection.resposta));
        else
          skipped.push({ kind: 'objection', objectionId: action.objectionId, reason: 'objecao_inexistente' });
        break;
      }
      case 'offers': {
        const offers: BrainOffer[] = [];
        for (const id of action.offerIds) {
          const offer = context.offers.find((candidate) => candidate.id === id);
          if (offer) offers.push(offer);
          else skipped.push({ kind: 'offer', offerId: id, reason: 'oferta_inexistente' });
        }
        if (offers.length === 0) break;
        if (action.links) {
          for (const offer of offers) say(offerText(offer.preco, offer.link, offer.nome), offer.link);
        } else {
          const cheapest = Math.min(...offers.map((offer) => offer.preco));
          say(offers.map((offer) => offerLine(offer.preco, offer.nome)).join('\n'), priceShort(cheapest));
        }
        if (action.position !== null) reach(action.position);
        break;
      }
      case 'payment': {
        const methods = context.product.formaPagamento;
        if (methods) say(paymentAnswer(methods), methods);
        else skipped.push({ kind: 'answer', answer: 'payment', reason: 'dado_ausente' });
        break;
      }
      case 'guarantee': {
        const guarantee = context.product.garantia;
        if (guarantee) say(guaranteeAnswer(guarantee), guarantee);
        else skipped.push({ kind: 'answer', answer: 'guarantee', reason: 'dado_ausente' });
        break;
      }
      case 'fact':
        say(action.sentence, firstSentence(action.sentence));
        break;
      case 'knowledge':
        say(action.text, firstSentence(action.text));
        break;
      case 'handover':
        handoverReason ??= action.reason;
        break;
    }
  }
  if (handoverReason !== null) messages.push({ kind: 'text', text: context.persona.mensagemPausa });
  return {
    messages,
    pausesLead: handoverReason !== null,
    optOut: false,
    handoverReason,
    reachedPosition,
    skipped,
    removed,
  };
}

/** A media row as a message: the current file's public address and type (a PDF keeps its title as name). */
function mediaMessage(media: PlanMedia, publicUrl: string): PlannedMessage {
  return {
    kind: 'media',
    mediaType: media.tipo,
    url: mediaUrl(publicUrl, media.nomeArquivo),
    ...(media.tipo === 'pdf' ? { fileName: `${media.titulo}.pdf` } : {}),
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
    messages.push(mediaMessage(media, input.publicUrl));
  }
  // Price, link and name come from the offer row; an offer that is gone is never sent.
  for (const marker of of('offer')) {
    const offer = input.context.offers.find((row) => row.id === marker.id);
    if (!offer) {
      skipped.push({ kind: 'offer', offerId: marker.id, reason: 'oferta_inexistente' });
      continue;
    }
    messages.push({ kind: 'text', text: offerText(offer.preco, offer.link, offer.nome) });
  }
  return { messages, pauses: of('pause').length > 0 };
}
