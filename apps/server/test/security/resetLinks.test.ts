import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/auth/tokens.ts';
import { createPasswordReset } from '../../src/recovery/queries.ts';
import { createTestContext, type TestContext, uniqueIp } from '../harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

const PARALLEL_USES = 8;

const login = (email: string, senha: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: uniqueIp(),
    payload: { email, senha },
  });

describe('a password reset link', () => {
  it('sets one password however many requests use it at once', async () => {
    const { user } = await ctx.createCustomer({ senha: 'senha-antiga' });
    const token = `link-paralelo-${user.id}`;
    const now = ctx.clock.now();
    await createPasswordReset(ctx.db, user.id, hashToken(token), now, new Date(now.getTime() + 60_000));

    const passwords = Array.from({ length: PARALLEL_USES }, (_, index) => `senha-nova-${index}`);
    const answers = await Promise.all(
      passwords.map((new_password) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/redefinir-senha',
          remoteAddress: uniqueIp(),
          payload: { token, new_password },
        }),
      ),
    );

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(PARALLEL_USES - 1);
    for (const answer of answers.filter((candidate) => candidate.statusCode === 400)) {
      expect(answer.json().message).toBe('Link de redefinição inválido ou expirado.');
    }
    // The password that works is the one whose request was answered 200; no other one does.
    const winner = passwords[statuses.indexOf(200)] ?? '';
    expect((await login(user.email, winner)).statusCode).toBe(200);
    for (const loser of passwords.filter((candidate) => candidate !== winner)) {
      expect((await login(user.email, loser)).statusCode).toBe(401);
    }
  });

  it('refuses a second use after the first', async () => {
    const { user } = await ctx.createCustomer();
    const token = `link-duas-vezes-${user.id}`;
    const now = ctx.clock.now();
    await createPasswordReset(ctx.db, user.id, hashToken(token), now, new Date(now.getTime() + 60_000));
    const use = (new_password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/redefinir-senha',
        remoteAddress: uniqueIp(),
        payload: { token, new_password },
      });
    expect((await use('primeira-senha')).statusCode).toBe(200);
    expect((await use('segunda-senha')).statusCode).toBe(400);
    expect((await login(user.email, 'primeira-senha')).statusCode).toBe(200);
  });
});
