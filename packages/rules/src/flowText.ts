import type * as CONTRACT_SCHEMAS from './contract.generated.ts';
import { FLOW_MAX_MEDIA_PER_STEP, FLOW_MAX_TEXT_LENGTH } from './flowLimits.ts';
import { PRICE_DECIMALS } from './money.ts';

/** How a media file is sent (the contract's MediaType). */
export type MediaType = (typeof CONTRACT_SCHEMAS.MediaType.enum)[number];

/**
 * A flow step's text is one string of parts, in this grammar:
 *   {MEDIA Id=12 codec=imagem}  {OFERTA Id=3 Valor=97.90 Link=https://pay.exemplo.com/x}  {PAUSAR_AGENTE}  free text
 * Parts are written media → offers → pause → text; reading keeps the string's order and merges adjacent text.
 *
 * That is the text the API carries. The database keeps an offer as a reference alone ({OFERTA Id=3}): its price
 * and link live on the offer row only, and are filled in when the step is read or sent (resolveStepOffers), so
 * editing an offer rewrites no step.
 */
export type FlowPart =
  | { type: 'text'; value: string }
  | { type: 'media'; id: number; codec: MediaType }
  | { type: 'offer'; id: number; preco: number; link: string }
  | { type: 'pause' };

/** A part as the database keeps it: an offer named by its id alone. */
export type StoredFlowPart = Exclude<FlowPart, { type: 'offer' }> | { type: 'offer'; id: number };

/** The price and link of an offer a step refers to, read from the offer row. */
export interface StepOffer {
  preco: number;
  link: string;
}

const MARKER =
  /\{(?:MEDIA Id=(\d+) codec=(imagem|video|audio|pdf)|OFERTA Id=(\d+)(?: Valor=(\d+(?:\.\d+)?) Link=([^\s}]+))?|(PAUSAR_AGENTE))\}/g;

/**
 * The parts of a text; `offer` turns an OFERTA marker into its part (its Valor and Link when it carries them),
 * or null to keep the marker as plain text.
 */
function readParts<P extends { type: string }>(
  texto: string,
  offer: (id: number, valor: string | undefined, link: string | undefined) => P | null,
): (P | Exclude<StoredFlowPart, { type: 'offer' }>)[] {
  const parts: (P | Exclude<StoredFlowPart, { type: 'offer' }>)[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = parts[parts.length - 1];
    if (last?.type === 'text' && 'value' in last) last.value += value;
    else parts.push({ type: 'text', value });
  };
  let cursor = 0;
  for (const match of texto.matchAll(MARKER)) {
    pushText(texto.slice(cursor, match.index));
    cursor = match.index + match[0].length;
    const [whole, mediaId, codec, offerId, valor, link, pause] = match;
    if (mediaId && codec) parts.push({ type: 'media', id: Number(mediaId), codec: codec as MediaType });
    else if (offerId) {
      const part = offer(Number(offerId), valor, link);
      if (part) parts.push(part);
      else pushText(whole);
    } else if (pause) parts.push({ type: 'pause' });
  }
  pushText(texto.slice(cursor));
  return parts;
}

/** A step's text as the API carries it: an offer marker holds its price and link. */
export function parseFlowText(texto: string): FlowPart[] {
  return readParts(texto, (id, valor, link): FlowPart | null =>
    valor && link ? { type: 'offer', id, preco: Number(valor), link } : null,
  );
}

/**
 * A step's text as the database keeps it: an offer marker is a reference to the offer row (a price and link a
 * marker may still carry are never read).
 */
export function parseStoredFlowText(texto: string): StoredFlowPart[] {
  return readParts(texto, (id): StoredFlowPart => ({ type: 'offer', id }));
}

/**
 * The step as read or sent: each offer reference carries its offer's current price and link. A reference whose
 * offer is gone is left out (never a price the offer no longer has).
 */
