import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext, uniqueEmail } from '../harness.ts';
import { mailsTo } from '../outbox.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

const updateMe = (token: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/auth/me', headers: ctx.auth(token), payload });

async function storedEmail(userId: number) {
  const row = await ctx.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.email;
}

it('refuses to move the e-mail without the current password, and changes nothing', async () => {
  const { user, token } = await ctx.createCustomer({ senha: 'minha-senha' });
  const attacker = uniqueEmail('atacante');
  const missing = await updateMe(token, { name: user.name, email: attacker });
  expect(missing.statusCode).toBe(400);
  expect(missing.json().message).toBe('Senha atual é obrigatória para alterar o e-mail.');
  const wrong = await updateMe(token, { name: user.name, email: attacker, current_password: 'chute' });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().message).toBe('Senha atual incorreta.');
  expect(await storedEmail(user.id)).toBe(user.email);
  expect(await mailsTo(ctx.config.dataDir, user.email)).toEqual([]);
});

it('moves it with the current password and tells the old address', async () => {
  const { user, token } = await ctx.createCustomer({ senha: 'minha-senha', name: 'Joana' });
  const next = uniqueEmail('novo');
  const response = await updateMe(token, { name: user.name, email: next, current_password: 'minha-senha' });
  expect(response.statusCode).toBe(200);
  expect(await storedEmail(user.id)).toBe(next);
  const [notice, ...others] = await mailsTo(ctx.config.dataDir, user.email);
  expect(others).toEqual([]);
  expect(notice?.text).toContain('Olá, Joana!');
  expect(notice?.text).toContain(`O e-mail de acesso da sua conta foi alterado para ${next}.`);
});

it('keeps saving the rest of the profile without a password when the e-mail stays', async () => {
  const { user, token } = await ctx.createCustomer();
  const response = await updateMe(token, { name: 'Outro Nome', email: user.email.toUpperCase() });
  expect(response.statusCode).toBe(200);
  expect(response.json().user.name).toBe('Outro Nome');
});
