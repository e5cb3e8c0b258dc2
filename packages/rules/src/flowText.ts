import type * as CONTRACT_SCHEMAS from './contract.generated.ts';
import { FLOW_MAX_MEDIA_PER_STEP, FLOW_MAX_TEXT_LENGTH } from './flowLimits.ts';

/** How a media file is sent (the contract's MediaType). */
export type MediaType = (typeof CONTRACT_SCHEMAS.MediaType.enum)[number];

/**
 * A flow step's text is one string of parts, in this grammar:
 *   {MEDIA Id=12 codec=imagem}  {OFERTA Id=3 Valor=97.90 Link=https://pay.exemplo.com/x}  {PAUSAR_AGENTE}  free text
 * Parts are written media → offers → pause → text; reading keeps the string's order and merges adjacent text.
 */
export type FlowPart =
  | { type: 'text'; value: string }
  | { type: 'media'; id: number; codec: MediaType }
  | { type: 'offer'; id: number; preco: number; link: string }
  | { type: 'pause' };

const MARKER =
  /\{(?:MEDIA Id=(\d+) codec=(imagem|video|audio|pdf)|OFERTA Id=(\d+) Valor=(\d+(?:\.\d+)?) Link=([^\s}]+)|(PAUSAR_AGENTE))\}/g;

export function parseFlowText(texto: string): FlowPart[] {
  const parts: FlowPart[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = parts[parts.length - 1];
    if (last?.type === 'text') last.value += value;
    else parts.push({ type: 'text', value });
  };
  let cursor = 0;
  for (const match of texto.matchAll(MARKER)) {
    pushText(texto.slice(cursor, match.index));
    cursor = match.index + match[0].length;
    const [, mediaId, codec, offerId, valor, link, pause] = match;
    if (mediaId && codec) parts.push({ type: 'media', id: Number(mediaId), codec: codec as MediaType });
    else if (offerId && valor && link)
      parts.push({ type: 'offer', id: Number(offerId), preco: Number(valor), link });
    else if (pause) parts.push({ type: 'pause' });
  }
  pushText(texto.slice(cursor));
  return parts;
}

/** Puts parts in the stored order, dropping repeated media/offers, extra pauses and empty text; merges text. */
export function normalizeFlowParts(parts: readonly FlowPart[]): FlowPart[] {
  const media = new Map<number, FlowPart>();
  const offers = new Map<number, FlowPart>();
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
    ...(pause ? [{ type: 'pause' } as const] : []),
    ...(text ? [{ type: 'text', value: text } as const] : []),
  ];
}

// A link cannot carry whitespace or '}' inside a marker; percent-encoding keeps it a valid URL.
const encodeLink = (link: string) =>
  link.replace(/[\s}]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function writePart(part: FlowPart): string {
  if (part.type === 'media') return `{MEDIA Id=${part.id} codec=${part.codec}}`;
  if (part.type === 'offer')
    return `{OFERTA Id=${part.id} Valor=${part.preco.toFixed(2)} Link=${encodeLink(part.link)}}`;
  if (part.type === 'pause') return '{PAUSAR_AGENTE}';
  return part.value;
}

export function serializeFlowText(parts: readonly FlowPart[]): string {
  return normalizeFlowParts(parts).map(writePart).join('');
}

/** Characters that count against the 400 limit: text parts only, line breaks counted as spaces. */
export function flowTextLength(parts: readonly FlowPart[]): number {
  return parts.reduce(
    (sum, part) => (part.type === 'text' ? sum + part.value.replace(/\r?\n/g, ' ').length : sum),
    0,
  );
}

export type FlowTextProblem = 'TEXTO_LONGO' | 'MIDIAS_DEMAIS' | 'MIDIA_REPETIDA' | 'OFERTA_REPETIDA';

/** What breaks the step rules (FLOW_MESSAGES), in the order a user should fix them; empty when valid. */
export function flowTextProblems(parts: readonly FlowPart[]): FlowTextProblem[] {
  const problems: FlowTextProblem[] = [];
  const mediaIds = parts.flatMap((p) => (p.type === 'media' ? [p.id] : []));
  const offerIds = parts.flatMap((p) => (p.type === 'offer' ? [p.id] : []));
  if (flowTextLength(parts) > FLOW_MAX_TEXT_LENGTH) problems.push('TEXTO_LONGO');
  if (new Set(mediaIds).size > FLOW_MAX_MEDIA_PER_STEP) problems.push('MIDIAS_DEMAIS');
  if (new Set(mediaIds).size !== mediaIds.length) problems.push('MIDIA_REPETIDA');
  if (new Set(offerIds).size !== offerIds.length) problems.push('OFERTA_REPETIDA');
  return problems;
}
