import { matchesAny, type Utterance } from './normalize.ts';

/** Is this real and safe: "é golpe?", "é confiável?", "é seguro comprar?", "é original?". */
const TRUST_RULES: readonly RegExp[] = [
  /\b(?:golpe|golpes|golpista|golpistas|fraude|piramide|pirata|falsificado|falso|fake|enganacao)\b/,
  /\b(?:confiavel|confiaveis|confiar|confio|confianca|seguranca|idoneo|idonea|idoneidade|procedencia)\b/,
  /\b(?:e|eh|site|compra|comprar|pagamento|pagar|loja|link|empresa) (?:e )?segur[oa]\b/,
  /\b(?:e|eh|isso e|empresa) (?:de )?(?:verdade|real|original|legit|legitimo|serio|seria)\b/,
  /\b(?:cnpj|reclame aqui|nota fiscal|empresa existe|empresa registrada)\b/,
  /\bmedo de (?:comprar|pagar|cair|ser enganad)/,
];

export function doubtsTrust(utterance: Utterance): boolean {
  return matchesAny(utterance, TRUST_RULES);
}
