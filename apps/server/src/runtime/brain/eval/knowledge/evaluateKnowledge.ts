import { knowledgeForTurn, knowledgeMissed } from '../../../../knowledge/turnKnowledge.ts';
import type { TurnContext } from '../../brain.ts';
import { decideEmbedded } from '../../embeddedBrain.ts';
import { SERUM } from '../products.ts';
import { HELD_OUT_ANSWERABLE, HELD_OUT_UNANSWERABLE } from './heldOutQuestions.ts';
import { EVAL_ACCOUNT, openSampleStore } from './knowledgeStore.ts';
import { ANSWERABLE, type AnswerableQuestion, type KnowledgeCategory, UNANSWERABLE } from './questions.ts';

/** A set of lead questions: those the store answers (with where) and those it does not. */
export interface KnowledgeCorpus {
  readonly answerable: readonly AnswerableQuestion[];
  readonly unanswerable: readonly string[];
}

/** The questions the thresholds and word lists were tuned on. */
export const KNOWLEDGE_TUNING: KnowledgeCorpus = { answerable: ANSWERABLE, unanswerable: UNANSWERABLE };
/** Questions never used for tuning (heldOutQuestions.ts). */
export const KNOWLEDGE_HELD_OUT: KnowledgeCorpus = {
  answerable: HELD_OUT_ANSWERABLE,
  unanswerable: HELD_OUT_UNANSWERABLE,
};

/** What the agent did with one question: answered from the base (right or wrong text), handed over, or else. */
export type KnowledgeOutcome = 'right' | 'wrong' | 'handedOver' | 'other';

export interface KnowledgeTurn {
  readonly question: string;
  readonly category: KnowledgeCategory | 'semResposta';
  readonly outcome: KnowledgeOutcome;
  readonly reply: string;
  readonly reason: string;
}

export interface CategoryScore {
  readonly category: KnowledgeCategory | 'semResposta';
  readonly questions: number;
  readonly right: number;
  readonly wrong: number;
  readonly handedOver: number;
  readonly other: number;
}

export interface KnowledgeReport {
  readonly answerable: number;
  readonly unanswerable: number;
  /** Answerable questions answered from the right entry or passage. */
  readonly right: number;
  /** Answerable questions answered from a wrong one. */
  readonly wrong: number;
  /** Unanswerable questions handed over (not guessed). */
  readonly handedOver: number;
  readonly perCategory: readonly CategoryScore[];
  readonly failures: readonly KnowledgeTurn[];
}

/** The aims npm test holds the knowledge part to. */
export const KNOWLEDGE_EVAL_AIMS = { right: 0.85, wrongAtMost: 0.03, handedOver: 0.95 } as const;

const fold = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** Every question through the product's retrieval (PGlite, the product's SQL) and the built-in brain. */
export async function runKnowledgeEval(corpus: KnowledgeCorpus = KNOWLEDGE_TUNING): Promise<KnowledgeTurn[]> {
  const store = await openSampleStore();
  try {
    const turns: KnowledgeTurn[] = [];
    const ask = async (question: string) => {
      const leadMessages = [question];
      const knowledge = await knowledgeForTurn(store.db, EVAL_ACCOUNT, leadMessages);
      // A lead already in the conversation (the first step was sent), as most questions come. The store
      // registers no objections: they answer before the base and are measured by the understanding part.
      const context: TurnContext = {
        ...SERUM,
        objections: [],
        ...(knowledge ? { knowledge } : {}),
        position: 1,
        history: [],
        leadMessages,
        leadMedia: [],
      };
      return decideEmbedded(context);
    };
    for (const [question, category, expected] of corpus.answerable) {
      const decision = await ask(question);
      const answer = decision.actions.find((action) => action.kind === 'knowledge');
      const reply = answer?.kind === 'knowledge' ? answer.text : '';
      const outcome: KnowledgeOutcome = answer
        ? fold(reply).includes(fold(expected))
          ? 'right'
          : 'wrong'
        : knowledgeMissed(decision)
          ? 'handedOver'
          : 'other';
      turns.push({ question, category, outcome, reply, reason: decision.reason });
    }
    for (const question of corpus.unanswerable) {
      const decision = await ask(question);
      const answer = decision.actions.find((action) => action.kind === 'knowledge');
      const outcome: KnowledgeOutcome = knowledgeMissed(decision) ? 'handedOver' : answer ? 'wrong' : 'other';
      const reply = answer?.kind === 'knowledge' ? answer.text : '';
      turns.push({ question, category: 'semResposta', outcome, reply, reason: decision.reason });
    }
    return turns;
  } finally {
    await store.close();
  }
}

const CATEGORIES = ['faq', 'documento', 'sobre', 'semResposta'] as const;

export function scoreKnowledge(turns: readonly KnowledgeTurn[]): KnowledgeReport {
  const count = (list: readonly KnowledgeTurn[], outcome: KnowledgeOutcome) =>
    list.filter((turn) => turn.outcome === outcome).length;
  const answerable = turns.filter((turn) => turn.category !== 'semResposta');
  const unanswerable = turns.filter((turn) => turn.category === 'semResposta');
  return {
    answerable: answerable.length,
    unanswerable: unanswerable.length,
    right: count(answerable, 'right'),
    wrong: count(answerable, 'wrong'),
    handedOver: count(unanswerable, 'handedOver'),
    perCategory: CATEGORIES.map((category) => {
      const list = turns.filter((turn) => turn.category === category);
      return {
        category,
        questions: list.length,
        right: count(list, 'right'),
        wrong: count(list, 'wrong'),
        handedOver: count(list, 'handedOver'),
        other: count(list, 'other'),
      };
    }),
    failures: turns.filter((turn) =>
      turn.category === 'semResposta' ? turn.outcome !== 'handedOver' : turn.outcome !== 'right',
    ),
  };
}
