import {
  KNOWLEDGE_ANSWER_MAX_SENTENCES,
  KNOWLEDGE_FAQ_THRESHOLD,
  KNOWLEDGE_MATCH_MARGIN,
  KNOWLEDGE_PASSAGE_THRESHOLD,
} from '../constants.ts';
import { coverage, similarity } from '../runtime/brain/objectionMatcher.ts';
import { compoundTermsOf, type Term, termsOf } from '../runtime/brain/ptBrTerms.ts';
import { ABOUT_TITLE, KNOWLEDGE_REASON } from './knowledgeTexts.ts';
import { GENERIC_QUESTION_STEMS } from './knowledgeWords.ts';
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

/** A match and how much of what was asked it holds (0–1), the measure FAQ entries and passages share. */
interface Ranked {
  readonly match: KnowledgeMatch;
  readonly fit: number;
}

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

/** The words that say what a question is about (all of them when it holds only generic ones). */
function specificTerms(terms: readonly Term[]): readonly Term[] {
  const specific = terms.filter((term) => !GENERIC_QUESTION_STEMS.has(term.stem));
  return specific.length > 0 ? specific : terms;
}

/** How well a FAQ entry's question fits: the objections' similarity, 0 unless the lead asked its subject. */
function faqScore(lead: readonly Term[], compounds: readonly Term[], question: string): number {
  const terms = termsOf(question);
  if (coverage(specificTerms(terms), [...lead, ...compounds]) === 0) return 0;
  return similarity(lead, terms, compounds);
}

/**
 * The passage's sentence holding most of what the question is about (read with the passage's heading, which
 * says what it is about; a heading that holds it too counts a little more), with the sentence after it when it
 * is itself a lead-in ("Prazos:").
 */
function passageMatch(passage: PassageCandidate, asked: readonly Term[]): Ranked | undefined {
  const sentences = sentencesOf(passage.texto);
  const heading = sentences.length > 1 && isHeading(sentences[0] ?? '') ? (sentences[0] ?? '') : '';
  const headingScore = heading ? coverage(asked, termsOf(heading)) : 0;
  let best = -1;
  let bestHeld = 0;
  sentences.forEach((sentence, index) => {
    if (sentence === heading && sentences.length > 1) return;
    // The first of two sentences holding as much is the section's own statement.
    const held = coverage(asked, termsOf(`${heading} ${sentence}`));
    if (held > bestHeld) {
      best = index;
      bestHeld = held;
    }
  });
  const bestScore = bestHeld === 0 ? 0 : 0.9 * bestHeld + 0.1 * headingScore;
  if (best < 0) return undefined;
  const chosen = [sentences[best] ?? ''];
  const next = sentences[best + 1];
  if (next && KNOWLEDGE_ANSWER_MAX_SENTENCES > 1 && /[:\-–]$/.test(chosen[0] ?? '')) chosen.push(next);
  const source: KnowledgeSource = passage.documentId === null ? 'sobre' : 'documento';
  const title = passage.nome ?? ABOUT_TITLE;
  const match: KnowledgeMatch = {
    found: bestScore >= KNOWLEDGE_PASSAGE_THRESHOLD,
    source,
    id: passage.documentId,
    title,
    excerpt: passage.texto,
    score: round(bestScore),
    reply: chosen.join(' '),
    reason: source === 'sobre' ? KNOWLEDGE_REASON.sobre() : KNOWLEDGE_REASON.documento(title),
  };
  return { match, fit: bestHeld };
}

/** The owner's own words first: a FAQ entry, then "Sobre o negócio", then documents. */
const SOURCE_RANK: Readonly<Record<KnowledgeSource, number>> = { faq: 0, sobre: 1, documento: 2 };

/** Holding most of what was asked first; within KNOWLEDGE_MATCH_MARGIN, the owner's own words first. */
function better(a: Ranked, b: Ranked): number {
  if (Math.abs(a.fit - b.fit) > KNOWLEDGE_MATCH_MARGIN) return b.fit - a.fit;
  return SOURCE_RANK[a.match.source] - SOURCE_RANK[b.match.source] || b.match.score - a.match.score;
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
  const asked = specificTerms(lead);
  const ranked: Ranked[] = [
    ...candidates.faq.map((entry) => ({
      match: faqMatch(entry, faqScore(lead, compounds, entry.pergunta)),
      fit: coverage(asked, [...termsOf(entry.pergunta)]),
    })),
    ...candidates.passages.flatMap((candidate) => passageMatch(candidate, asked) ?? []),
  ].filter((entry) => entry.match.score > 0);
  const found = ranked.filter((entry) => entry.match.found).sort(better);
  return (found[0] ?? ranked.sort((a, b) => b.match.score - a.match.score)[0])?.match;
}
