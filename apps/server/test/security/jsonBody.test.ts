import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

it('refuses a text with a NUL character with a pt-BR message and saves nothing', async () => {
  const { token } = await ctx.createCustomer();
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: ctx.auth(token),
    payload: { nome_produto: 'Sérum\u0000', categoria: 'Outros', categoria_outra: 'Doces' },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: 'O texto contém um caractere inválido.', code: 'VALIDACAO' });
  const list = await ctx.app.inject({ method: 'GET', url: '/api/products/list', headers: ctx.auth(token) });
  expect(list.json()).toEqual({ products: [] });
});

it('still refuses prototype poisoning in a JSON body', async () => {
  const { token } = await ctx.createCustomer();
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { ...ctx.auth(token), 'content-type': 'application/json' },
    payload: '{"nome_produto":"X","categoria":"Outros","categoria_outra":"Doces","__proto__":{"admin":true}}',
  });
  expect(response.statusCode).toBe(400);
});