export function resolveStepOffers(
  parts: readonly StoredFlowPart[],
  offers: ReadonlyMap<number, StepOffer>,
): FlowPart[] {
  return parts.flatMap((part): FlowPart[] => {
    if (part.type !== 'offer') return [part];
    const offer = offers.get(part.id);
    return offer ? [{ type: 'offer', id: part.id, preco: offer.preco, link: offer.link }] : [];
  });
}

/** The ids of the offers a stored step refers to. */
export function stepOfferIds(parts: readonly StoredFlowPart[]): number[] {
  return parts.flatMap((part) => (part.type === 'offer' ? [part.id] : []));
}

/** Puts parts in the stored order, dropping repeated media/offers, extra pauses and empty text; merges text. */
export function normalizeFlowParts<P extends StoredFlowPart | FlowPart>(parts: readonly P[]): P[] {
  const media = new Map<number, P>();
  const offers = new Map<number, P>();
  let pause = false;
  let text = '';
  for (const part of parts) {
    if (part.type === 'media' && !media.has(part.id)) media.set(part.id, part);
    else if (part.type === 'offer' && !offers.has(part.id)) offers.set(part.id, part);
    else if (part.type === 'pause') pause = true;
    else if (part.type === 'text') text += part.value;
  }
  return [
    ...media.values(),
    ...offers.values(),
    ...(pause ? [{ type: 'pause' } as P] : []),
    ...(text ? [{ type: 'text', value: text } as P] : []),
  ];
}

// A link cannot carry whitespace or '}' inside a marker; percent-encoding keeps it a valid URL.
const encodeLink = (link: string) =>
  link.replace(/[\s}]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function writePart(part: StoredFlowPart | FlowPart): string {
  if (part.type === 'media') return `{MEDIA Id=${part.id} codec=${part.codec}}`;
  if (part.type === 'offer')
    return 'preco' in part
      ? `{OFERTA Id=${part.id} Valor=${part.preco.toFixed(PRICE_DECIMALS)} Link=${encodeLink(part.link)}}`
      : `{OFERTA Id=${part.id}}`;
  if (part.type === 'pause') return '{PAUSAR_AGENTE}';
  return part.value;
}

/** The API's text of a step (offers with their price and link). */
export function serializeFlowText(parts: readonly FlowPart[]): string {
  return normalizeFlowParts(parts).map(writePart).join('');
}

/** The database's text of a step (offers by reference). */
export function serializeStoredFlowText(parts: readonly StoredFlowPart[]): string {
  return normalizeFlowParts(parts).map(writePart).join('');
}

/** Characters that count against the 400 limit: text parts only, line breaks counted as spaces. */
export function flowTextLength(parts: readonly (StoredFlowPart | FlowPart)[]): number {
  return parts.reduce(
    (sum, part) => (part.type === 'text' ? sum + part.value.replace(/\r?\n/g, ' ').length : sum),
    0,
  );
}

export type FlowTextProblem = 'TEXTO_LONGO' | 'MIDIAS_DEMAIS' | 'MIDIA_REPETIDA' | 'OFERTA_REPETIDA';

/** What breaks the step rules (FLOW_MESSAGES), in the order a user should fix them; empty when valid. */
export function flowTextProblems(parts: readonly (StoredFlowPart | FlowPart)[]): FlowTextProblem[] {
  const problems: FlowTextProblem[] = [];
  const mediaIds = parts.flatMap((p) => (p.type === 'media' ? [p.id] : []));
  const offerIds = parts.flatMap((p) => (p.type === 'offer' ? [p.id] : []));
  if (flowTextLength(parts) > FLOW_MAX_TEXT_LENGTH) problems.push('TEXTO_LONGO');
  if (new Set(mediaIds).size > FLOW_MAX_MEDIA_PER_STEP) problems.push('MIDIAS_DEMAIS');
  if (new Set(mediaIds).size !== mediaIds.length) problems.push('MIDIA_REPETIDA');
  if (new Set(offerIds).size !== offerIds.length) problems.push('OFERTA_REPETIDA');
  return problems;
}
