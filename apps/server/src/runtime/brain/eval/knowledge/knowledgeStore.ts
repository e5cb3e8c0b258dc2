import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, sql } from 'kysely';
import { PGLITE_EXTENSIONS, PGLITE_PARSERS } from '../../../../db/database.ts';
import { MIGRATIONS_DIR } from '../../../../db/migrate.ts';
import type { Database } from '../../../../db/schema.ts';
import { splitSqlStatements } from '../../../../db/splitSql.ts';
import { writeAbout } from '../../../../knowledge/aboutQueries.ts';
import { insertPassages } from '../../../../knowledge/documentQueries.ts';
import { insertFaq } from '../../../../knowledge/faqQueries.ts';
import { passagesOf } from '../../../../knowledge/passages.ts';
import { STORE_ABOUT, STORE_FAQ, STORE_POLICY, STORE_POLICY_NAME } from './store.ts';

/** The migrations of the knowledge base's tables, in order. */
export const KNOWLEDGE_MIGRATIONS = [
  '040_knowledge_base.sql',
  '041_knowledge_index_updates.sql',
  '042_knowledge_passages_account_search.sql',
  '046_knowledge_faq_account_search.sql',
  '080_knowledge_account_terms.sql',
] as const;

/** The sample store's account in the evaluation database. */
export const EVAL_ACCOUNT = 1;

/**
 * An in-memory PGlite holding the sample store's knowledge base in the product's own tables (the migrations above on a
 * bare accounts table: the rest of the schema plays no part in the search), written by the product's own
 * queries, so the evaluation runs the SQL a lead's turn runs.
 */
export async function openSampleStore(): Promise<{ db: Kysely<Database>; close(): Promise<void> }> {
  const pglite = new PGlite({ parsers: PGLITE_PARSERS, extensions: PGLITE_EXTENSIONS });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  await sql`create table users (id integer primary key, id_plan text)`.execute(db);
  await sql`insert into users (id) values (${EVAL_ACCOUNT})`.execute(db);
  for (const file of KNOWLEDGE_MIGRATIONS) {
    const migration = await readFile(join(MIGRATIONS_DIR, file), 'utf8');
    for (const statement of splitSqlStatements(migration)) await sql.raw(statement).execute(db);
  }
  for (const entry of STORE_FAQ) await insertFaq(db, EVAL_ACCOUNT, { ...entry, status: 'ativa' });
  await writeAbout(db, EVAL_ACCOUNT, STORE_ABOUT, new Date());
  const document = await db
    .insertInto('knowledge_documents')
    .values({
      user_id: EVAL_ACCOUNT,
      nome: STORE_POLICY_NAME,
      formato: 'pdf',
      bytes: STORE_POLICY.length,
      estado: 'pronto',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const passages = passagesOf(STORE_POLICY);
  await insertPassages(db, EVAL_ACCOUNT, document.id, passages);
  await db
    .updateTable('knowledge_documents')
    .set({ trechos: passages.length })
    .where('id', '=', document.id)
    .execute();
  return { db, close: () => db.destroy() };
}
