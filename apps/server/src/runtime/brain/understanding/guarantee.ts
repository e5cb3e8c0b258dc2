import { matchesAny, type Utterance } from './normalize.ts';

/**
 * Guarantee and return before buying: "tem garantia?", "e se eu não gostar?", "posso devolver?". The lead who
 * already bought and wants the money back is a complaint, not this.
 */
const GUARANTEE_RULES: readonly RegExp[] = [
  /\b(?:garantia|garantias|garantai|garatia|garantea|grantia)\b/,
  /\bgarante(?:m)? (?:o |a )?(?:resultado|dinheiro)\b/,
  /\bse (?:eu )?nao (?:gostar|curtir|funcionar|der certo|servir|fizer efeito|adaptar|ficar satisfeit[oa]|aprovar|resolver|tiver resultado)/,
  /\b(?:posso|pode|da pra|da para|consigo|aceita|aceitam|tem|tem como|e possivel|existe) (?:a |o )?(?:fazer )?(?:devolver|devolucao|trocar|troca|reembolso|estorno|cancelar|cancelamento|dinheiro de volta)\b/,
  /\b(?:devolvem|devolve|devolvo|reembolsam|reembolsa) o dinheiro\b/,
  /\b(?:direito de arrependimento|arrepender|politica de (?:troca|devolucao|reembolso)|prazo (?:de|pra|para) (?:devolucao|troca|cancelamento|arrependimento|reembolso))\b/,
  /\b(?:tem|e|eh) (?:reembolso|devolucao)\b/,
];

export function asksGuarantee(utterance: Utterance): boolean {
  return matchesAny(utterance, GUARANTEE_RULES);
}
