import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type KnowledgeMatch, matchKnowledge } from './matchKnowledge.ts';
import { searchKnowledge } from './searchKnowledge.ts';

export type { KnowledgeMatch, KnowledgeSource } from './matchKnowledge.ts';

/**
 * The knowledge base's best answer to a lead's question for the account (found or not; undefined when nothing
 * in the base shares a word with it). One search, then a deterministic choice: the same for a lead's turn,
 * Testar agente, "Testar uma pergunta" and the language model's search tool.
 */
export async function findKnowledgeAnswer(
  db: Kysely<Database>,
  userId: number,
  question: string,
): Promise<KnowledgeMatch | undefined> {
  if (question.trim() === '') return undefined;
  return matchKnowledge(question, await searchKnowledge(db, userId, question));
}
