import { PLAN_BY_ID, type PlanId } from '@agente/rules';
// A refund or chargeback takes back only the time its own purchase bought; a purchase made with a customer's
// e-mail extends the access but never lowers the plan while a better one is paid. Both webhook formats.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../harness.ts';
import { mailsTo } from '../outbox.ts';
import {
  accountByEmail,
  buyerEmail,
  CHECKOUT_ENV,
  genericEvent,
  hotmartPurchase,
  login,
  NOW,
  postCheckout,
} from './fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW, env: CHECKOUT_ENV });
});
afterAll(async () => {
  await ctx.close();
});

/** End of the first paid month of a purchase made on NOW (31 Jan → 28 Feb), and of the one after it. */
const FIRST_MONTH_END = new Date('2026-02-28T23:59:59.999Z');
const SECOND_MONTH_END = new Date('2026-03-28T23:59:59.999Z');

/** Hotmart names our plans by the offer codes of CHECKOUT_ENV (advanced by its subscription plan id). */
const HOTMART_PLAN = {
  basic: { offer: 'OFERTA-BASIC' },
  pro: { offer: 'oferta-pro' },
  advanced: { offer: 'sem-codigo', planId: 9003 },
} as const;

interface Format {
  purchase(email: string, transaction: string, plan: PlanId): object;
  refund(email: string, transaction: string): object;
  chargeback(email: string, transaction: string): object;
}

const FORMATS: Record<'genérico' | 'Hotmart', Format> = {
  genérico: {
    purchase: (email, transaction, plan) =>
      genericEvent('purchase.approved', { email, transaction, plan, amount: PLAN_BY_ID[plan].priceBrl }),
    refund: (email, transaction) => genericEvent('purchase.refunded', { email, transaction }),
    chargeback: (email, transaction) => genericEvent('purchase.chargeback', { email, transaction }),
  },
  Hotmart: {
    purchase: (email, transaction, plan) =>
      hotmartPurchase('PURCHASE_APPROVED', {
        email,
        transaction,
        price: PLAN_BY_ID[plan].priceBrl,
        ...HOTMART_PLAN[plan],
      }),
    refund: (email, transaction) => hotmartPurchase('PURCHASE_REFUNDED', { email, transaction }),
    chargeback: (email, transaction) => hotmartPurchase('PURCHASE_CHARGEBACK', { email, transaction }),
  },
};

async function send(payload: object): Promise<string> {
  const response = await postCheckout(ctx, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
}

let transactions = 0;
const transaction = () => {
  transactions += 1;
  return `T${transactions}-${Date.now()}`;
};

/** What the customer's own panel reads (GET /api/auth/me), logged in with the welcome mail's password. */
async function panelUser(email: string) {
  const mail = (await mailsTo(ctx.config.dataDir, email))[0];
  const password = /Senha provisória: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
  const signedIn = await login(ctx, email, password);
  expect(signedIn.statusCode).toBe(200);
  const me = await ctx.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: ctx.auth(signedIn.json().token),
  });
  return me.json().user;
}

