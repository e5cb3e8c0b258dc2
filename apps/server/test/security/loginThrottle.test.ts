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

const login = (email: string, senha: string, ip: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, senha } });

async function fail(email: string, ip: string, times: number) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    ctx.clock.advance(61_000); // past any wait, so every attempt is a real failure
    expect((await login(email, 'senha-errada', ip)).statusCode).toBe(401);
  }
}

describe('failed logins', () => {
  it('let the administrator in from another address however often someone else fails', async () => {
    const { user } = await ctx.admin();
    await fail(user.email, uniqueIp(), 12);
    expect((await login(user.email, user.senha, uniqueIp())).statusCode).toBe(200);
  });

  it('slow the failing address down with a wait that doubles, and let it in once the wait is over', async () => {
    const { user } = await ctx.createCustomer({ senha: 'minha-senha' });
    const ip = uniqueIp();
    await fail(user.email, ip, 5);
    const first = await login(user.email, 'minha-senha', ip);
    expect(first.statusCode).toBe(429);
    expect(first.json()).toEqual({
      message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
      code: 'MUITAS_TENTATIVAS',
    });
    expect(first.headers['retry-after']).toBe('1');
    ctx.clock.advance(1_000);
    expect((await login(user.email, 'senha-errada', ip)).statusCode).toBe(401);
    expect((await login(user.email, 'minha-senha', ip)).headers['retry-after']).toBe('2');
    ctx.clock.advance(2_000);
    expect((await login(user.email, 'minha-senha', ip)).statusCode).toBe(200);
  });

  it('never wait more than a minute', async () => {
    const { user } = await ctx.createCustomer({ senha: 'minha-senha' });
    const ip = uniqueIp();
    await fail(user.email, ip, 14);
    expect((await login(user.email, 'minha-senha', ip)).headers['retry-after']).toBe('60');
    ctx.clock.advance(60_000);
    expect((await login(user.email, 'minha-senha', ip)).statusCode).toBe(200);
  });

  it('are forgotten after a password reset through the e-mail link', async () => {
    const { user } = await ctx.createCustomer({ senha: 'minha-senha' });
    const ip = uniqueIp();
    await fail(user.email, ip, 8);
    expect((await login(user.email, 'minha-senha', ip)).statusCode).toBe(429);
    const token = `link-de-redefinicao-${user.id}`;
    const now = ctx.clock.now();
    await createPasswordReset(ctx.db, user.id, hashToken(token), now, new Date(now.getTime() + 60_000));
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/redefinir-senha',
      remoteAddress: ip,
      payload: { token, new_password: 'senha-nova-1' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(user.email, 'senha-nova-1', ip)).statusCode).toBe(200);
  });
});

describe('the current password typed in the profile', () => {
  const updateMe = (token: string, ip: string, payload: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: ctx.auth(token),
      remoteAddress: ip,
      payload,
    });

  it('waits like a login after the free failures, with the same message, and counts with the login', async () => {
    const { user, token } = await ctx.createCustomer({ senha: 'minha-senha' });
    const ip = uniqueIp();
    const change = (current_password: string) =>
      updateMe(token, ip, {
        name: user.name,
        email: user.email,
        current_password,
        new_password: 'outra-senha-1',
      });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      ctx.clock.advance(61_000);
      const wrong = await change(`chute-${attempt}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Senha atual incorreta.');
    }
    const waiting = await change('minha-senha');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toEqual({
      message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
      code: 'MUITAS_TENTATIVAS',
    });
    expect(waiting.headers['retry-after']).toBe('1');
    // The same guesses slow the login page from that address down too.
    expect((await login(user.email, 'minha-senha', ip)).statusCode).toBe(429);
    // Nothing changed while waiting.
    expect((await login(user.email, 'outra-senha-1', uniqueIp())).statusCode).toBe(401);

    ctx.clock.advance(1_000);
    expect((await change('minha-senha')).statusCode).toBe(200);
    expect((await login(user.email, 'outra-senha-1', ip)).statusCode).toBe(200);
  });

  it('limits the guesses made to move the e-mail too', async () => {
    const { user, token } = await ctx.createCustomer({ senha: 'minha-senha' });
    const ip = uniqueIp();
    const move = (current_password: string) =>
      updateMe(token, ip, { name: user.name, email: `outro.${user.email}`, current_password });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      ctx.clock.advance(61_000);
      expect((await move(`chute-${attempt}`)).statusCode).toBe(400);
    }
    expect((await move('minha-senha')).statusCode).toBe(429);
  });
});
