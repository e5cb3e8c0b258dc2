import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { insertPassages } from './documentQueries.ts';
import { passagesOf } from './passages.ts';

type Executor = Kysely<Database>;

export async function readAbout(db: Executor, userId: number): Promise<string> {
  const row = await db
    .selectFrom('knowledge_about')
    .select('texto')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.texto ?? '';
}

/** Stores "Sobre o negócio" and indexes it again as passages (document_id null); run inside a transaction. */
export async function writeAbout(db: Executor, userId: number, texto: string, now: Date): Promise<void> {
  await db
    .insertInto('knowledge_about')
    .values({ user_id: userId, texto, updated_at: now })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ texto, updated_at: now }))
    .execute();
  await db
    .deleteFrom('knowledge_passages')
    .where('user_id', '=', userId)
    .where('document_id', 'is', null)
    .execute();
  await insertPassages(db, userId, null, passagesOf(texto));
}
