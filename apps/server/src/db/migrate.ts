import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Db } from './database.ts';
import { splitSqlStatements } from './splitSql.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** NNN_name.sql: what counts as a migration in MIGRATIONS_DIR. */
export const MIGRATION_FILE_PATTERN = /^\d{3}_[\w-]+\.sql$/;

/** Keeps two processes (or two test files on one database) from migrating the same schema at once. */
const MIGRATION_LOCK_KEY = 7_301_130;

/**
 * Applies every migrations/NNN_name.sql not yet recorded in schema_migrations, in file-name order, each in its
 * own transaction. Returns the names applied now.
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => MIGRATION_FILE_PATTERN.test(name)).sort();
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
    await sql`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`.execute(trx);
    const done = await sql<{ name: string }>`select name from schema_migrations`.execute(trx);
    const applied = new Set(done.rows.map((row) => row.name));
    const appliedNow: string[] = [];
    for (const file of files) {
      if (applied.has(file)) continue;
      const script = await readFile(`${dir}/${file}`, 'utf8');
      for (const statement of splitSqlStatements(script)) {
        await sql.raw(statement).execute(trx);
      }
      await sql`insert into schema_migrations (name) values (${file})`.execute(trx);
      appliedNow.push(file);
    }
    return appliedNow;
  });
}
