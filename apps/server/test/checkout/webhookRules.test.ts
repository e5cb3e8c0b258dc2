import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../harness.ts';
import { insertProduct } from '../integrations/fixtures.ts';
import { mailsTo } from '../outbox.ts';
import {
  accountByEmail,
  buyerEmail,
  CHECKOUT_ENV,
  eventId,
  genericEvent,
  hotmartCancellation,
  hotmartPurchase,
  login,
  NOW,
  postCheckout,
  SECRET,
  storedEventCount,
} from './fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW, env: CHECKOUT_ENV });
});
afterAll(async () => {
  await ctx.close();
});

const RUNNING_UNTIL = new Date('2026-02-20T23:59:59.999Z');

/** A paying customer with a product (data that must survive a refund). */
async function payingCustomer() {
  const { user, token } = await ctx.createCustomer({ expiration_acess: RUNNING_UNTIL });
  await insertProduct(ctx.db, user.id);
  return { user, token };
}

describe('secret', () => {
  it.each([
    ['no secret header', {}],
    ['a wrong X-Webhook-Secret', { 'x-webhook-secret': `${SECRET}x` }],
    ['a wrong X-HOTMART-HOTTOK', { 'x-hotmart-hottok': 'outro' }],
    ['an empty header', { 'x-webhook-secret': '' }],
    ['the secret in another header', { authorization: `Bearer ${SECRET}` }],
  ])('answers 401 to %s and changes nothing, whatever the body', async (_case, headers) => {
    const before = await storedEventCount(ctx);
    const payload = genericEvent('purchase.approved');
    for (const body of [
      payload,
      hotmartPurchase('PURCHASE_APPROVED', { email: payload.email }),
      '{quebrado',
    ]) {
      const response = await postCheckout(ctx, body, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'Segredo do webhook ausente ou inválido.',
        code: 'NAO_AUTORIZADO',
      });
    }
    expect(await accountByEmail(ctx, payload.email)).toBeUndefined();
    expect(await storedEventCount(ctx)).toBe(before);
    expect(await mailsTo(ctx.config.dataDir, payload.email)).toEqual([]);
  });

  it('takes the secret in either header, for either payload shape', async () => {
    const generic = genericEvent('purchase.approved');
    expect((await postCheckout(ctx, generic, { 'x-hotmart-hottok': SECRET })).statusCode).toBe(200);
    const hotmart = hotmartPurchase('PURCHASE_APPROVED');
    expect((await postCheckout(ctx, hotmart, { 'x-webhook-secret': SECRET })).statusCode).toBe(200);
  });
});

describe('malformed bodies', () => {
  const approved = () => genericEvent('purchase.approved');
  const hotmart = () => hotmartPurchase('PURCHASE_APPROVED');
  it.each([
    ['broken JSON', () => '{"event": "purchase.approved",', 'JSON inválido.'],
    ['an empty object', () => ({}), 'Dados inválidos.'],
    ['an unknown event', () => ({ ...approved(), event: 'purchase.maybe' }), 'Dados inválidos.'],
    ['no e-mail', () => ({ ...approved(), email: undefined }), 'Email é obrigatório'],
    ['a malformed e-mail', () => ({ ...approved(), email: 'sem-arroba' }), 'Email inválido'],
    ['an unknown plan', () => ({ ...approved(), plan: 'gold' }), 'Dados inválidos.'],
    ['a negative amount', () => ({ ...approved(), amount: -1 }), 'Dados inválidos.'],
    [
      'a blank event id',
      () => ({ ...approved(), event_id: '   ' }),
      'Identificador do evento é obrigatório.',
    ],
    [
      'an unreadable payment date',
      () => ({ ...approved(), paid_at: 'ontem' }),
      'Data de pagamento inválida: use data e hora ISO 8601 com fuso, AAAA-MM-DD ou Unix em segundos.',
    ],
    [
      'a new buyer without a plan',
      () => ({ ...approved(), plan: undefined }),
      'Informe o plano da compra: basic, pro ou advanced.',
    ],
    ['Hotmart without data', () => ({ ...hotmart(), data: undefined }), 'Dados inválidos.'],
    ['Hotmart with an unknown event', () => ({ ...hotmart(), event: 'PURCHASE_MAYBE' }), 'Dados inválidos.'],
    [
      'Hotmart without the buyer’s e-mail',
      () => {
        const payload = hotmart();
        return { ...payload, data: { ...payload.data, buyer: { name: 'Sem Email' } } };
      },
      'Email do comprador ausente ou inválido.',
    ],
    [
      'Hotmart selling an offer no plan is configured for',
      () => hotmartPurchase('PURCHASE_APPROVED', { offer: 'black-friday', planName: 'Promo', price: 99 }),
      'Plano da Hotmart não reconhecido (black-friday). Configure o código da oferta em HOTMART_PLAN_BASIC, HOTMART_PLAN_PRO ou HOTMART_PLAN_ADVANCED.',
    ],
  ])('answers 400 to %s and changes nothing', async (_case, build, message) => {
    const before = await storedEventCount(ctx);
    const body = build();
    const response = await postCheckout(ctx, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await storedEventCount(ctx)).toBe(before);
    const email = typeof body === 'string' ? undefined : (body as { email?: unknown }).email;
    if (typeof email === 'string') expect(await accountByEmail(ctx, email)).toBeUndefined();
  });
});

