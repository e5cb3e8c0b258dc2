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
  ctx = await createTestContext({
    now: NOW,
    env: { ...CHECKOUT_ENV, PUBLIC_URL: 'https://agente.exemplo.com.br' },
  });
});
afterAll(async () => {
  await ctx.close();
});

/** The temporary password the welcome mail gave the buyer. */
async function welcomePassword(email: string): Promise<string> {
  const mails = await mailsTo(ctx.config.dataDir, email);
  expect(mails).toHaveLength(1);
  const password = /Senha provisória: (\S+)/.exec(mails[0]?.text ?? '')?.[1];
  expect(password).toMatch(/^[a-zA-Z2-9]{10}$/);
  return password ?? '';
}

async function adminCard(userId: number) {
  const { token } = await ctx.admin();
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/usuarios/list',
    headers: ctx.auth(token),
  });
  return (response.json().usuarios as { id: number; senha: string | null }[]).find(
    (user) => user.id === userId,
  );
}

describe('approved purchase of a new e-mail', () => {
  it('webhook → welcome mail in the outbox → login with its password → forced change → panel', async () => {
    const payload = genericEvent('purchase.approved', { email: buyerEmail().toUpperCase() });
    const email = payload.email.toLowerCase();
    const response = await postCheckout(ctx, payload);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ result: 'conta_criada' });

    const account = await accountByEmail(ctx, email);
    expect(account).toMatchObject({
      name: 'Maria Souza',
      email,
      user_phone: '5511987654321',
      id_plan: 'pro',
      nome_plan: 'Pro',
      valor_plan: 247,
      conversas_plano: 600,
      conversas_unicas: 0,
      must_change_password: true,
      renovation_date: new Date('2026-01-31T15:00:00.000Z'),
      // paid on 31 January: the month ends on the last day of February
      expiration_acess: new Date('2026-02-28T23:59:59.999Z'),
    });

    const [mail] = await mailsTo(ctx.config.dataDir, email);
    expect(mail?.text).toContain('Olá, Maria Souza!');
    expect(mail?.text).toContain('Sua compra do plano Pro foi aprovada');
    expect(mail?.text).toContain('Acesse: https://agente.exemplo.com.br/login');
    expect(mail?.text).toContain(`E-mail: ${email}`);
    const password = await welcomePassword(email);
    // The administrator's card shows the temporary password while it is temporary.
    expect((await adminCard(account?.id ?? 0))?.senha).toBe(password);

    const first = await login(ctx, email, password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ must_change_password: true, user: { email } });
    const change = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: ctx.auth(first.json().token),
      payload: { name: 'Maria Souza', email, current_password: password, new_password: 'minha-senha-nova' },
    });
    expect(change.statusCode, change.body).toBe(200);

    expect((await login(ctx, email, password)).statusCode).toBe(401);
    const second = await login(ctx, email, 'minha-senha-nova');
    expect(second.json()).toMatchObject({ must_change_password: false });
    const panel = await ctx.app.inject({
      method: 'GET',
      url: '/api/contador/dashboard',
      headers: ctx.auth(second.json().token),
    });
    expect(panel.json()).toEqual({ conversas_unicas: 0, mensagens_trocadas: 0, conversas_plano: 600 });
    expect((await adminCard(account?.id ?? 0))?.senha).toBeNull();
  });

  it('reads Hotmart’s PURCHASE_APPROVED: buyer, phone, payment date and the plan of the configured offer', async () => {
    const email = buyerEmail();
    const payload = hotmartPurchase('PURCHASE_APPROVED', { email, offer: 'OFERTA-PRO', price: 237.5 });
    const response = await postCheckout(ctx, payload);
    expect(response.json()).toEqual({ result: 'conta_criada' });
    expect(await accountByEmail(ctx, email)).toMatchObject({
      name: 'João Pereira',
      user_phone: '5511987651234',
      id_plan: 'pro',
      nome_plan: 'Pro',
      // what was paid (a coupon), not the list price
      valor_plan: 237.5,
      conversas_plano: 600,
      must_change_password: true,
      renovation_date: new Date('2026-01-31T14:30:00.000Z'),
      expiration_acess: new Date('2026-02-28T23:59:59.999Z'),
    });
    const password = await welcomePassword(email);
    expect((await login(ctx, email, password)).json()).toMatchObject({ must_change_password: true });
  });

  it.each([
    [
      'the subscription plan id',
      { offer: 'sem-mapa', planId: 9003, price: 397 },
      'advanced',
      'Advanced',
      1_000,
    ],
    ['the plan name', { offer: 'sem-mapa', planName: 'Pro-Anual', price: 2_000 }, 'pro', 'Pro', 600],
    ['the price, when no code is configured', { offer: 'sem-mapa', price: 147 }, 'basic', 'Basic', 300],
  ])('maps a Hotmart plan by %s', async (_how, fields, id_plan, nome_plan, conversas_plano) => {
    const email = buyerEmail();
    expect(
      (await postCheckout(ctx, hotmartPurchase('PURCHASE_APPROVED', { email, ...fields }))).json(),
    ).toEqual({
      result: 'conta_criada',
    });
    expect(await accountByEmail(ctx, email)).toMatchObject({ id_plan, nome_plan, conversas_plano });
  });

  it('names the account after the e-mail when the buyer sent no name, and keeps a phone another account typed', async () => {
    const email = buyerEmail();
    // Typed first into someone else's profile: the number is still the buyer's to connect.
    await ctx.createCustomer({ user_phone: '5511977771234' });
    const payload = genericEvent('purchase.approved', {
      email,
      name: undefined,
      phone: '11977771234',
      plan: 'basic',
      amount: undefined,
    });
    expect((await postCheckout(ctx, payload)).json()).toEqual({ result: 'conta_criada' });
    expect(await accountByEmail(ctx, email)).toMatchObject({
      name: email.split('@')[0],
      user_phone: '5511977771234',
      id_plan: 'basic',
      valor_plan: 147,
      conversas_plano: 300,
    });
  });
});

