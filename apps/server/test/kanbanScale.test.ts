import type { KanbanGroup, KanbanPeriod, Lead } from '@agente/api';
import { type CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KANBAN_FIRST_PAGE_SIZE, KANBAN_PAGE_SIZE } from '../src/constants.ts';
import { boardQuery, columnPageQuery } from '../src/kanban/columns.ts';
import { decodeCursor } from '../src/kanban/cursor.ts';
import { periodRange } from '../src/kanban/period.ts';
import { caller, customerWithProduct, insertProduct } from './contentFixtures.ts';
import { createTestContext, type TestContext } from './harness.ts';

// Wednesday 18 June 2025, 10:00 in São Paulo.
const NOW = new Date('2025-06-18T13:00:00Z');
const LEADS_PER_PRODUCT = 100_000;
const NEIGHBOUR_LEADS = 20_000;
const STEPS = 7;
/** Leads of 1 June 00:00 to 18 June 10:00 in São Paulo at one every 5¼ minutes. */
const JUNE_LEADS = 4_777;

let ctx: TestContext;
let call: ReturnType<typeof caller>;
let owner: { token: string; scope: { userId: number; productId: number } };

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  call = caller(ctx);
  const { user, token, productId } = await customerWithProduct(ctx);
  const otherProductId = await insertProduct(ctx.db, user.id, 'Outro');
  owner = { token, scope: { userId: user.id, productId } };
  // 100k leads on the product, one every 5¼ minutes back over a year across 7 steps, and 20k on a neighbour.
  for (const [id, count] of [
    [productId, LEADS_PER_PRODUCT],
    [otherProductId, NEIGHBOUR_LEADS],
  ] as const) {
    await sql`
      insert into leads (user_id, product_id, nome, lead_phone, ultimo_step, data_hora_ultima_interacao)
      select ${user.id}, ${id}, 'Lead ' || n, (5511900000000 + n)::text, 1 + n % ${STEPS},
             ${NOW}::timestamptz - (n * interval '5 minutes 15 seconds')
      from generate_series(1, ${count}) as n
    `.execute(ctx.db);
  }
  await sql`analyze leads`.execute(ctx.db);
}, 180_000);

afterAll(async () => {
  await ctx.close();
});

async function plan(query: CompiledQuery): Promise<string> {
  const explained = await ctx.db.executeQuery<Record<string, string>>({
    ...query,
    sql: `explain ${query.sql}`,
  });
  return explained.rows.map((row) => Object.values(row).join('')).join('\n');
}

async function getJson<T>(url: string): Promise<T> {
  const response = await call('GET', url, owner.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

const boardUrl = (periodo: KanbanPeriod) =>
  `/api/followup/kanban/${owner.scope.productId}?periodo=${periodo}`;
const pageUrl = (step: number, periodo: KanbanPeriod, cursor: string) =>
  `/api/followup/kanban/${owner.scope.productId}/etapas/${step}?periodo=${periodo}&cursor=${cursor}`;

describe('kanban of a 100k-lead product', () => {
  it.each(['hoje', 'ultimos_7', 'mes_atual', 'mes_anterior'] as const)(
    'reads the %s board from the day counts and a page per column, never reading the leads to count them',
    async (periodo) => {
      const range = periodRange(periodo, NOW);
      const board = await plan(boardQuery(ctx.db, owner.scope, range));
      expect(board).toContain('lead_step_days_pkey');
      expect(board).not.toContain('leads_kanban_idx');
      expect(board).toContain('leads_kanban_column_idx');
      expect(board).not.toMatch(/Seq Scan on leads/);
      const after = { atMicros: String(range.end.getTime() * 1000), id: 1 };
      const page = await plan(columnPageQuery(ctx.db, { ...owner.scope, ultimoStep: 1 }, range, after));
      expect(page).toContain('leads_kanban_column_idx');
      expect(page).not.toMatch(/Seq Scan on leads|Sort/);
    },
  );

  it("answers a month's board with every column's count but only its first page", async () => {
    const { kanban } = await getJson<{ kanban: KanbanGroup[] }>(boardUrl('mes_atual'));
    expect(kanban.map((group) => group.ultimo_step)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(kanban.reduce((sum, group) => sum + group.total, 0)).toBe(JUNE_LEADS);
    for (const group of kanban) {
      expect(group.leads).toHaveLength(KANBAN_FIRST_PAGE_SIZE);
      expect(group.cursor).not.toBeNull();
    }
  });

  it('pages through a column with its cursor: every lead once, newest first, as many as the count', async () => {
    const { kanban } = await getJson<{ kanban: KanbanGroup[] }>(boardUrl('mes_atual'));
    const column = kanban.find((group) => group.ultimo_step === 3);
    const seen: Lead[] = [...(column?.leads ?? [])];
    let cursor = column?.cursor ?? null;
    while (cursor) {
      const page = await getJson<{ leads: Lead[]; cursor: string | null }>(pageUrl(3, 'mes_atual', cursor));
      expect(page.leads.length).toBeLessThanOrEqual(KANBAN_PAGE_SIZE);
      seen.push(...page.leads);
      cursor = page.cursor;
    }
    expect(seen).toHaveLength(column?.total ?? -1);
    expect(new Set(seen.map((lead) => lead.id)).size).toBe(seen.length);
    const times = seen.map((lead) => Date.parse(lead.data_hora_ultima_interacao));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(seen.every((lead) => lead.ultimo_step === 3)).toBe(true);
  });

  it('keeps leads that share the same microsecond apart across pages', async () => {
    const productId = await insertProduct(ctx.db, owner.scope.userId, 'Empate');
    const tied = KANBAN_PAGE_SIZE + 7;
    await sql`
      insert into leads (user_id, product_id, nome, lead_phone, ultimo_step, data_hora_ultima_interacao)
      select ${owner.scope.userId}, ${productId}, 'Empate ' || n, (5511800000000 + n)::text, 1,
             timestamptz '2025-06-18 12:00:00.123456+00'
      from generate_series(1, ${tied}) as n
    `.execute(ctx.db);
    const { kanban } = await getJson<{ kanban: KanbanGroup[] }>(`/api/followup/kanban/${productId}`);
    const cursor = kanban[0]?.cursor ?? '';
    expect(decodeCursor(cursor)?.atMicros).toBe('1750248000123456');
    const next = await getJson<{ leads: Lead[]; cursor: string | null }>(
      `/api/followup/kanban/${productId}/etapas/1?cursor=${cursor}`,
    );
    expect(next.cursor).toBeNull();
    const ids = [...(kanban[0]?.leads ?? []), ...next.leads].map((lead) => lead.id);
    expect(new Set(ids).size).toBe(tied);
  });
});
