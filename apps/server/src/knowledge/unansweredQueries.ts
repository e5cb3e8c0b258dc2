import type { UnansweredQuestion } from '@agente/api';
import type { Kysely } from 'kysely';
import { KNOWLEDGE_UNANSWERED_LISTED } from '../constants.ts';
import type { Database } from '../db/schema.ts';

type Executor = Kysely<Database>;

/** Records a question the knowledge base could not answer (telefone null: asked in Testar agente). */
export async function recordUnanswered(
  db: Executor,
  userId: number,
  pergunta: string,
  telefone: string | null,
): Promise<void> {
  await db
    .insertInto('knowledge_unanswered')
    .values({ user_id: userId, pergunta: pergunta.slice(0, 500), telefone })
    .execute();
}

export async function listUnanswered(db: Executor, userId: number): Promise<UnansweredQuestion[]> {
  const rows = await db
    .selectFrom('knowledge_unanswered')
    .select(['id', 'pergunta', 'telefone', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(KNOWLEDGE_UNANSWERED_LISTED)
    .execute();
  return rows.map(({ created_at, ...row }) => ({ ...row, criada_em: created_at.toISOString() }));
}

export function findUnanswered(db: Executor, userId: number, id: number) {
  return db
    .selectFrom('knowledge_unanswered')
    .select(['id', 'pergunta'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function deleteUnanswered(db: Executor, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('knowledge_unanswered')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
