import type { BrainProduct } from '../brain.ts';
import { isOneTypoAway, type Term, termsOf } from '../ptBrTerms.ts';

/** Concepts other answers own: the price, payment, guarantee and trust are never read from the description. */
const OWNED_CONCEPTS = new Set(['PRECO', 'PAGAMENTO', 'GARANTIA', 'CONFIANCA']);
/** Words that ask nothing about the product's content ("ele serve?", "é bom mesmo?"). */
const VAGUE_WORDS =
  'produto ele ela eles elas isso esse essa voce voces mesmo muito bom boa otimo funciona serve usar';
const VAGUE = new Set(termsOf(VAGUE_WORDS).map((term) => term.stem));
/** Stems of a one-letter typo are only trusted on words this long. */
const TYPO_MIN_STEM = 5;

/** The description split into sentences, as the seller wrote them. */
export function descriptionSentences(descricao: string | null): string[] {
  if (!descricao) return [];
  return descricao
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

const sameWord = (a: Term, b: Term) =>
  a.derivation === b.derivation &&
  (a.stem === b.stem ||
    (Math.min(a.stem.length, b.stem.length) >= TYPO_MIN_STEM && isOneTypoAway(a.stem, b.stem)));

/**
 * The lead's terms that can ask a fact: not a word of `naming` (the product's and its offers' names), not a
 * vague word, not a price or payment.
 */
export function factTerms(text: string, naming: string): Term[] {
  const named = new Set(termsOf(naming).map((term) => term.stem));
  return termsOf(text).filter(
    (term) =>
      !named.has(term.stem) &&
      !VAGUE.has(term.stem) &&
      (term.concept === undefined || !OWNED_CONCEPTS.has(term.concept)),
  );
}

/**
 * The description's sentence that answers the lead's question: the one sharing most content words with it
 * (the first on a tie), and more than half of them; null when none does.
 */
export function answeringSentence(
  leadTerms: readonly Term[],
  product: Pick<BrainProduct, 'descricao'>,
): string | null {
  if (leadTerms.length === 0) return null;
  let best: { sentence: string; shared: number } | null = null;
  for (const sentence of descriptionSentences(product.descricao)) {
    const sentenceTerms = termsOf(sentence);
    const shared = leadTerms.filter((lead) => sentenceTerms.some((term) => sameWord(lead, term))).length;
    // Most of what the lead asked must be there: "tem aula de pão?" is not answered by "42 aulas gravadas".
    if (2 * shared <= leadTerms.length) continue;
    if (best === null || shared > best.shared) best = { sentence, shared };
  }
  return best?.sentence ?? null;
}
