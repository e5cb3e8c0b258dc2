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

const url = (productId: number) => `/api/products/${productId}/offers`;

async function create(token: string, productId: number, fields: object) {
  const response = await call('POST', url(productId), token, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().offer as { id: number; nome_oferta: string | null; preco: number; link: string };
}

describe('offers', () => {
  it('creates, lists, updates and deletes; prices come back as numbers and links as typed', async () => {
    const { token, productId } = await customerWithProduct(ctx);
    const kit = await create(token, productId, { preco: 197.9, link: 'pay.exemplo.com.br/kit-3' });
    expect(kit).toEqual({
      id: expect.any(Number),
      nome_oferta: null,
      preco: 197.9,
      link: 'pay.exemplo.com.br/kit-3',
    });
    const single = await create(token, productId, { preco: 97, link: 'https://pay.exemplo.com.br/1' });
    expect((await call('GET', url(productId), token)).json()).toEqual({ offers: [kit, single] });

    const updated = await call('PUT', `${url(productId)}/${single.id}`, token, {
      id: single.id,
      preco: 0.29,
      link: 'http://pay.exemplo.com.br/promo?cupom=A1',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      offer: {
        id: single.id,
        nome_oferta: null,
        preco: 0.29,
        link: 'http://pay.exemplo.com.br/promo?cupom=A1',
      },
    });

    const deleted = await call('DELETE', `${url(productId)}/${kit.id}`, token);
    expect(deleted.json()).toEqual({ message: 'Oferta excluída com sucesso!' });
    expect((await call('GET', url(productId), token)).json().offers).toEqual([updated.json().offer]);
  });

  it('keeps an optional name (trimmed; blank or left out means none) on create and update', async () => {
    const { token, productId } = await customerWithProduct(ctx);
    const kit = await create(token, productId, {
      nome_oferta: '  Kit 3 frascos ',
      preco: 97.9,
      link: 'a.com',
    });
    expect(kit).toEqual({ id: expect.any(Number), nome_oferta: 'Kit 3 frascos', preco: 97.9, link: 'a.com' });
    expect(
      (await create(token, productId, { nome_oferta: '   ', preco: 1, link: 'a.com' })).nome_oferta,
    ).toBeNull();
    expect(
      (await create(token, productId, { nome_oferta: 'x'.repeat(60), preco: 1, link: 'a.com' })).nome_oferta,
    ).toBe('x'.repeat(60));

    const renamed = await call('PUT', `${url(productId)}/${kit.id}`, token, {
      nome_oferta: '1 frasco',
      preco: 97.9,
      link: 'a.com',
    });
    expect(renamed.json().offer.nome_oferta).toBe('1 frasco');
    const unnamed = await call('PUT', `${url(productId)}/${kit.id}`, token, { preco: 97.9, link: 'a.com' });
    expect(unnamed.json().offer.nome_oferta).toBeNull();
    expect((await call('GET', url(productId), token)).json().offers[0]).toEqual(unnamed.json().offer);
  });

  it('rounds the price to the cent', async () => {
    const { token, productId } = await customerWithProduct(ctx);
    expect((await create(token, productId, { preco: 49.995, link: 'a.com' })).preco).toBe(50);
    expect((await create(token, productId, { preco: 99_999_999.99, link: 'a.com' })).preco).toBe(
      99_999_999.99,
    );
  });

  it.each([
    [{ link: 'a.com' }, 'Preço é obrigatório'],
    [{ preco: '97.90', link: 'a.com' }, 'Preço é obrigatório'],
    [{ preco: 0, link: 'a.com' }, 'Preço deve ser maior que zero'],
    [{ preco: -5, link: 'a.com' }, 'Preço deve ser maior que zero'],
    [{ preco: 0.004, link: 'a.com' }, 'Preço deve ser maior que zero'],
    [{ preco: 100_000_000, link: 'a.com' }, 'Preço inválido'],
    [{ preco: 10 }, 'Link é obrigatório'],
    [{ preco: 10, link: '' }, 'Link é obrigatório'],
    [{ preco: 10, link: 'não é um link' }, 'Link inválido'],
    [{ preco: 10, link: 'ftp://a.com/x' }, 'Link inválido'],
    [{ preco: 10, link: 'localhost' }, 'Link inválido'],
    [
      { nome_oferta: 'x'.repeat(61), preco: 10, link: 'a.com' },
      'Nome da oferta deve ter no máximo 60 caracteres',
    ],
    [{ nome_oferta: 3, preco: 10, link: 'a.com' }, 'Nome da oferta inválido'],
  ])('validates %j → %s (create and update)', async (payload, message) => {
    const { token, productId } = await customerWithProduct(ctx);
    const existing = await create(token, productId, { preco: 10, link: 'a.com' });
    for (const response of [
      await call('POST', url(productId), token, payload),
      await call('PUT', `${url(productId)}/${existing.id}`, token, payload),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code: 'VALIDACAO' });
    }
    expect((await call('GET', url(productId), token)).json()).toEqual({ offers: [existing] });
  });

  it("shows a flow step with its offer's current price and link, and rewrites no step when the offer changes", async () => {
    const { token, productId } = await customerWithProduct(ctx);
    const offer = await create(token, productId, { preco: 97, link: 'pay.exemplo.com/a' });
    const flowUrl = `/api/products/${productId}/fluxo`;
    const step = await call('POST', flowUrl, token, {
      texto: `{OFERTA Id=${offer.id} Valor=97 Link=x.com}Compre já`,
    });
    expect(step.json().fluxo.texto).toBe(
      `{OFERTA Id=${offer.id} Valor=97.00 Link=pay.exemplo.com/a}Compre já`,
    );
    const storedStep = () =>
      ctx.db
        .selectFrom('flow_steps')
        .select(['texto', 'updated_at'])
        .where('id', '=', step.json().fluxo.id)
        .executeTakeFirstOrThrow();
    const before = await storedStep();
    // The step keeps the offer by reference: its price and link are the offer row's only.
    expect(before.texto).toBe(`{OFERTA Id=${offer.id}}Compre já`);

    await call('PUT', `${url(productId)}/${offer.id}`, token, {
      preco: 87.5,
      link: 'https://pay.exemplo.com/b',
    });
    expect((await call('GET', flowUrl, token)).json().fluxo[0].texto).toBe(
      `{OFERTA Id=${offer.id} Valor=87.50 Link=https://pay.exemplo.com/b}Compre já`,
    );
    expect(await storedStep()).toEqual(before);
  });

  it('refuses (409) to delete an offer a flow step carries, naming the step', async () => {
    const { token, productId } = await customerWithProduct(ctx);
    const offer = await create(token, productId, { preco: 97, link: 'pay.exemplo.com/a' });
    const flowUrl = `/api/products/${productId}/fluxo`;
    await call('POST', flowUrl, token, { texto: 'Boas-vindas' });
    const step = (
      await call('POST', flowUrl, token, { texto: `{OFERTA Id=${offer.id} Valor=97 Link=a.com}Oferta` })
    ).json().fluxo;

    const refused = await call('DELETE', `${url(productId)}/${offer.id}`, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Esta oferta está sendo usada na etapa 2 do fluxo. Remova-a da etapa antes de excluir.',
      code: 'CONFLITO',
    });

    await call('PUT', `${flowUrl}/${step.id}`, token, { texto: 'Oferta encerrada' });
    expect((await call('DELETE', `${url(productId)}/${offer.id}`, token)).statusCode).toBe(200);
  });

  it('goes away with its product', async () => {
    const { user, token, productId } = await customerWithProduct(ctx);
    const offer = await create(token, productId, { preco: 10, link: 'a.com' });
    expect((await call('DELETE', `/api/products/${productId}`, token)).statusCode).toBe(200);
    const left = await ctx.db.selectFrom('offers').select('id').where('user_id', '=', user.id).execute();
    expect(left.map((row) => row.id)).not.toContain(offer.id);
  });

  it("answers 404 on another account's product or offer and 401 without a token", async () => {
    const stranger = await customerWithProduct(ctx);
    const theirs = await create(stranger.token, stranger.productId, {
      nome_oferta: 'Kit secreto',
      preco: 10,
      link: 'a.com',
    });
    const { token, productId } = await customerWithProduct(ctx);
    const payload = { nome_oferta: 'Kit roubado', preco: 1, link: 'b.com' };
    for (const response of [
      await call('GET', url(stranger.productId), token),
      await call('POST', url(stranger.productId), token, payload),
      await call('PUT', `${url(stranger.productId)}/${theirs.id}`, token, payload),
      await call('DELETE', `${url(stranger.productId)}/${theirs.id}`, token),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Produto não encontrado.', code: 'NAO_ENCONTRADO' });
    }
    for (const response of [
      await call('PUT', `${url(productId)}/${theirs.id}`, token, payload),
      await call('DELETE', `${url(productId)}/${theirs.id}`, token),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Oferta não encontrada.', code: 'NAO_ENCONTRADO' });
    }
    expect((await call('GET', url(stranger.productId), stranger.token)).json()).toEqual({ offers: [theirs] });
    for (const response of [
      await call('GET', url(productId), undefined),
      await call('POST', url(productId), undefined, payload),
      await call('PUT', `${url(productId)}/${theirs.id}`, undefined, payload),
      await call('DELETE', `${url(productId)}/${theirs.id}`, undefined),
    ]) {
      expect(response.statusCode).toBe(401);
    }
  });
});