describe('duplicate delivery', () => {
  it('changes nothing the second time (generic): one account, one mail, one stored event', async () => {
    const payload = genericEvent('purchase.approved');
    expect((await postCheckout(ctx, payload)).json()).toEqual({ result: 'conta_criada' });
    const account = await accountByEmail(ctx, payload.email);
    const before = await storedEventCount(ctx);
    ctx.clock.advance(60_000);
    try {
      expect((await postCheckout(ctx, payload)).json()).toEqual({ result: 'duplicado' });
    } finally {
      ctx.clock.set(NOW);
    }
    expect(await accountByEmail(ctx, payload.email)).toEqual(account);
    expect(await mailsTo(ctx.config.dataDir, payload.email)).toHaveLength(1);
    expect(await storedEventCount(ctx)).toBe(before);
  });

  it('changes nothing the second time (Hotmart renewal and refund), nor for the same transaction under a new id', async () => {
    const { user } = await payingCustomer();
    const renewal = hotmartPurchase('PURCHASE_APPROVED', { email: user.email, transaction: 'HP0001' });
    expect((await postCheckout(ctx, renewal)).json()).toEqual({ result: 'renovada' });
    expect((await postCheckout(ctx, renewal)).json()).toEqual({ result: 'duplicado' });
    const again = { ...renewal, id: eventId('hotmart') };
    expect((await postCheckout(ctx, again)).json()).toEqual({ result: 'ignorado' });
    expect((await accountByEmail(ctx, user.email))?.expiration_acess).toEqual(
      new Date('2026-03-20T23:59:59.999Z'),
    );

    // The refund takes back the month that purchase bought: the access is back to what it was before it.
    const refund = hotmartPurchase('PURCHASE_REFUNDED', { email: user.email, transaction: 'HP0001' });
    expect((await postCheckout(ctx, refund)).json()).toEqual({ result: 'periodo_retirado' });
    const ended = await accountByEmail(ctx, user.email);
    expect(ended?.expiration_acess).toEqual(RUNNING_UNTIL);
    ctx.clock.advance(3_600_000);
    try {
      expect((await postCheckout(ctx, refund)).json()).toEqual({ result: 'duplicado' });
    } finally {
      ctx.clock.set(NOW);
    }
    expect(await accountByEmail(ctx, user.email)).toEqual(ended);
  });
});

describe('refund, chargeback and cancellation', () => {
  const purchase = (email: string, transaction: string) =>
    genericEvent('purchase.approved', { email, transaction });
  const hotmartBuy = (email: string, transaction: string) =>
    hotmartPurchase('PURCHASE_APPROVED', { email, transaction });

  it.each([
    [
      'generic refund',
      purchase,
      (email: string, transaction: string) => genericEvent('purchase.refunded', { email, transaction }),
    ],
    [
      'generic chargeback',
      purchase,
      (email: string, transaction: string) => genericEvent('purchase.chargeback', { email, transaction }),
    ],
    [
      'Hotmart PURCHASE_REFUNDED',
      hotmartBuy,
      (email: string, transaction: string) => hotmartPurchase('PURCHASE_REFUNDED', { email, transaction }),
    ],
    [
      'Hotmart PURCHASE_CHARGEBACK',
      hotmartBuy,
      (email: string, transaction: string) => hotmartPurchase('PURCHASE_CHARGEBACK', { email, transaction }),
    ],
  ])('%s of the only purchase ends access now and keeps the data', async (_case, buy, undo) => {
    const email = buyerEmail();
    const transaction = eventId('HP');
    expect((await postCheckout(ctx, buy(email, transaction))).json()).toEqual({ result: 'conta_criada' });
    const account = await accountByEmail(ctx, email);
    await insertProduct(ctx.db, account?.id ?? 0);
    expect((await postCheckout(ctx, undo(email, transaction))).json()).toEqual({
      result: 'acesso_encerrado',
    });
    expect((await accountByEmail(ctx, email))?.expiration_acess).toEqual(new Date(NOW));
    const products = await ctx.db
      .selectFrom('products')
      .select('id')
      .where('user_id', '=', account?.id ?? 0)
      .execute();
    expect(products).toHaveLength(1);
  });

  it('a refund for an account with no purchase on record (made by the administrator) ends access now', async () => {
    const { user, token } = await payingCustomer();
    expect(
      (await postCheckout(ctx, genericEvent('purchase.refunded', { email: user.email }))).json(),
    ).toEqual({
      result: 'acesso_encerrado',
    });
    expect((await accountByEmail(ctx, user.email))?.expiration_acess).toEqual(new Date(NOW));
    const products = await ctx.app.inject({
      method: 'GET',
      url: '/api/products/list',
      headers: ctx.auth(token),
    });
    expect(products.json().products).toHaveLength(1);
    // Expired accounts still log in (the panel shows the renewal block).
    expect((await login(ctx, user.email, user.senha)).statusCode).toBe(200);
  });

  it('a refund never moves an access that already ended forward', async () => {
    const { user } = await ctx.createCustomer({ expiration_acess: new Date('2025-11-30T23:59:59.999Z') });
    await postCheckout(ctx, genericEvent('purchase.refunded', { email: user.email }));
    expect((await accountByEmail(ctx, user.email))?.expiration_acess).toEqual(
      new Date('2025-11-30T23:59:59.999Z'),
    );
  });

  it.each([
    ['generic subscription.canceled', (email: string) => genericEvent('subscription.canceled', { email })],
    ['Hotmart SUBSCRIPTION_CANCELLATION', (email: string) => hotmartCancellation(email)],
  ])('%s keeps access to the end of the paid period', async (_case, build) => {
    const { user } = await payingCustomer();
    expect((await postCheckout(ctx, build(user.email))).json()).toEqual({ result: 'cancelada' });
    expect((await accountByEmail(ctx, user.email))?.expiration_acess).toEqual(RUNNING_UNTIL);
  });

  it('ignores (but stores) events about unknown buyers and Hotmart events that ask nothing of an account', async () => {
    const stranger = buyerEmail();
    for (const payload of [
      genericEvent('purchase.refunded', { email: stranger }),
      genericEvent('subscription.canceled', { email: stranger }),
      hotmartPurchase('PURCHASE_CHARGEBACK', { email: stranger }),
    ]) {
      expect((await postCheckout(ctx, payload)).json()).toEqual({ result: 'ignorado' });
    }
    expect(await accountByEmail(ctx, stranger)).toBeUndefined();

    const { user } = await payingCustomer();
    for (const event of ['PURCHASE_COMPLETE', 'PURCHASE_PROTEST', 'PURCHASE_CANCELED', 'PURCHASE_DELAYED']) {
      expect((await postCheckout(ctx, hotmartPurchase(event, { email: user.email }))).json()).toEqual({
        result: 'ignorado',
      });
    }
    expect((await accountByEmail(ctx, user.email))?.expiration_acess).toEqual(RUNNING_UNTIL);
  });
});

