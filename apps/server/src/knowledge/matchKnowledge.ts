import {
  KNOWLEDGE_ANSWER_MAX_SENTENCES,
  KNOWLEDGE_FAQ_THRESHOLD,
  KNOWLEDGE_MATCH_MARGIN,
  KNOWLEDGE_PASSAGE_THRESHOLD,
} from '../constants.ts';
import { coverage, similarity } from '../runtime/brain/objectionMatcher.ts';
import { compoundTermsOf, type Term, termsOf } from '../runtime/brain/ptBrTerms.ts';
import { ABOUT_TITLE, KNOWLEDGE_REASON } from './knowledgeTexts.ts';
import { isHeading, sentencesOf } from './passages.ts';
import type { FaqCandidate, KnowledgeCandidates, PassageCandidate } from './searchKnowledge.ts';

export type KnowledgeSource = 'faq' | 'documento' | 'sobre';

/**
 * The knowledge base's best answer to a question: where it came from, how well it fits (0–1) and the exact text
 * the agent would send. `found` is false below the thresholds: the agent then does not answer from it.
 */
export interface KnowledgeMatch {
  readonly found: boolean;
  readonly source: KnowledgeSource;
  /** The FAQ entry or the document (null: "Sobre o negócio"). */
  readonly id: number | null;
  /** The FAQ entry's question, the document's name or "Sobre o negócio". */
  readonly title: string;
  /** What matched: the entry's question or the passage. */
  readonly excerpt: string;
  readonly score: number;
  /** The reply: the FAQ answer, or the one or two sentences of the passage that answer. */
  readonly reply: string;
  /** The reason as the owner reads it ("base de conhecimento → pergunta frequente …"). */
  readonly reason: string;
}

const round = (score: number) => Math.round(score * 1_000) / 1_000;

function faqMatch(faq: FaqCandidate, score: number): KnowledgeMatch {
  return {
    found: score >= KNOWLEDGE_FAQ_THRESHOLD,
    source: 'faq',
    id: faq.id,
    title: faq.pergunta,
    excerpt: faq.pergunta,
    score: round(score),
    reply: faq.resposta,
    reason: KNOWLEDGE_REASON.faq(faq.pergunta),
  };
}

/**
 * The passage's sentence holding most of the question (read with the passage's heading, which says what it is
 * about), with the sentence after it when it is itself a lead-in ("Prazos:"). Its score: how much of the question
 * it holds, the shorter sentence first on a tie.
 */
function passageMatch(passage: PassageCandidate, lead: readonly Term[]): KnowledgeMatch | undefined {
  const sentences = sentencesOf(passage.texto);
  const heading = sentences.length > 1 && isHeading(sentences[0] ?? '') ? (sentences[0] ?? '') : '';
  let best = -1;
  let bestScore = 0;
  sentences.forEach((sentence, index) => {
    const context = sentence === heading ? sentence : `${heading} ${sentence}`;
    const score = coverage(lead, termsOf(context));
    const shorter = best >= 0 && sentence.length < (sentences[best] ?? '').length;
    // The heading alone is the answer only when no sentence under it holds as much.
    const better =
      score > bestScore || (score === bestScore && score > 0 && (shorter || sentences[best] === heading));
    if (better) {
      best = index;
      bestScore = score;
    }
  });
  if (best < 0) return undefined;
  const chosen = [sentences[best] ?? ''];
  const next = sentences[best + 1];
  if (next && KNOWLEDGE_ANSWER_MAX_SENTENCES > 1 && /[:\-–]$/.test(chosen[0] ?? '')) chosen.push(next);
  const source: KnowledgeSource = passage.documentId === null ? 'sobre' : 'documento';
  const title = passage.nome ?? ABOUT_TITLE;
  return {
    found: bestScore >= KNOWLEDGE_PASSAGE_THRESHOLD,
    source,
    id: passage.documentId,
    title,
    excerpt: passage.texto,
    score: round(bestScore),
    reply: chosen.join(' '),
    reason: source === 'sobre' ? KNOWLEDGE_REASON.sobre() : KNOWLEDGE_REASON.documento(title),
  };
}

/**
 * Picks the answer among the search's candidates, deterministically: the FAQ entry whose question is closest
 * to the lead's, or the passage whose sentences hold most of the question. A FAQ entry is the owner's own
 * answer, so it wins unless a passage fits clearly better. Undefined when nothing shares a word with it.
 */
export function matchKnowledge(
  question: string,
  candidates: KnowledgeCandidates,
): KnowledgeMatch | undefined {
  const lead = termsOf(question);
  if (lead.length === 0) return undefined;
  const compounds = compoundTermsOf(question);
  const faq = candidates.faq
    .map((entry) => faqMatch(entry, similarity(lead, termsOf(entry.pergunta), compounds)))
    .sort((a, b) => b.score - a.score)[0];
  const passage = candidates.passages
    .flatMap((candidate) => passageMatch(candidate, lead) ?? [])
    .sort((a, b) => b.score - a.score)[0];
  if (faq?.found && (!passage?.found || faq.score + KNOWLEDGE_MATCH_MARGIN >= passage.score)) return faq;
  if (passage?.found) return passage;
  const closest = [faq, passage].filter((match) => match !== undefined && match.score > 0);
  return closest.sort((a, b) => (b?.score ?? 0) - (a?.score ?? 0))[0];
}
