import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../harness.ts';

const DAY = 24 * 60 * 60 * 1_000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: ctx.auth(token) });

it('keeps a session in use alive and ends one left idle for more than 7 days', async () => {
  const { user } = await ctx.createCustomer({ senha: 'minha-senha' });
  const used = await ctx.login(user.email, 'minha-senha');
  const idle = await ctx.login(user.email, 'minha-senha');
  for (let week = 0; week < 3; week += 1) {
    ctx.clock.advance(6 * DAY);
    expect((await me(used)).statusCode).toBe(200);
  }
  // 18 days after login: the session used every 6 days still works, the other one ended on day 7
  const ended = await me(idle);
  expect(ended.statusCode).toBe(401);
  expect(ended.json().message).toBe('Sua sessão expirou. Faça login novamente.');
  ctx.clock.advance(7 * DAY + 1_000);
  expect((await me(used)).statusCode).toBe(401);
});

it('ends even a session in constant use 30 days after the login', async () => {
  const { user } = await ctx.createCustomer({ senha: 'minha-senha' });
  const token = await ctx.login(user.email, 'minha-senha');
  for (let day = 0; day < 29; day += 1) {
    ctx.clock.advance(DAY);
    expect((await me(token)).statusCode).toBe(200);
  }
  ctx.clock.advance(DAY + 1_000);
  expect((await me(token)).statusCode).toBe(401);
});
