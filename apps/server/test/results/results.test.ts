import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, insertProduct } from '../contentFixtures.ts';
import { createTestContext, type TestContext } from '../harness.ts';
import {
  insertLead,
  insertObjection,
  insertSale,
  insertSentRecovery,
  insertStep,
  insertTurn,
} from './resultsFixtures.ts';

// 20 March 2026, noon in São Paulo: 'mes_atual' is March, 'mes_anterior' February.
const NOW = '2026-03-20T15:00:00Z';

let ctx: TestContext;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  call = caller(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const results = async (token: string, periodo?: string) => {
  const response = await call(
    'GET',
    `/api/contador/resultados${periodo ? `?periodo=${periodo}` : ''}`,
    token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const phone = (n: number) => `5511988${String(n).padStart(6, '0')}`;

/**
 * An account's March: four new leads on one product (two bought, one bought and was refunded), a lead from
 * February who bought in March, a sale no lead matched, a recovered payment, objections, handovers and an opt-out.
 */
async function accountWithAMonth() {
  const { user, token } = await ctx.createCustomer();
  const db = ctx.db;
  const productId = await insertProduct(db, user.id, 'Sérum Facial');
  await insertStep(db, user.id, productId, 1, 'Oi! Tudo bem? Sou a assistente da loja.');
  await insertStep(db, user.id, productId, 2, 'Olha as nossas ofertas.');
  await insertStep(db, user.id, productId, 3, 'Tem garantia de 30 dias.');
  const [l0, l1, l2, l3, l4] = [0, 1, 2, 3, 4].map((n) => phone(user.id * 10 + n)) as [
    string,
    string,
    string,
    string,
    string,
  ];
  await insertLead(db, user.id, { phone: l0, productId, step: 2, at: '2026-02-20T12:00:00Z' });
  await insertLead(db, user.id, { phone: l1, productId, step: 3, at: '2026-03-02T13:00:00Z' });
  await insertLead(db, user.id, { phone: l2, productId, step: 1, at: '2026-03-02T14:00:00Z' });
  await insertLead(db, user.id, { phone: l3, productId, step: 2, at: '2026-03-10T12:00:00Z' });
  await insertLead(db, user.id, { phone: l4, productId, step: 3, at: '2026-03-10T12:00:00Z' });

  // 120 minutes after the lead first wrote (its lead row's creation).
  await insertSale(db, user.id, { phone: l1, amountCents: 19_700, at: '2026-03-02T15:00:00Z' });
  // February's lead: 11 days = 15,840 minutes.
  await insertSale(db, user.id, { phone: l0, amountCents: 10_000, at: '2026-03-03T12:00:00Z' });
  await insertSale(db, user.id, { phone: null, amountCents: 9_900, at: '2026-03-05T12:00:00Z' });
  await insertSale(db, user.id, {
    phone: l3,
    amountCents: 50_000,
    at: '2026-03-12T12:00:00Z',
    refundedAt: '2026-03-13T12:00:00Z',
  });
  await insertSale(db, user.id, {
    kind: 'reembolsada',
    phone: l3,
    amountCents: 50_000,
    at: '2026-03-13T12:00:00Z',
  });
  // A pix generated, a recovery message, then the payment a day after the first message: 1,440 minutes.
  const pix = await insertSale(db, user.id, {
    kind: 'aguardando_pagamento',
    phone: l4,
    amountCents: 29_700,
    at: '2026-03-10T13:00:00Z',
  });
  await insertSentRecovery(db, user.id, pix, l4, '2026-03-10T14:00:00Z');
  await insertSale(db, user.id, { phone: l4, amountCents: 29_700, at: '2026-03-11T12:00:00Z' });
  // Waiting, never paid: not a sale.
  await insertSale(db, user.id, { kind: 'aguardando_pagamento', phone: l2, at: '2026-03-02T15:00:00Z' });

  const seguro = await insertObjection(db, user.id, productId, 'É seguro?');
  const frete = await insertObjection(db, user.id, productId, 'Tem frete?');
  const objection = (id: number) => ({ kind: 'objection', objectionId: id });
  await insertTurn(db, user.id, l1, '2026-03-02T13:01:00Z', [
    objection(seguro),
    { kind: 'step', position: 2 },
  ]);
  await insertTurn(db, user.id, l2, '2026-03-02T14:01:00Z', [objection(seguro)]);
  await insertTurn(db, user.id, l3, '2026-03-10T12:01:00Z', [objection(frete), objection(seguro)]);
  await insertTurn(db, user.id, l0, '2026-02-20T12:01:00Z', [objection(frete), objection(frete)]);
  await insertTurn(db, user.id, l2, '2026-03-03T12:00:00Z', [
    { kind: 'handover', reason: 'pediu uma pessoa' },
  ]);
  await insertTurn(db, user.id, l3, '2026-03-11T12:00:00Z', [
    { kind: 'handover', reason: 'pediu uma pessoa' },
  ]);
  await insertTurn(db, user.id, l0, '2026-02-21T12:00:00Z', [
    { kind: 'handover', reason: 'pediu uma pessoa' },
  ]);
  await insertTurn(db, user.id, l2, '2026-03-04T12:00:00Z', [{ kind: 'optout' }]);
  await insertTurn(db, user.id, l1, '2026-03-04T12:00:00Z', [{ kind: 'step', position: 3 }]);
  return { user, token, productId, seguro, frete, leads: { l0, l1, l2, l3, l4 } };
}

describe('GET /api/contador/resultados', () => {
  it('shows a new account with nothing yet: zeros, every day of the month, no average time', async () => {
    const { token } = await ctx.createCustomer();
    const body = await results(token);
    expect(body).toMatchObject({
      periodo: 'mes_atual',
      primeiro_dia: '2026-03-01',
      ultimo_dia: '2026-03-31',
      vendas: 0,
      vendas_sem_conversa: 0,
      receita_centavos: 0,
      leads_novos: 0,
      compradores: 0,
      tempo_medio_compra_minutos: null,
      recuperadas: 0,
      funil: [],
      objecoes: [],
      transferencias: 0,
      pedidos_para_parar: 0,
    });
    expect(body.por_dia).toHaveLength(31);
    expect(body.por_dia[0]).toEqual({ dia: '2026-03-01', leads: 0, vendas: 0 });
  });

  it("counts the month's sales by the agent, revenue, conversion, time to purchase and recovered payments", async () => {
    const { token } = await accountWithAMonth();
    const body = await results(token, 'mes_atual');
    expect(body).toMatchObject({
      vendas: 3,
      vendas_sem_conversa: 1,
      receita_centavos: 59_400,
      leads_novos: 4,
      compradores: 2,
      tempo_medio_compra_minutos: (120 + 15_840 + 1_440) / 3,
      recuperadas: 1,
      receita_recuperada_centavos: 29_700,
      transferencias: 2,
      pedidos_para_parar: 1,
    });
    const day = (dia: string) => body.por_dia.find((d: { dia: string }) => d.dia === dia);
    expect(day('2026-03-02')).toEqual({ dia: '2026-03-02', leads: 2, vendas: 1 });
    expect(day('2026-03-10')).toEqual({ dia: '2026-03-10', leads: 2, vendas: 0 });
    // 12:00 UTC is 09:00 in São Paulo: the sale is on the 11th there.
    expect(day('2026-03-11')).toEqual({ dia: '2026-03-11', leads: 0, vendas: 1 });
    // The refunded sale of the 12th is gone from the chart too.
    expect(day('2026-03-12')).toEqual({ dia: '2026-03-12', leads: 0, vendas: 0 });
  });

  it('shows the funnel by flow step: how many reached each step and where they stopped', async () => {
    const { token, productId } = await accountWithAMonth();
    const body = await results(token);
    expect(body.funil).toEqual([
      {
        produto_id: productId,
        produto: 'Sérum Facial',
        leads: 4,
        etapas: [
          { posicao: 1, texto: 'Oi! Tudo bem? Sou a assistente da loja.', alcancaram: 4, pararam: 1 },
          { posicao: 2, texto: 'Olha as nossas ofertas.', alcancaram: 3, pararam: 1 },
          { posicao: 3, texto: 'Tem garantia de 30 dias.', alcancaram: 2, pararam: 2 },
        ],
      },
    ]);
  });

  it('moves a lead in the funnel as it goes through the flow, and counts a lead that wrote again after buying', async () => {
    const { user, token, productId, leads } = await accountWithAMonth();
    // The lead who stopped at step 1 reaches step 3.
    await sql`update leads set ultimo_step = 3 where user_id = ${user.id} and lead_phone = ${leads.l2}`.execute(
      ctx.db,
    );
    const steps = (await results(token)).funil[0].etapas.map((step: { pararam: number }) => step.pararam);
    expect(steps).toEqual([0, 1, 3]);
    // February's buyer bought on 3 March, before a lead of hers on another product started on the 15th.
    const other = await insertProduct(ctx.db, user.id, 'Creme');
    await insertLead(ctx.db, user.id, { phone: leads.l0, productId: other, at: '2026-03-15T12:00:00Z' });
    expect(await results(token)).toMatchObject({ leads_novos: 5, compradores: 2 });
    await insertSale(ctx.db, user.id, { phone: leads.l0, amountCents: 5_000, at: '2026-03-16T12:00:00Z' });
    expect(await results(token)).toMatchObject({ leads_novos: 5, compradores: 3, vendas: 4 });
    expect((await results(token)).funil.map((funnel: { produto_id: number }) => funnel.produto_id)).toEqual([
      productId,
      other,
    ]);
  });

  it('lists the objections most answered in the period, most answered first', async () => {
    const { token, seguro, frete } = await accountWithAMonth();
    expect((await results(token)).objecoes).toEqual([
      { objecao_id: seguro, pergunta: 'É seguro?', vezes: 3 },
      { objecao_id: frete, pergunta: 'Tem frete?', vezes: 1 },
    ]);
    // February: only the two answers to "Tem frete?" of that month.
    expect((await results(token, 'mes_anterior')).objecoes).toEqual([
      { objecao_id: frete, pergunta: 'Tem frete?', vezes: 2 },
    ]);
  });

  it('reads each period as its own window of São Paulo days', async () => {
    const { token } = await accountWithAMonth();
    const february = await results(token, 'mes_anterior');
    expect(february).toMatchObject({
      primeiro_dia: '2026-02-01',
      ultimo_dia: '2026-02-28',
      leads_novos: 1,
      vendas: 0,
      transferencias: 1,
    });
    expect(february.por_dia).toHaveLength(28);
    const week = await results(token, 'ultimos_7');
    expect(week).toMatchObject({
      primeiro_dia: '2026-03-14',
      ultimo_dia: '2026-03-20',
      vendas: 0,
      leads_novos: 0,
    });
    expect(week.por_dia).toHaveLength(7);
    const thirty = await results(token, 'ultimos_30');
    expect(thirty).toMatchObject({ primeiro_dia: '2026-02-19', vendas: 3, leads_novos: 5 });
    expect(thirty.por_dia).toHaveLength(30);
    expect((await results(token, 'ultimos_90')).por_dia).toHaveLength(90);
  });

  it('sums whole months and the days around them alike, and follows leads moved or deleted in earlier months', async () => {
    const { user, token, seguro, frete, leads } = await accountWithAMonth();
    const stopped = async (periodo: string) =>
      (await results(token, periodo)).funil.flatMap((funnel: { etapas: { pararam: number }[] }) =>
        funnel.etapas.map((step) => step.pararam),
      );
    // 21 December to 20 March: January and February whole, then March's days; 19 February to 20 March: only days.
    for (const periodo of ['ultimos_90', 'ultimos_30']) {
      expect(await stopped(periodo)).toEqual([1, 2, 2]);
      expect((await results(token, periodo)).objecoes).toEqual([
        { objecao_id: seguro, pergunta: 'É seguro?', vezes: 3 },
        { objecao_id: frete, pergunta: 'Tem frete?', vezes: 3 },
      ]);
    }
    expect(await stopped('ultimos_7')).toEqual([]);
    // February's lead goes on to step 3, then March's lead who stopped at step 1 is deleted.
    await sql`update leads set ultimo_step = 3 where user_id = ${user.id} and lead_phone = ${leads.l0}`.execute(
      ctx.db,
    );
    expect(await stopped('mes_anterior')).toEqual([0, 0, 1]);
    expect(await stopped('ultimos_90')).toEqual([1, 1, 3]);
    await sql`delete from leads where user_id = ${user.id} and lead_phone = ${leads.l2}`.execute(ctx.db);
    expect(await stopped('ultimos_90')).toEqual([0, 1, 3]);
    expect(await stopped('mes_atual')).toEqual([0, 1, 2]);
    // An objection deleted leaves every period.
    await sql`delete from objections where id = ${frete}`.execute(ctx.db);
    expect((await results(token, 'ultimos_90')).objecoes).toEqual([
      { objecao_id: seguro, pergunta: 'É seguro?', vezes: 3 },
    ]);
  });

  it('takes a refunded sale out of the totals', async () => {
    const { user, token } = await ctx.createCustomer();
    const lead = phone(user.id * 10 + 7);
    await insertLead(ctx.db, user.id, { phone: lead, productId: null, at: '2026-03-15T12:00:00Z' });
    const sale = await insertSale(ctx.db, user.id, {
      phone: lead,
      amountCents: 12_300,
      at: '2026-03-16T12:00:00Z',
    });
    expect(await results(token)).toMatchObject({ vendas: 1, receita_centavos: 12_300, compradores: 1 });

    await sql`update sale_events set refunded_at = ${new Date('2026-03-17T12:00:00Z')} where id = ${sale}`.execute(
      ctx.db,
    );
    const after = await results(token);
    expect(after).toMatchObject({
      vendas: 0,
      receita_centavos: 0,
      compradores: 0,
      tempo_medio_compra_minutos: null,
    });
    expect(after.por_dia.find((d: { dia: string }) => d.dia === '2026-03-16').vendas).toBe(0);
  });

  it("never counts another account's leads, sales, objections or handovers", async () => {
    const mine = await accountWithAMonth();
    const before = await results(mine.token);
    const stranger = await accountWithAMonth();
    await insertSale(ctx.db, stranger.user.id, { phone: stranger.leads.l2, amountCents: 99_900, at: NOW });
    expect(await results(mine.token)).toEqual(before);
    expect((await results(stranger.token)).vendas).toBe(4);
  });

  it('gives the administrator the totals across accounts', async () => {
    // June 2025: a month only these two accounts have data in.
    ctx.clock.set('2025-06-20T15:00:00Z');
    try {
      const accounts = [await ctx.createCustomer(), await ctx.createCustomer()];
      for (const [index, { user }] of accounts.entries()) {
        const lead = phone(user.id * 10 + 1);
        const productId = await insertProduct(ctx.db, user.id);
        await insertLead(ctx.db, user.id, { phone: lead, productId, at: '2025-06-02T12:00:00Z' });
        await insertSale(ctx.db, user.id, {
          phone: lead,
          amountCents: 10_000 * (index + 1),
          at: '2025-06-03T12:00:00Z',
        });
      }
      const { token } = await ctx.admin();
      const body = await results(token);
      expect(body).toMatchObject({ vendas: 2, receita_centavos: 30_000, leads_novos: 2, compradores: 2 });
      expect(body.funil).toHaveLength(2);
      // Each customer still sees only their own.
      const [first] = accounts;
      expect(await results(first?.token ?? '')).toMatchObject({ vendas: 1, receita_centavos: 10_000 });
    } finally {
      ctx.clock.set(NOW);
    }
  });

  it("answers a bad period with 'Período inválido' and no figures", async () => {
    const { token } = await ctx.createCustomer();
    const response = await call('GET', '/api/contador/resultados?periodo=ano_passado', token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Período inválido', code: 'VALIDACAO' });
  });

  it('asks for a login without a session', async () => {
    const response = await call('GET', '/api/contador/resultados', undefined);
    expect(response.statusCode).toBe(401);
  });
});
