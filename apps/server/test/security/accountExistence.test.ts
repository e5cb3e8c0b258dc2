import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, uniqueEmail, uniqueIp } from '../harness.ts';
import { mailsTo } from '../outbox.ts';

/* No public operation tells an outsider whether an e-mail address has an account. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, remoteAddress: uniqueIp(), payload });

/** Status and body, the whole of what a caller learns from an answer. */
async function answer(url: string, payload: object) {
  const response = await post(url, payload);
  return { status: response.statusCode, body: response.body };
}

describe('whether an e-mail has an account', () => {
  it('is not answered by the old check-email route any more, for a customer or a stranger', async () => {
    const { user } = await ctx.createCustomer();
    const known = await answer('/api/auth/check-email', { email: user.email });
    const unknown = await answer('/api/auth/check-email', { email: uniqueEmail('ninguem') });
    expect(known.status).toBe(404);
    expect(known).toEqual(unknown);
  });

  it('is not told by password recovery: same answer, the mail goes only to the account', async () => {
    const { user } = await ctx.createCustomer();
    const stranger = uniqueEmail('ninguem');
    const known = await answer('/api/auth/recuperar-senha', { email: user.email });
    const unknown = await answer('/api/auth/recuperar-senha', { email: stranger });
    expect(known).toEqual({
      status: 200,
      body: JSON.stringify({ message: 'Você receberá as instruções de acesso no email informado.' }),
    });
    expect(unknown).toEqual(known);
    expect(await mailsTo(ctx.config.dataDir, user.email)).toHaveLength(1);
    expect(await mailsTo(ctx.config.dataDir, stranger)).toEqual([]);
  });

  it('is not told by a failed login: a wrong password reads like an unknown address', async () => {
    const { user } = await ctx.createCustomer({ senha: 'minha-senha' });
    const wrongPassword = await answer('/api/auth/login', { email: user.email, senha: 'senha-errada' });
    const unknown = await answer('/api/auth/login', { email: uniqueEmail('ninguem'), senha: 'senha-errada' });
    expect(wrongPassword.status).toBe(401);
    expect(unknown).toEqual(wrongPassword);
  });
});
