import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FollowupJob } from '../../src/runtime/jobs/enqueue.ts';
import { FOLLOWUP_QUEUE } from '../../src/runtime/jobs/jobQueue.ts';
import { runRecovery } from '../../src/sales/recovery.ts';
import { trackingCodesFor } from '../../src/sales/trackingCodes.ts';
import { caller } from '../contentFixtures.ts';
import { createTestContext, type TestContext } from '../harness.ts';
import {
  agentAccount,
  agentMessagesOf,
  deliver,
  leadNumbers,
  noonInSaoPaulo,
  type RecordingInstances,
  recordingInstances,
} from '../runtime/runtimeFixtures.ts';

const WAIT = { timeout: 20_000, interval: 50 };
const OFFER_LINK = 'https://pay.hotmart.com/A1B2C3D4?off=oferta77';

let ctx: TestContext;
let instances: RecordingInstances;

beforeAll(async () => {
  instances = recordingInstances();
  ctx = await createTestContext({ integrations: { instances }, now: noonInSaoPaulo() });
});
afterAll(async () => {
  await ctx.close();
});

const newLead = leadNumbers('55319', 70_000_000);

interface Seller {
  readonly userId: number;
  readonly token: string;
  readonly secret: string;
  readonly offerId: number;
  readonly productId: number;
  readonly enderecos: { hotmart: string; kiwify: string; generico: string };
}