describe.each(Object.entries(FORMATS))('formato %s', (_name, format) => {
  it('a refund takes back only the month its own purchase bought, once', async () => {
    const email = buyerEmail();
    const [first, second] = [transaction(), transaction()];
    expect(await send(format.purchase(email, first, 'pro'))).toBe('conta_criada');
    expect(await send(format.purchase(email, second, 'pro'))).toBe('renovada');
    expect((await accountByEmail(ctx, email))?.expiration_acess).toEqual(SECOND_MONTH_END);

    expect(await send(format.refund(email, second))).toBe('periodo_retirado');
    expect((await panelUser(email)).expiration_acess).toBe(FIRST_MONTH_END.toISOString());
    // The chargeback of a purchase already refunded has nothing left to take.
    expect(await send(format.chargeback(email, second))).toBe('ignorado');
    expect((await accountByEmail(ctx, email))?.expiration_acess).toEqual(FIRST_MONTH_END);

    expect(await send(format.refund(email, first))).toBe('acesso_encerrado');
    expect((await accountByEmail(ctx, email))?.expiration_acess).toEqual(new Date(NOW));
  });

  it('refunding the month in use keeps the month bought after it, moved to start now', async () => {
    const email = buyerEmail();
    const [first, second] = [transaction(), transaction()];
    await send(format.purchase(email, first, 'pro'));
    await send(format.purchase(email, second, 'pro'));
    expect(await send(format.chargeback(email, first))).toBe('periodo_retirado');
    // 28 days were left of the refunded month (31 Jan 12:00 → 28 Feb): the second month (28 days) now ends 28 Feb.
    const expected = new Date(SECOND_MONTH_END.getTime() - (FIRST_MONTH_END.getTime() - Date.parse(NOW)));
    expect((await accountByEmail(ctx, email))?.expiration_acess).toEqual(expected);
    expect(await send(format.refund(email, second))).toBe('acesso_encerrado');
    expect((await accountByEmail(ctx, email))?.expiration_acess).toEqual(new Date(NOW));
  });

  it('a refund of a purchase this account never made changes nothing', async () => {
    const email = buyerEmail();
    await send(format.purchase(email, transaction(), 'pro'));
    const before = await accountByEmail(ctx, email);
    expect(await send(format.refund(email, transaction()))).toBe('ignorado');
    expect(await accountByEmail(ctx, email)).toEqual(before);
  });

  it('a cheaper plan bought with the customer’s e-mail waits until the better plan’s paid month ends', async () => {
    const email = buyerEmail();
    await send(format.purchase(email, transaction(), 'advanced'));
    await ctx.db.updateTable('users').set({ conversas_unicas: 42 }).where('email', '=', email).execute();
    expect(await send(format.purchase(email, transaction(), 'basic'))).toBe('renovada');
    expect(await panelUser(email)).toMatchObject({
      nome_plan: 'Advanced',
      conversas_plano: 1_000,
      conversas_unicas: 42,
      expiration_acess: SECOND_MONTH_END.toISOString(),
    });

    try {
      // 28 February, 17:00 in São Paulo: the Advanced month is still paid.
      ctx.clock.set('2026-02-28T20:00:00.000Z');
      expect(await panelUser(email)).toMatchObject({ nome_plan: 'Advanced', conversas_plano: 1_000 });
      // 1 March: the Basic month starts, as a new plan period.
      ctx.clock.set('2026-03-01T12:00:00.000Z');
      expect(await panelUser(email)).toMatchObject({
        nome_plan: 'Basic',
        conversas_plano: 300,
        conversas_unicas: 0,
        renovation_date: FIRST_MONTH_END.toISOString(),
        expiration_acess: SECOND_MONTH_END.toISOString(),
      });
    } finally {
      ctx.clock.set(NOW);
    }
  });

  it('an upgrade applies at once, and its refund gives the paid plan back', async () => {
    const email = buyerEmail();
    await send(format.purchase(email, transaction(), 'basic'));
    const upgrade = transaction();
    await send(format.purchase(email, upgrade, 'advanced'));
    expect(await accountByEmail(ctx, email)).toMatchObject({ nome_plan: 'Advanced', conversas_plano: 1_000 });
    expect(await send(format.refund(email, upgrade))).toBe('periodo_retirado');
    expect(await accountByEmail(ctx, email)).toMatchObject({
      nome_plan: 'Basic',
      conversas_plano: 300,
      expiration_acess: FIRST_MONTH_END,
    });
  });
});

describe('formato genérico sem transaction', () => {
  it('a refund that names no purchase takes back the latest one', async () => {
    const email = buyerEmail();
    await send(genericEvent('purchase.approved', { email, plan: 'pro' }));
    await send(genericEvent('purchase.approved', { email, plan: 'pro' }));
    expect(await send(genericEvent('purchase.refunded', { email }))).toBe('periodo_retirado');
    expect((await accountByEmail(ctx, email))?.expiration_acess).toEqual(FIRST_MONTH_END);
  });

  it('the administrator’s list shows a plan that came due', async () => {
    const email = buyerEmail();
    await send(genericEvent('purchase.approved', { email, plan: 'pro', transaction: transaction() }));
    await send(
      genericEvent('purchase.approved', { email, plan: 'basic', amount: 147, transaction: transaction() }),
    );
    const card = async () => {
      const { token } = await ctx.admin();
      const list = await ctx.app.inject({
        method: 'GET',
        url: '/api/usuarios/list',
        headers: ctx.auth(token),
      });
      return (list.json().usuarios as { email: string }[]).find((user) => user.email === email);
    };
    expect(await card()).toMatchObject({ nome_plan: 'Pro', conversas_plano: 600 });
    try {
      ctx.clock.set('2026-03-02T12:00:00.000Z');
      expect(await card()).toMatchObject({ nome_plan: 'Basic', conversas_plano: 300, valor_plan: 147 });
    } finally {
      ctx.clock.set(NOW);
    }
  });
});