describe('GET /api/usuarios/{id}/eventos', () => {
  it('lists the account’s events with their outcome, newest first, including those sent before it existed', async () => {
    const email = buyerEmail();
    const early = genericEvent('purchase.refunded', { email });
    await postCheckout(ctx, early);
    ctx.clock.advance(1_000);
    const purchase = hotmartPurchase('PURCHASE_APPROVED', { email });
    await postCheckout(ctx, purchase);
    ctx.clock.advance(1_000);
    const cancel = hotmartCancellation(email);
    await postCheckout(ctx, cancel);
    ctx.clock.set(NOW);
    await postCheckout(ctx, genericEvent('purchase.approved'));

    const account = await accountByEmail(ctx, email);
    const { token } = await ctx.admin();
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/usuarios/${account?.id}/eventos`,
      headers: ctx.auth(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      eventos: [
        {
          tipo: 'compra',
          id: expect.any(Number),
          event_id: cancel.id,
          source: 'hotmart',
          event: 'SUBSCRIPTION_CANCELLATION',
          email,
          outcome: 'cancelada',
          received_at: '2026-01-31T15:00:02.000Z',
        },
        {
          tipo: 'compra',
          id: expect.any(Number),
          event_id: purchase.id,
          source: 'hotmart',
          event: 'PURCHASE_APPROVED',
          email,
          outcome: 'conta_criada',
          received_at: '2026-01-31T15:00:01.000Z',
        },
        {
          tipo: 'compra',
          id: expect.any(Number),
          event_id: early.event_id,
          source: 'generic',
          event: 'purchase.refunded',
          email,
          outcome: 'ignorado',
          received_at: '2026-01-31T15:00:00.000Z',
        },
      ],
    });
  });

  it('is the administrator’s alone: 403 to a customer, 401 without a token, 404 unknown id, 400 bad id', async () => {
    const { user, token } = await ctx.createCustomer();
    const get = (url: string, bearer?: string) =>
      ctx.app.inject({ method: 'GET', url, headers: bearer ? ctx.auth(bearer) : {} });
    const forbidden = await get(`/api/usuarios/${user.id}/eventos`, token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'Acesso restrito.', code: 'ACESSO_RESTRITO' });
    expect((await get(`/api/usuarios/${user.id}/eventos`)).statusCode).toBe(401);
    const admin = await ctx.admin();
    const missing = await get('/api/usuarios/999999/eventos', admin.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Usuário não encontrado.', code: 'NAO_ENCONTRADO' });
    expect((await get('/api/usuarios/abc/eventos', admin.token)).statusCode).toBe(400);
    expect((await get(`/api/usuarios/${user.id}/eventos`, admin.token)).json()).toEqual({ eventos: [] });
  });
});