describe('approved purchase of an existing account (renewal)', () => {
  it('adds a month to a running plan, follows an upgrade, restarts the counters and keeps the password', async () => {
    const { user } = await ctx.createCustomer({
      expiration_acess: new Date('2026-02-28T23:59:59.999Z'),
      conversas_plano: 600,
      conversas_unicas: 600,
      mensagens_trocadas: 4_321,
    });
    const payload = genericEvent('purchase.approved', { email: user.email, plan: 'advanced', amount: 397 });
    expect((await postCheckout(ctx, payload)).json()).toEqual({ result: 'renovada' });
    expect(await accountByEmail(ctx, user.email)).toMatchObject({
      expiration_acess: new Date('2026-03-28T23:59:59.999Z'),
      renovation_date: new Date('2026-01-31T15:00:00.000Z'),
      id_plan: 'advanced',
      nome_plan: 'Advanced',
      valor_plan: 397,
      conversas_plano: 1_000,
      conversas_unicas: 0,
      mensagens_trocadas: 0,
      must_change_password: false,
    });
    expect((await login(ctx, user.email, user.senha)).json()).toMatchObject({ must_change_password: false });
    expect(await mailsTo(ctx.config.dataDir, user.email)).toEqual([]);
  });

  it('counts from today when the plan already expired: 31 Jan → 28 Feb, and 29 Feb in a leap year', async () => {
    const { user } = await ctx.createCustomer({ expiration_acess: new Date('2025-12-10T23:59:59.999Z') });
    await postCheckout(ctx, genericEvent('purchase.approved', { email: user.email }));
    expect((await accountByEmail(ctx, user.email))?.expiration_acess).toEqual(
      new Date('2026-02-28T23:59:59.999Z'),
    );

    ctx.clock.set('2028-01-31T15:00:00.000Z');
    try {
      const leap = await ctx.createCustomer({ expiration_acess: null });
      await postCheckout(
        ctx,
        genericEvent('purchase.approved', { email: leap.user.email, paid_at: '2028-01-31' }),
      );
      expect(await accountByEmail(ctx, leap.user.email)).toMatchObject({
        expiration_acess: new Date('2028-02-29T23:59:59.999Z'),
      });
    } finally {
      ctx.clock.set(NOW);
    }
  });

  it('keeps the plan when a renewal names none we know, and the temporary password of a buyer who never logged in', async () => {
    const email = buyerEmail();
    await postCheckout(
      ctx,
      hotmartPurchase('PURCHASE_APPROVED', { email, offer: 'OFERTA-BASIC', price: 147 }),
    );
    const password = await welcomePassword(email);
    const renewal = hotmartPurchase('PURCHASE_APPROVED', { email, offer: 'desconhecida', price: 99 });
    expect((await postCheckout(ctx, renewal)).json()).toEqual({ result: 'renovada' });
    expect(await accountByEmail(ctx, email)).toMatchObject({
      id_plan: 'basic',
      valor_plan: 147,
      must_change_password: true,
      temp_password: password,
      expiration_acess: new Date('2026-03-28T23:59:59.999Z'),
    });
    expect((await login(ctx, email, password)).statusCode).toBe(200);
  });
});
