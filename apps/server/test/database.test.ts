import { readdir } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/database.ts';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate.ts';
import { createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('database', () => {
  it('records every migration and applies nothing twice', async () => {
    const recorded = await sql<{ name: string }>`select name from schema_migrations order by name`.execute(
      ctx.db,
    );
    expect(recorded.rows.map((row) => row.name)[0]).toBe('001_core.sql');
    expect(await migrate(ctx.db)).toEqual([]);
  });

  // On PGlite the test databases start from a template migrated once per run: this one starts empty.
  it('migrates an empty database from scratch, every migration once and in order', async () => {
    const empty = openPglite(undefined);
    try {
      const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
      expect(files.length).toBeGreaterThan(0);
      expect(await migrate(empty)).toEqual(files);
      expect(await migrate(empty)).toEqual([]);
    } finally {
      await empty.destroy();
    }
    // initdb plus every migration on a fresh PGlite: ~19 s alone, past 30 s on the shared 2-core machine.
  }, 120_000);

  it('answers count(*) and numeric columns as JS numbers on this driver', async () => {
    const result = await sql<{ total: number; price: number }>`
      select count(*) as total, 97.90::numeric(12, 2) as price from generate_series(1, 3)`.execute(ctx.db);
    expect(result.rows[0]).toEqual({ total: 3, price: 97.9 });
  });

  it('keeps e-mails unique whatever their case', async () => {
    await ctx.createCustomer({ email: 'unica@exemplo.com.br' });
    await expect(ctx.createCustomer({ email: 'UNICA@exemplo.com.br' })).rejects.toMatchObject({
      code: '23505',
    });
  });
});
