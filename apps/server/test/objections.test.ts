import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, customerWithProduct } from './contentFixtures.ts';
import { createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  ctx = await createTestContext();
  call = caller(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const url = (productId: number) => `/api/products/${productId}/objecoes`;
const OBJECTION = {
  pergunta: 'Está muito caro',
  resposta: 'Parcelamos em até 12 vezes e você tem 7 dias de garantia.',
  status: 'ativa',
} as const;

async function create(token: string, productId: number, fields: object = OBJECTION) {
  const response = await call('POST', url(productId), token, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().objecao as { id: number; pergunta: string; resposta: string; status: string };
}

describe('objections', () => {
  it('creates, lists in creation order, updates (toggling the status) and deletes', async () => {
    const { token, productId } = await customerWithProduct(ctx);
    const first = await create(token, productId, { ...OBJECTION, pergunta: '  Está muito caro  ' });
    expect(first).toEqual({ id: expect.any(Number), ...OBJECTION });
    const second = await create(token, productId, {
      pergunta: 'Funciona mesmo?',
      resposta: 'Sim!',
      status: 'inativa',
    });
    expect((await call('GET', url(productId), token)).json()).toEqual({ objecoes: [first, second] });

    // The panel's toggle resends the whole objection, id included, with the status flipped.
    const toggled = await call('PUT', `${url(productId)}/${first.id}`, token, {
      ...first,
      status: 'inativa',
    });
    expect(toggled.statusCode).toBe(200);
    expect(toggled.json()).toEqual({ objecao: { ...first, status: 'inativa' } });

    const deleted = await call('DELETE', `${url(productId)}/${second.id}`, token);
    expect(deleted.json()).toEqual({ message: 'Objeção excluída com sucesso!' });
    expect((await call('GET', url(productId), token)).json()).toEqual({
      objecoes: [{ ...first, status: 'inativa' }],
    });
  });

  it.each([
    [{ resposta: 'r', status: 'ativa' }, 'Pergunta é obrigatória'],
    [{ pergunta: '   ', resposta: 'r', status: 'ativa' }, 'Pergunta é obrigatória'],
    [
      { pergunta: 'p'.repeat(151), resposta: 'r', status: 'ativa' },
      'Pergunta deve ter no máximo 150 caracteres',
    ],
    [{ pergunta: 'p', status: 'ativa' }, 'Resposta é obrigatória'],
    [{ pergunta: 'p', resposta: ' ', status: 'ativa' }, 'Resposta é obrigatória'],
    [
      { pergunta: 'p', resposta: 'r'.repeat(401), status: 'ativa' },
      'Resposta deve ter no máximo 400 caracteres',
    ],
    [{ pergunta: 'p', resposta: 'r' }, 'Status é obrigatório'],
    [{ pergunta: 'p', resposta: 'r', status: 'pausada' }, 'Status é obrigatório'],
  ])('validates %j → %s (create and update)', async (payload, message) => {
    const { token, productId } = await customerWithProduct(ctx);
    const existing = await create(token, productId);
    for (const response of [
      await call('POST', url(productId), token, payload),
      await call('PUT', `${url(productId)}/${existing.id}`, token, payload),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code: 'VALIDACAO' });
    }
    expect((await call('GET', url(productId), token)).json()).toEqual({ objecoes: [existing] });
  });

  it('accepts question and answer at their limits (150 and 400)', async () => {
    const { token, productId } = await customerWithProduct(ctx);
    const created = await create(token, productId, {
      pergunta: 'p'.repeat(150),
      resposta: 'r'.repeat(400),
      status: 'ativa',
    });
    expect(created.pergunta).toHaveLength(150);
    expect(created.resposta).toHaveLength(400);
  });

  it('stops at 50 objections per product, and allows a new one once one is removed', async () => {
    const { user, token, productId } = await customerWithProduct(ctx);
    // 49 straight in the database (fast), the 50th through the API.
    await ctx.db
      .insertInto('objections')
      .values(
        Array.from({ length: 49 }, (_, i) => ({
          user_id: user.id,
          product_id: productId,
          pergunta: `Objeção ${i}`,
          resposta: 'Resposta',
          status: 'ativa' as const,
        })),
      )
      .execute();
    await create(token, productId);
    const refused = await call('POST', url(productId), token, OBJECTION);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'Limite máximo de 50 objeções atingido. Para adicionar uma nova, remova uma existente.',
      code: 'VALIDACAO',
    });
    const objecoes = (await call('GET', url(productId), token)).json().objecoes as { id: number }[];
    expect(objecoes).toHaveLength(50);
    expect((await call('DELETE', `${url(productId)}/${objecoes[0]?.id}`, token)).statusCode).toBe(200);
    expect((await call('POST', url(productId), token, OBJECTION)).statusCode).toBe(201);
  });

  it("answers 404 on another account's product or objection and 401 without a token", async () => {
    const stranger = await customerWithProduct(ctx);
    const theirs = await create(stranger.token, stranger.productId);
    const { token, productId } = await customerWithProduct(ctx);
    const productNotFound = { message: 'Produto não encontrado.', code: 'NAO_ENCONTRADO' };
    for (const response of [
      await call('GET', url(stranger.productId), token),
      await call('POST', url(stranger.productId), token, OBJECTION),
      await call('PUT', `${url(stranger.productId)}/${theirs.id}`, token, OBJECTION),
      await call('DELETE', `${url(stranger.productId)}/${theirs.id}`, token),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(productNotFound);
    }
    // Their objection through my own product.
    for (const response of [
      await call('PUT', `${url(productId)}/${theirs.id}`, token, OBJECTION),
      await call('DELETE', `${url(productId)}/${theirs.id}`, token),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Objeção não encontrada.', code: 'NAO_ENCONTRADO' });
    }
    expect((await call('GET', url(stranger.productId), stranger.token)).json()).toEqual({
      objecoes: [theirs],
    });

    for (const response of [
      await call('GET', url(productId), undefined),
      await call('POST', url(productId), undefined, OBJECTION),
      await call('PUT', `${url(productId)}/${theirs.id}`, undefined, OBJECTION),
      await call('DELETE', `${url(productId)}/${theirs.id}`, undefined),
    ]) {
      expect(response.statusCode).toBe(401);
    }
  });
});
