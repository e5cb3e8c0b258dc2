// /login?token=… accepts only the administrator's access links: single use, short-lived, exchanged for a
// session on first use. A session token in a link is refused, so nobody can log a customer into another account.
// Each use leaves an entry in the account's event list (who, when, until when).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, uniqueIp } from '../harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: '2026-03-10T15:00:00.000Z' });
});
afterAll(async () => {
  await ctx.close();
});

const MINUTE = 60_000;
const INVALID = { message: 'Token inválido ou expirado.', code: 'NAO_AUTORIZADO' };

async function makeLink(userId: number): Promise<string> {
  const { token } = await ctx.admin();
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/impersonate',
    headers: ctx.auth(token),
    payload: { id: userId },
  });
  expect(response.statusCode).toBe(200);
  return response.json().token;
}

const post = (url: string, payload: object, ip = uniqueIp()) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const useLink = (token: string) => post('/api/auth/link-de-acesso', { token });
const readLink = (token: string) => post('/api/auth/link-de-acesso/conta', { token });
const getMe = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: ctx.auth(token) });

async function events(userId: number) {
  const { token } = await ctx.admin();
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/usuarios/${userId}/eventos`,
    headers: ctx.auth(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().eventos;
}

describe('access links', () => {
  it('name the account, open its panel for 1 hour on first use, and never work again', async () => {
    const { user } = await ctx.createCustomer({ name: 'Cliente Alvo', must_change_password: true });
    const link = await makeLink(user.id);
    // The link's token is not a session.
    expect((await getMe(link)).statusCode).toBe(401);

    expect((await readLink(link)).json()).toEqual({ name: 'Cliente Alvo' });
    const used = await useLink(link);
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({
      user: { id: user.id, name: 'Cliente Alvo', is_admin: false, must_change_password: false },
      must_change_password: false,
    });
    const session = used.json().token as string;
    expect(session).not.toBe(link);
    expect((await getMe(session)).json().user.id).toBe(user.id);

    for (const again of [await useLink(link), await readLink(link)]) {
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual(INVALID);
    }

    try {
      ctx.clock.advance(59 * MINUTE);
      expect((await getMe(session)).statusCode).toBe(200);
      ctx.clock.advance(2 * MINUTE);
      expect((await getMe(session)).statusCode).toBe(401);
    } finally {
      ctx.clock.set('2026-03-10T15:00:00.000Z');
    }
  });

  it('refuse a session token, whoever it belongs to', async () => {
    const customer = await ctx.createCustomer();
    const attacker = await ctx.createCustomer();
    const admin = await ctx.admin();
    for (const token of [
      attacker.token,
      customer.token,
      admin.token,
      await ctx.impersonate(customer.user.id),
    ]) {
      for (const response of [await useLink(token), await readLink(token)]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(INVALID);
      }
    }
    // Only the administrator's own access link opened the panel.
    const accesses = (await events(customer.user.id)).filter(
      (event: { tipo: string }) => event.tipo === 'acesso_administrador',
    );
    expect(accesses).toHaveLength(1);
  });

  it('stop working 10 minutes after they were made', async () => {
    const { user } = await ctx.createCustomer();
    const link = await makeLink(user.id);
    try {
      ctx.clock.advance(10 * MINUTE);
      expect((await readLink(link)).statusCode).toBe(401);
      expect((await useLink(link)).json()).toEqual(INVALID);
    } finally {
      ctx.clock.set('2026-03-10T15:00:00.000Z');
    }
  });

  it('give one session when the same link is used twice at once', async () => {
    const { user } = await ctx.createCustomer();
    const link = await makeLink(user.id);
    const answers = await Promise.all([useLink(link), useLink(link)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('answer a malformed body with the same message, and count against the per-address limit', async () => {
    const blank = await post('/api/auth/link-de-acesso', { token: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Token inválido ou expirado.');
    const ip = uniqueIp();
    let last = 0;
    for (let attempt = 0; attempt < 61; attempt += 1) {
      last = (await post('/api/auth/link-de-acesso/conta', { token: `chute-${attempt}` }, ip)).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('the account’s event list', () => {
  it('shows each administrator session in the panel: who, when and until when', async () => {
    const { user } = await ctx.createCustomer();
    const first = await ctx.impersonate(user.id);
    ctx.clock.advance(5 * MINUTE);
    await ctx.impersonate(user.id);
    // The first session ended early: its end is the logout.
    ctx.clock.advance(5 * MINUTE);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: ctx.auth(first) });
    ctx.clock.set('2026-03-10T15:00:00.000Z');

    const { user: admin } = await ctx.admin();
    expect(await events(user.id)).toEqual([
      {
        tipo: 'acesso_administrador',
        id: expect.any(Number),
        admin_name: 'Administrador',
        admin_email: admin.email,
        started_at: '2026-03-10T15:05:00.000Z',
        ends_at: '2026-03-10T16:05:00.000Z',
      },
      {
        tipo: 'acesso_administrador',
        id: expect.any(Number),
        admin_name: 'Administrador',
        admin_email: admin.email,
        started_at: '2026-03-10T15:00:00.000Z',
        ends_at: '2026-03-10T15:10:00.000Z',
      },
    ]);
  });

  it('has no entry for a link made but never used', async () => {
    const { user } = await ctx.createCustomer();
    await makeLink(user.id);
    expect(await events(user.id)).toEqual([]);
  });
});