/** An account selling through the agent, with one offer its first flow step sends, and its sales addresses. */
async function seller(): Promise<Seller> {
  const { user, token, productId, secret } = await agentAccount(ctx);
  const offer = await ctx.db
    .insertInto('offers')
    .values({
      user_id: user.id,
      product_id: productId,
      preco: '197.00',
      link: OFFER_LINK,
      nome_oferta: 'Kit 3 frascos',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.db
    .updateTable('flow_steps')
    .set({ texto: `{OFERTA Id=${offer.id} Valor=197.00 Link=${OFFER_LINK}}Garanta o seu aqui:` })
    .where('user_id', '=', user.id)
    .where('posicao', '=', 1)
    .execute();
  const settings = await caller(ctx)('GET', '/api/vendas/configuracao', token);
  expect(settings.statusCode, settings.body).toBe(200);
  return {
    userId: user.id,
    token,
    secret,
    offerId: offer.id,
    productId,
    enderecos: settings.json().enderecos,
  };
}

const pathOf = (address: string) => new URL(address).pathname;

async function post(address: string, payload: object) {
  return ctx.app.inject({ method: 'POST', url: pathOf(address), payload });
}

async function salesOf(userId: number) {
  return ctx.db
    .selectFrom('sale_events')
    .select([
      'kind',
      'lead_phone',
      'attributed_by',
      'offer_id',
      'amount_cents',
      'refunded_at',
      'payment_method',
    ])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** A lead who wrote and got the agent's first step (the offer link carrying its code). */
async function leadWithOffer(s: Seller, text = 'oi, quero o sérum') {
  const lead = newLead();
  await deliver(ctx, s.secret, { phone: lead, text });
  await vi.waitFor(async () => {
    const sent = await agentMessagesOf(ctx, s.userId, lead);
    expect(sent.some((message) => message.texto.includes('pay.hotmart.com'))).toBe(true);
  }, WAIT);
  const codes = await trackingCodesFor(ctx.db, s.userId, lead, [s.offerId]);
  return { lead, code: codes.get(s.offerId) ?? '' };
}

const hotmart = (
  event: string,
  fields: { id: string; sck?: string; phone?: string; transaction?: string },
) => ({
  id: fields.id,
  creation_date: Date.now(),
  event,
  version: '2.0.0',
  data: {
    product: { id: 4_321, name: 'Sérum Facial' },
    buyer: { email: 'ana@cliente.com.br', name: 'Ana Lima', checkout_phone: fields.phone ?? '' },
    purchase: {
      transaction: fields.transaction ?? `HP${fields.id}`,
      status: 'APPROVED',
      price: { value: 197, currency_value: 'BRL' },
      payment: { type: 'PIX' },
      offer: { code: 'oferta77' },
      origin: { sck: fields.sck ?? '' },
    },
  },
});

describe('the sales webhook address', () => {
  it('refuses a wrong secret, an unknown key and another account secret with 401, storing nothing', async () => {
    const a = await seller();
    const b = await seller();
    const [, , , , , plataforma, chaveA] = pathOf(a.enderecos.generico).split('/');
    const segredoB = pathOf(b.enderecos.generico).split('/').at(-1);
    const payload = { id: 'evt-1', tipo: 'aprovada', valor: 197 };
    for (const url of [
      `/api/webhooks/vendas/${plataforma}/${chaveA}/errado`,
      `/api/webhooks/vendas/${plataforma}/chave-que-nao-existe/${segredoB}`,
      `/api/webhooks/vendas/${plataforma}/${chaveA}/${segredoB}`,
    ]) {
      const response = await ctx.app.inject({ method: 'POST', url, payload });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toContain('Endereço do webhook de vendas inválido');
    }
    expect(await salesOf(a.userId)).toEqual([]);
    expect(await salesOf(b.userId)).toEqual([]);
  });

  it('stops working when the owner asks for a new secret; the new address works', async () => {
    const s = await seller();
    const renewed = await caller(ctx)('POST', '/api/vendas/configuracao/segredo', s.token);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().enderecos.generico).not.toBe(s.enderecos.generico);
    expect((await post(s.enderecos.generico, { id: 'e1', tipo: 'aprovada' })).statusCode).toBe(401);
    const ok = await post(renewed.json().enderecos.generico, { id: 'e1', tipo: 'aprovada' });
    expect(ok.json()).toEqual({ result: 'registrado' });
  });

  it('answers a clear 400 for a payload it cannot read, and stores nothing', async () => {
    const s = await seller();
    const cases: [string, object, string][] = [
      [s.enderecos.generico, { tipo: 'aprovada' }, 'Identificador do evento é obrigatório (campo id).'],
      [s.enderecos.generico, { id: 'x', tipo: 'pago' }, 'Tipo do evento inválido'],
      [
        s.enderecos.generico,
        { id: 'x', tipo: 'aprovada', valor: 'cento e noventa' },
        'Valor da venda inválido',
      ],
      [s.enderecos.generico, { id: 'x', tipo: 'aprovada', data: 'ontem' }, 'Data do evento inválida'],
      [s.enderecos.hotmart, { event: 'PURCHASE_APPROVED' }, 'webhook 2.0 da Hotmart'],
      [s.enderecos.kiwify, { Customer: {} }, 'evento da Kiwify'],
    ];
    for (const [address, payload, message] of cases) {
      const response = await post(address, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(await salesOf(s.userId)).toEqual([]);
  });

  it('acknowledges events that are not sales and ignores them', async () => {
    const s = await seller();
    const hot = await post(s.enderecos.hotmart, hotmart('PURCHASE_COMPLETE', { id: 'h-complete' }));
    expect(hot.json()).toEqual({ result: 'ignorado' });
    const kiwi = await post(s.enderecos.kiwify, { order_id: 'k1', webhook_event_type: 'subscription_late' });
    expect(kiwi.json()).toEqual({ result: 'ignorado' });
    expect(await salesOf(s.userId)).toEqual([]);
  });
});

describe('attribution', () => {
  it('names the lead by the tracking code the offer link carried (Hotmart sck), once however often it comes', async () => {
    const s = await seller();
    const { lead, code } = await leadWithOffer(s);
    const sent = await agentMessagesOf(ctx, s.userId, lead);
    expect(sent.map((message) => message.texto).join('\n')).toContain(`sck=${code}`);
    const payload = hotmart('PURCHASE_APPROVED', { id: 'h-1', sck: code });
    expect((await post(s.enderecos.hotmart, payload)).json()).toEqual({ result: 'registrado' });
    expect((await post(s.enderecos.hotmart, payload)).json()).toEqual({ result: 'duplicado' });
    // Another event id for the same purchase is the same sale.
    const again = hotmart('PURCHASE_APPROVED', { id: 'h-1-bis', sck: code, transaction: 'HPh-1' });
    expect((await post(s.enderecos.hotmart, again)).json()).toEqual({ result: 'duplicado' });
    expect(await salesOf(s.userId)).toEqual([
      {
        kind: 'aprovada',
        lead_phone: lead,
        attributed_by: 'rastreio',
        offer_id: s.offerId,
        amount_cents: 19_700,
        refunded_at: null,
        payment_method: 'pix',
      },
    ]);
  });

  it('falls back to the buyer phone (with or without the 9th digit), then the e-mail the lead wrote', async () => {
    const s = await seller();
    const byPhone = await leadWithOffer(s);
    const national = byPhone.lead.slice(2);
    const withoutNinth = `${national.slice(0, 2)}${national.slice(3)}`;
    const phoneSale = await post(s.enderecos.generico, {
      id: 'g-phone',
      tipo: 'aprovada',
      telefone: `(${withoutNinth.slice(0, 2)}) ${withoutNinth.slice(2)}`,
      valor: '97,90',
      oferta: 'oferta77',
    });
    expect(phoneSale.json()).toEqual({ result: 'registrado' });
    const byEmail = await leadWithOffer(s, 'meu e-mail é Bia@Cliente.com.br');
    await post(s.enderecos.generico, {
      id: 'g-email',
      tipo: 'aprovada',
      email: 'bia@cliente.com.br',
      valor: 50,
    });
    await post(s.enderecos.generico, {
      id: 'g-none',
      tipo: 'aprovada',
      telefone: '5599911112222',
      valor: 10,
    });
    const sales = await salesOf(s.userId);
    expect(
      sales.map(({ lead_phone, attributed_by, offer_id, amount_cents }) => ({
        lead_phone,
        attributed_by,
        offer_id,
        amount_cents,
      })),
    ).toEqual([
      { lead_phone: byPhone.lead, attributed_by: 'telefone', offer_id: s.offerId, amount_cents: 9_790 },
      { lead_phone: byEmail.lead, attributed_by: 'email', offer_id: null, amount_cents: 5_000 },
      { lead_phone: null, attributed_by: null, offer_id: null, amount_cents: 1_000 },
    ]);
  });

  it('never lets one account name another account lead: a code from account B means nothing at account A', async () => {
    const a = await seller();
    const b = await seller();
    const { lead, code } = await leadWithOffer(b);
    await post(a.enderecos.generico, { id: 'cross', tipo: 'aprovada', ref: code, telefone: lead, valor: 5 });
    const [sale] = await salesOf(a.userId);
    expect(sale).toMatchObject({ lead_phone: null, attributed_by: null });
    expect(await salesOf(b.userId)).toEqual([]);
  });
});

/** The "comprou" mark as the kanban card and the conversation show it. */
async function purchaseShown(s: Seller, lead: string) {
  const board = await caller(ctx)('GET', `/api/followup/kanban/${s.productId}?periodo=hoje`, s.token);
  expect(board.statusCode, board.body).toBe(200);
  const leads = (board.json().kanban as { leads: { lead_phone: string; compra?: unknown }[] }[]).flatMap(
    (group) => group.leads,
  );
  const conversation = await caller(ctx)('GET', `/api/conversas/${lead}`, s.token);
  expect(conversation.statusCode, conversation.body).toBe(200);
  const list = await caller(ctx)('GET', '/api/conversas', s.token);
  expect(list.statusCode, list.body).toBe(200);
  const entry = (list.json().conversas as { lead_phone: string; compra: unknown }[]).find(
    (item) => item.lead_phone === lead,
  );
  return {
    card: leads.find((card) => card.lead_phone === lead)?.compra,
    conversation: conversation.json().compra,
    list: entry?.compra,
  };
}

describe('what follows a purchase', () => {
  it('Kiwify: approval cancels the lead follow-ups and sends the owner thank-you; a chargeback takes the sale back', async () => {
    const s = await seller();
    await ctx.db
      .insertInto('followup_messages')
      .values({ user_id: s.userId, mensagem: 'E aí?', tempo: 1 })
      .execute();
    const { lead, code } = await leadWithOffer(s);
    await vi.waitFor(async () => {
      const jobs = await ctx.deps.queue.findJobs<FollowupJob>(FOLLOWUP_QUEUE, {
        data: { leadPhone: lead },
        queued: true,
      });
      expect(jobs.length).toBeGreaterThan(0);
    }, WAIT);
    const settings = await caller(ctx)('PUT', '/api/vendas/configuracao', s.token, {
      obrigado: { ativo: true, texto: 'Obrigada pela compra! Qualquer dúvida, estou aqui.' },
      recuperacao: { ativo: false, texto: '', atraso_minutos: 30 },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const order = {
      order_id: 'kw-100',
      webhook_event_type: 'order_approved',
      order_status: 'paid',
      payment_method: 'credit_card',
      Customer: { email: 'x@y.com.br', mobile: '+55 11 90000-0000' },
      Product: { product_id: 'prod-kiwi', product_name: 'Sérum' },
      Commissions: { charge_amount: 19_700 },
      TrackingParameters: { sck: code },
    };
    // Kiwify adds its own signature to the address's query; the secret in the path is what counts.
    const signed = await ctx.app.inject({
      method: 'POST',
      url: `${pathOf(s.enderecos.kiwify)}?signature=9f8e7d6c5b4a`,
      payload: order,
    });
    expect(signed.json()).toEqual({ result: 'registrado' });
    const queued = await ctx.deps.queue.findJobs<FollowupJob>(FOLLOWUP_QUEUE, {
      data: { leadPhone: lead },
      queued: true,
    });
    expect(queued).toEqual([]);
    await vi.waitFor(async () => {
      const texts = (await agentMessagesOf(ctx, s.userId, lead)).map((message) => message.texto);
      expect(texts).toContain('Obrigada pela compra! Qualquer dúvida, estou aqui.');
    }, WAIT);
    // The lead shows "comprou" on its kanban card, in its conversation and in the conversation list...
    const bought = { valor_centavos: 19_700, oferta: 'Kit 3 frascos', em: expect.any(String) };
    expect(await purchaseShown(s, lead)).toEqual({ card: bought, conversation: bought, list: bought });
    const back = await post(s.enderecos.kiwify, { ...order, webhook_event_type: 'chargeback' });
    // ...until a refund or chargeback takes the sale back.
    expect(await purchaseShown(s, lead)).toEqual({ card: null, conversation: null, list: null });
    expect(back.json()).toEqual({ result: 'registrado' });
    const sales = await salesOf(s.userId);
    expect(sales.map((sale) => [sale.kind, sale.lead_phone, sale.refunded_at !== null])).toEqual([
      ['aprovada', lead, true],
      ['reembolsada', lead, false],
    ]);
  });

  it('refuses to switch a message on without its text', async () => {
    const s = await seller();
    const response = await caller(ctx)('PUT', '/api/vendas/configuracao', s.token, {
      obrigado: { ativo: false, texto: '' },
      recuperacao: { ativo: true, texto: '  ', atraso_minutos: 30 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Escreva a mensagem de recuperação para ativá-la.');
  });

  it('a pix generated and not paid gets the recovery message with the offer link once, after the delay', async () => {
    const s = await seller();
    await caller(ctx)('PUT', '/api/vendas/configuracao', s.token, {
      obrigado: { ativo: false, texto: '' },
      recuperacao: { ativo: true, texto: 'Seu pix ainda está aberto!', atraso_minutos: 30 },
    });
    const { lead, code } = await leadWithOffer(s);
    const pix = hotmart('PURCHASE_BILLET_PRINTED', { id: 'h-pix', sck: code, transaction: 'HP-PIX' });
    expect((await post(s.enderecos.hotmart, pix)).json()).toEqual({ result: 'registrado' });
    const [recovery] = await ctx.db
      .selectFrom('sale_recoveries')
      .selectAll()
      .where('lead_phone', '=', lead)
      .execute();
    expect(recovery?.due_at.getTime()).toBe(ctx.clock.now().getTime() + 30 * 60_000);
    const job = { userId: s.userId, saleEventId: recovery?.sale_event_id ?? 0 };
    ctx.clock.advance(30 * 60_000);
    expect(await runRecovery(ctx.deps, job)).toBe('enviada');
    expect(await runRecovery(ctx.deps, job)).toBe('enviada');
    // The same purchase waiting again (a boleto after the pix) gets no second recovery.
    const boleto = hotmart('PURCHASE_BILLET_PRINTED', { id: 'h-boleto', sck: code, transaction: 'HP-PIX' });
    await post(s.enderecos.hotmart, boleto);
    const recoveries = await ctx.db
      .selectFrom('sale_recoveries')
      .select('outcome')
      .where('lead_phone', '=', lead)
      .execute();
    expect(recoveries).toEqual([{ outcome: 'enviada' }]);
    const texts = (await agentMessagesOf(ctx, s.userId, lead)).map((message) => message.texto);
    expect(texts.filter((text) => text.startsWith('Seu pix ainda está aberto!'))).toEqual([
      `Seu pix ainda está aberto!\nhttps://pay.hotmart.com/A1B2C3D4?off=oferta77&sck=${code}`,
    ]);
  });

  it('a payment in between means no recovery message', async () => {
    const s = await seller();
    await caller(ctx)('PUT', '/api/vendas/configuracao', s.token, {
      obrigado: { ativo: false, texto: '' },
      recuperacao: { ativo: true, texto: 'Volte e finalize!', atraso_minutos: 5 },
    });
    const { lead } = await leadWithOffer(s);
    await post(s.enderecos.generico, { id: 'ab-1', tipo: 'abandonada', telefone: lead });
    await post(s.enderecos.generico, { id: 'pg-1', tipo: 'aprovada', telefone: lead, valor: 197 });
    const [recovery] = await ctx.db
      .selectFrom('sale_recoveries')
      .selectAll()
      .where('lead_phone', '=', lead)
      .execute();
    expect(recovery?.outcome).toBe('paga');
    // The recovery's job still runs when the delay is over, and sends nothing.
    ctx.clock.advance(5 * 60_000);
    expect(await runRecovery(ctx.deps, { userId: s.userId, saleEventId: recovery?.sale_event_id ?? 0 })).toBe(
      'paga',
    );
    const texts = (await agentMessagesOf(ctx, s.userId, lead)).map((message) => message.texto);
    expect(texts.some((text) => text.startsWith('Volte e finalize!'))).toBe(false);
  });
});
