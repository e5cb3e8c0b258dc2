import type { KanbanGroup } from '@agente/api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertLeadInteraction } from '../src/kanban/leadInteractions.ts';
import { setLeadTag } from '../src/kanban/queries.ts';
import { caller, customerWithProduct, insertProduct } from './contentFixtures.ts';
import { createTestContext, type TestContext } from './harness.ts';

// Wednesday 18 June 2025, 10:00 in São Paulo (13:00 UTC).
const NOW = '2025-06-18T13:00:00.000Z';

let ctx: TestContext;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  call = caller(ctx);
});
afterAll(async () => {
  await ctx.close();
});

type CountRow = { product_id: number; user_id: number; dia: string; ultimo_step: number; total: number };

/** The kept counts that are not zero, and the same counted from leads, for the given products. */
async function keptAndCounted(productIds: number[]) {
  const kept = await sql<CountRow>`
    select product_id, user_id, dia::text as dia, ultimo_step, total from lead_step_days
    where product_id = any(${productIds}) and total <> 0
    order by product_id, dia, ultimo_step
  `.execute(ctx.db);
  const counted = await sql<CountRow>`
    select product_id, user_id, (data_hora_ultima_interacao at time zone 'America/Sao_Paulo')::date::text as dia,
      ultimo_step, count(*)::int as total
    from leads where product_id = any(${productIds})
    group by 1, 2, 3, 4
    order by product_id, dia, ultimo_step
  `.execute(ctx.db);
  return { kept: kept.rows, counted: counted.rows };
}

async function expectCountsToMatchLeads(productIds: number[]) {
  const { kept, counted } = await keptAndCounted(productIds);
  expect(kept).toEqual(counted);
}

async function totals(token: string, productId: number, periodo: string) {
  const response = await call('GET', `/api/followup/kanban/${productId}?periodo=${periodo}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return Object.fromEntries(
    (response.json().kanban as KanbanGroup[]).map((group) => [group.ultimo_step, group.total]),
  );
}

const interaction = (userId: number, productId: number, phone: string, step: number, at: string) =>
  upsertLeadInteraction(ctx.db, { userId, productId, phone, step, at: new Date(at) });

describe("the kanban's day counts", () => {
  it('count each lead on its São Paulo day and step as it arrives, moves on, changes day and is tagged', async () => {
    const { user, token, productId } = await customerWithProduct(ctx);
    // 23:59 on 17 June and 00:00 on 18 June in São Paulo.
    await interaction(user.id, productId, '5511900000001', 1, '2025-06-18T02:59:00Z');
    await interaction(user.id, productId, '5511900000002', 1, '2025-06-18T03:00:00Z');
    expect(await totals(token, productId, 'hoje')).toEqual({ 1: 1 });
    expect(await totals(token, productId, 'ultimos_7')).toEqual({ 1: 2 });

    // A later message on the same day and step changes no count; the next step moves the lead's card.
    await interaction(user.id, productId, '5511900000002', 1, '2025-06-18T10:00:00Z');
    await interaction(user.id, productId, '5511900000002', 3, '2025-06-18T11:00:00Z');
    // Yesterday's lead writes today: it leaves yesterday.
    await interaction(user.id, productId, '5511900000001', 1, '2025-06-18T12:00:00Z');
    // A late event never moves a lead back, nor its count.
    await interaction(user.id, productId, '5511900000001', 2, '2025-06-17T12:00:00Z');
    const [lead] = await ctx.db
      .selectFrom('leads')
      .select('id')
      .where('product_id', '=', productId)
      .execute();
    await setLeadTag(ctx.db, user.id, lead?.id ?? -1, 'COMPRA EFETUADA');
    expect(await totals(token, productId, 'hoje')).toEqual({ 1: 1, 3: 1 });
    expect(await totals(token, productId, 'ultimos_7')).toEqual({ 1: 1, 3: 1 });
    await expectCountsToMatchLeads([productId]);
  });

  it('count a bulk insert and a bulk move of many leads at once', async () => {
    const { user, token, productId } = await customerWithProduct(ctx);
    const otherProductId = await insertProduct(ctx.db, user.id, 'Outro');
    await sql`
      insert into leads (user_id, product_id, nome, lead_phone, ultimo_step, data_hora_ultima_interacao)
      select ${user.id}, case when n % 4 = 0 then ${otherProductId}::int else ${productId}::int end, 'Lead ' || n,
        (5511910000000 + n)::text, 1 + n % 5, ${NOW}::timestamptz - (n * interval '97 minutes')
      from generate_series(1, 1500) as n
    `.execute(ctx.db);
    await sql`update leads set ultimo_step = ultimo_step + 1 where product_id = ${productId} and ultimo_step < 3`.execute(
      ctx.db,
    );
    await sql`update leads set product_id = ${otherProductId} where product_id = ${productId} and ultimo_step = 5`.execute(
      ctx.db,
    );
    await expectCountsToMatchLeads([productId, otherProductId]);
    const month = await totals(token, productId, 'mes_atual');
    const monthLeads = await sql<{ total: number }>`
      select count(*)::int as total from leads
      where product_id = ${productId} and data_hora_ultima_interacao >= '2025-06-01T03:00:00Z'
    `.execute(ctx.db);
    expect(Object.values(month).reduce((sum, total) => sum + total, 0)).toBe(monthLeads.rows[0]?.total);
    expect(month[1]).toBeUndefined();
    expect(month[5]).toBeUndefined();
  });

  it('forget the counts of a deleted product and of a deleted account, keeping the others', async () => {
    const { user, productId } = await customerWithProduct(ctx);
    const keptProductId = await insertProduct(ctx.db, user.id, 'Fica');
    await interaction(user.id, productId, '5511920000001', 2, NOW);
    await interaction(user.id, keptProductId, '5511920000002', 4, NOW);
    await ctx.db.deleteFrom('products').where('id', '=', productId).execute();
    const leftover = await ctx.db
      .selectFrom('lead_step_days')
      .select('total')
      .where('product_id', '=', productId)
      .execute();
    expect(leftover).toEqual([]);
    await expectCountsToMatchLeads([keptProductId]);
    expect((await keptAndCounted([keptProductId])).kept).toHaveLength(1);

    const stranger = await customerWithProduct(ctx);
    await interaction(stranger.user.id, stranger.productId, '5511920000003', 1, NOW);
    await ctx.db.deleteFrom('users').where('id', '=', stranger.user.id).execute();
    expect((await keptAndCounted([stranger.productId])).kept).toEqual([]);
  });

  it('stay right when many leads of one product move between the same steps at once, both ways', async () => {
    const { user, productId } = await customerWithProduct(ctx);
    const phones = Array.from({ length: 40 }, (_, index) => `55119300000${String(index).padStart(2, '0')}`);
    for (const [index, phone] of phones.entries()) {
      await interaction(user.id, productId, phone, 1 + (index % 2), '2025-06-18T12:00:00Z');
    }
    // Half move 1 → 2 while the other half move 2 → 1, each in its own transaction: their count updates take
    // the same two rows, which must never deadlock nor lose a move.
    await Promise.all(
      phones.map((phone, index) =>
        ctx.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('leads')
            .set({ ultimo_step: 2 - (index % 2) })
            .where('product_id', '=', productId)
            .where('lead_phone', '=', phone)
            .execute();
          await trx
            .updateTable('leads')
            .set({ etiqueta: 'RETORNAR CONTATO' })
            .where('product_id', '=', productId)
            .where('lead_phone', '=', phone)
            .execute();
        }),
      ),
    );
    await expectCountsToMatchLeads([productId]);
  });
});
