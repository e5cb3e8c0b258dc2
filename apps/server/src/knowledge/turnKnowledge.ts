import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HANDOVER_REASONS } from '../messages.ts';
import type { BrainDecision, BrainKnowledge } from '../runtime/brain/brain.ts';
import { findKnowledgeAnswer } from './findAnswer.ts';
import { hasKnowledge } from './searchKnowledge.ts';
import { recordUnanswered } from './unansweredQueries.ts';

/**
 * The knowledge base's answer to the lead's words this turn, read with the rest of the turn's context so the
 * brain decides with no database at hand. Undefined when the account taught the base nothing: the agent then
 * behaves as it does without one.
 */
export async function knowledgeForTurn(
  db: Kysely<Database>,
  userId: number,
  leadMessages: readonly string[],
): Promise<BrainKnowledge | undefined> {
  const question = leadMessages.join('\n').trim();
  if (question === '' || !(await hasKnowledge(db, userId))) return undefined;
  return {
    answer: await findKnowledgeAnswer(db, userId, question),
    search: (query) => findKnowledgeAnswer(db, userId, query),
  };
}

/** Whether the decision hands over because the knowledge base had no answer. */
export const knowledgeMissed = (decision: BrainDecision) =>
  decision.actions.some(
    (action) => action.kind === 'handover' && action.reason === HANDOVER_REASONS.baseSemResposta,
  );

/** Keeps the question the base could not answer for "perguntas sem resposta" (phone null: Testar agente). */
export async function keepUnansweredQuestion(
  db: Kysely<Database>,
  userId: number,
  decision: BrainDecision,
  leadMessages: readonly string[],
  leadPhone: string | null,
): Promise<void> {
  if (!knowledgeMissed(decision)) return;
  await recordUnanswered(db, userId, leadMessages.join('\n').trim(), leadPhone);
}
