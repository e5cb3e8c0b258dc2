import { type KnowledgeLimits, knowledgeLimitsOf } from '@agente/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The knowledge-base limits of the account's plan in force. */
export async function accountKnowledgeLimits(db: Kysely<Database>, userId: number): Promise<KnowledgeLimits> {
  const account = await db.selectFrom('users').select('id_plan').where('id', '=', userId).executeTakeFirst();
  return knowledgeLimitsOf(account?.id_plan);
}

/**
 * Holds the account's row for the rest of the transaction, so two requests side by side each counting room for
 * one more entry never pass the plan's limit together (NO KEY UPDATE leaves foreign keys to the account free).
 */
export async function lockAccount(db: Kysely<Database>, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
}
