import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledOnce } from '../src/db/compiledOnce.ts';
import type { Database } from '../src/db/schema.ts';
import { createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await sql`create table prepared_probe (id int primary key, label text not null)`.execute(ctx.db);
  await sql`insert into prepared_probe values (1, 'um'), (2, 'dois')`.execute(ctx.db);
});
afterAll(async () => {
  await ctx.close();
});

const probe = (db: Kysely<Database>) => db.withTables<{ prepared_probe: { id: number; label: string } }>();
const labelOf = compiledOnce((db: Kysely<Database>, id: number) =>
  probe(db).selectFrom('prepared_probe').select('label').where('id', '=', id),
);
const everythingOf = compiledOnce((db: Kysely<Database>, id: number) =>
  probe(db).selectFrom('prepared_probe').selectAll().where('id', '=', id),
);

const prepared = (db: Kysely<Database>) =>
  sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db);

describe.skipIf(!process.env.SERVER_TEST_DATABASE_URL)('reads compiled once, on PostgreSQL', () => {
  it('are prepared on the connection, and keep answering after another server adds a column', async () => {
    await ctx.db.connection().execute(async (connection) => {
      expect(await labelOf(connection, 1)).toEqual([{ label: 'um' }]);
      const statements = (await prepared(connection)).rows.map((row) => row.statement);
      expect(statements).toContain('select "label" from "prepared_probe" where "id" = $1');
      // Another server's migration, on another connection.
      await sql`alter table prepared_probe add column nota text`.execute(ctx.db);
      expect(await labelOf(connection, 2)).toEqual([{ label: 'dois' }]);
      await sql`alter table prepared_probe drop column nota`.execute(ctx.db);
    });
  });

  it('that select * are not prepared: the new column shows instead of an error', async () => {
    await ctx.db.connection().execute(async (connection) => {
      expect(await everythingOf(connection, 1)).toEqual([{ id: 1, label: 'um' }]);
      const statements = (await prepared(connection)).rows.map((row) => row.statement);
      expect(statements.some((statement) => statement.includes('select *'))).toBe(false);
      await sql`alter table prepared_probe add column extra text`.execute(ctx.db);
      expect(await everythingOf(connection, 1)).toEqual([{ id: 1, label: 'um', extra: null }]);
    });
  });
});
