import {
  OBJECTION_MATCH_MARGIN,
  OBJECTION_MATCH_THRESHOLD,
  OBJECTION_TERM_WEIGHTS,
  OBJECTION_TYPO_MIN_LENGTH,
} from '../../constants.ts';
import type { BrainObjection } from './brain.ts';
import { compoundTermsOf, isOneTypoAway, type Term, termsOf } from './ptBrTerms.ts';

export interface ObjectionScore {
  readonly objectionId: number;
  readonly score: number;
}

/** How well one word of the lead stands for one word of the question (0 = not at all). */
function termWeight(question: Term, lead: Term): number {
  const sameConcept = question.concept !== undefined && question.concept === lead.concept;
  if (question.stem === lead.stem) {
    // A shared stem with another ending is another word ("funcionamento" is not "funciona").
    if (question.derivation === lead.derivation) return OBJECTION_TERM_WEIGHTS.sameStem;
    return sameConcept ? OBJECTION_TERM_WEIGHTS.sameConcept : 0;
  }
  const long = Math.min(question.stem.length, lead.stem.length) >= OBJECTION_TYPO_MIN_LENGTH;
  if (long && isOneTypoAway(question.stem, lead.stem)) return OBJECTION_TERM_WEIGHTS.typo;
  return sameConcept ? OBJECTION_TERM_WEIGHTS.sameConcept : 0;
}

/**
 * Similarity of a lead's text to an objection's question, 0–1 (`leadCompounds`: two of the lead's words written
 * as one, "contra indicação" for "contraindicação", count for the question but not as more words asked). Recall (how much of the question the lead
 * asked) weighs four times precision (how much of the lead's text is about it), because a lead often wraps
 * the question in other words while the panel's question is short.
 */
export function similarity(
  leadTerms: readonly Term[],
  questionTerms: readonly Term[],
  leadCompounds: readonly Term[] = [],
): number {
  if (leadTerms.length === 0 || questionTerms.length === 0) return 0;
  const candidates = [...leadTerms, ...leadCompounds];
  let shared = 0;
  let covered = 0;
  for (const question of questionTerms) {
    const weight = Math.max(...candidates.map((lead) => termWeight(question, lead)));
    shared += weight;
    if (weight > 0) covered++;
  }
  // One word in common with a longer question is a coincidence ("meu cabelo tá caindo" is not "Funciona em
  // cabelo com química?"): the lead must ask at least half of what the question is about.
  if (shared === 0 || covered < Math.ceil(questionTerms.length / 2)) return 0;
  const recall = shared / questionTerms.length;
  const precision = Math.min(1, shared / leadTerms.length);
  return (5 * precision * recall) / (4 * precision + recall);
}

/**
 * How much of what was asked (`askedTerms`) a text holds, 0–1: the weighted share of the asked words found in it,
 * 0 when fewer than half are (one word in common is a coincidence). The knowledge base ranks passages by it,
 * since a passage is long and holds more than the answer.
 */
export function coverage(askedTerms: readonly Term[], textTerms: readonly Term[]): number {
  if (askedTerms.length === 0 || textTerms.length === 0) return 0;
  let shared = 0;
  let covered = 0;
  for (const asked of askedTerms) {
    const weight = Math.max(...textTerms.map((term) => termWeight(asked, term)));
    shared += weight;
    if (weight > 0) covered++;
  }
  if (covered < Math.ceil(askedTerms.length / 2)) return 0;
  return shared / askedTerms.length;
}

/** Every objection's score for the text, best first. */
export function scoreObjections(text: string, objections: readonly BrainObjection[]): ObjectionScore[] {
  const leadTerms = termsOf(text);
  const compounds = compoundTermsOf(text);
  return objections
    .map((objection) => ({
      objectionId: objection.id,
      score: similarity(leadTerms, termsOf(objection.pergunta), compounds),
    }))
    .sort((a, b) => b.score - a.score);
}

/**
 * The objection the lead's text asks, or null. A match needs the threshold and a clear margin over the
 * runner-up: when two answers fit about as well, answering the wrong one is worse than following the flow.
 */
export function matchObjection(text: string, objections: readonly BrainObjection[]): number | null {
  const [best, runnerUp] = scoreObjections(text, objections);
  if (!best || best.score < OBJECTION_MATCH_THRESHOLD) return null;
  if (runnerUp && best.score - runnerUp.score < OBJECTION_MATCH_MARGIN) return null;
  return best.objectionId;
}
