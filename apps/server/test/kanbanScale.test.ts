import type { KanbanPeriod } from '@agente/api';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodRange } from '../src/kanban/period.ts';
import { kanbanLeadsQuery } from '../src/kanban/queries.ts';
import { customerWithProduct, insertProduct } from './contentFixtures.ts';
import { createTestContext, type TestContext } from './harness.ts';

const NOW = new Date('2025-06-18T13:00:00Z');
const LEADS_PER_PRODUCT = 100_000;
const NEIGHBOUR_LEADS = 20_000;

let ctx: TestContext;
let scope: { userId: number; productId: number };

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  const { user, productId } = await customerWithProduct(ctx);
  const otherProductId = await insertProduct(ctx.db, user.id, 'Outro');
  scope = { userId: user.id, productId };
  // 100k leads on the product, one every 5¼ minutes back over a year, and 20k on a neighbouring product.
  for (const [id, count] of [
    [productId, LEADS_PER_PRODUCT],
    [otherProductId, NEIGHBOUR_LEADS],
  ] as const) {
    await sql`
      insert into leads (user_id, product_id, nome, lead_phone, ultimo_step, data_hora_ultima_interacao)
      select ${user.id}, ${id}, 'Lead ' || n, (5511900000000 + n)::text, 1 + n % 7,
             ${NOW}::timestamptz - (n * interval '5 minutes 15 seconds')
      from generate_series(1, ${count}) as n
    `.execute(ctx.db);
  }
  await sql`analyze leads`.execute(ctx.db);
}, 120_000);

afterAll(async () => {
  await ctx.close();
});

async function plan(periodo: KanbanPeriod): Promise<string> {
  const compiled = kanbanLeadsQuery(ctx.db, scope, periodRange(periodo, NOW)).compile();
  const explained = await ctx.db.executeQuery<Record<string, string>>(
    CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
  );
  return explained.rows.map((row) => Object.values(row).join('')).join('\n');
}

describe('kanban with 100k leads per product', () => {
  it.each(['hoje', 'ultimos_7', 'ultimos_14', 'mes_atual'] as const)(
    'reads the %s window through leads_kanban_idx instead of scanning the table',
    async (periodo) => {
      const text = await plan(periodo);
      expect(text).toContain('leads_kanban_idx');
      expect(text).not.toMatch(/Seq Scan on leads/);
    },
  );

  it('answers only the window: today holds a day of leads out of the 100k', async () => {
    const rows = await kanbanLeadsQuery(ctx.db, scope, periodRange('hoje', NOW)).execute();
    // 10:00 in São Paulo: ten hours of one lead every 5 min 15 s.
    expect(rows.length).toBe(114);
  });
});
