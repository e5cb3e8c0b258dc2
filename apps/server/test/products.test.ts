import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const PRODUCT = {
  nome_produto: 'Óleo Capilar',
  categoria: 'Tratamento Capilar',
  garantia: '7 dias',
  forma_pagamento: 'Pix ou cartão',
  descricao: 'Fortalece os fios.\nReduz a queda em 4 semanas.',
};

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | undefined,
  payload?: object,
) {
  return ctx.app.inject({
    method,
    url,
    headers: token ? ctx.auth(token) : {},
    ...(payload ? { payload } : {}),
  });
}

async function createProduct(token: string, fields: object = PRODUCT): Promise<number> {
  const response = await call('POST', '/api/products', token, fields);
  expect(response.statusCode).toBe(201);
  return response.json().product.id as number;
}

describe('products CRUD', () => {
  it('creates, lists (only mine, in creation order), reads and updates a product', async () => {
    const { token } = await ctx.createCustomer();
    const { token: otherToken } = await ctx.createCustomer();
    await createProduct(otherToken, {
      nome_produto: 'De outra conta',
      categoria: 'Outros',
      categoria_outra: 'Doces',
    });

    const created = await call('POST', '/api/products', token, PRODUCT);
    expect(created.statusCode).toBe(201);
    const { product } = created.json();
    expect(product).toEqual({ id: expect.any(Number), ...PRODUCT, categoria_outra: null });
    const secondId = await createProduct(token, { nome_produto: 'Segundo', categoria: 'Renda Extra' });

    const list = await call('GET', '/api/products/list', token);
    expect(list.json()).toEqual({
      products: [
        product,
        {
          id: secondId,
          nome_produto: 'Segundo',
          categoria: 'Renda Extra',
          categoria_outra: null,
          garantia: null,
          forma_pagamento: null,
          descricao: null,
        },
      ],
    });

    expect((await call('GET', `/api/products/${product.id}`, token)).json()).toEqual({ product });

    const updated = await call('PUT', `/api/products/${product.id}`, token, {
      nome_produto: '  Óleo Capilar Premium ',
      categoria: 'Rejuvenescimento',
      garantia: '',
      forma_pagamento: null,
      descricao: '   ',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().product).toEqual({
      id: product.id,
      nome_produto: 'Óleo Capilar Premium',
      categoria: 'Rejuvenescimento',
      categoria_outra: null,
      garantia: null,
      forma_pagamento: null,
      descricao: null,
    });
  });

  it('answers an empty list to a new account', async () => {
    const { token } = await ctx.createCustomer();
    expect((await call('GET', '/api/products/list', token)).json()).toEqual({ products: [] });
  });

  it.each([
    [{ categoria: 'Outros' }, 'Nome do produto é obrigatório'],
    [{ nome_produto: '', categoria: 'Outros' }, 'Nome do produto é obrigatório'],
    [{ nome_produto: '   ', categoria: 'Outros' }, 'Nome do produto é obrigatório'],
    [{ nome_produto: 'x'.repeat(256), categoria: 'Outros' }, 'Nome deve ter no máximo 255 caracteres'],
    [{ nome_produto: 'Ok' }, 'Categoria é obrigatória'],
    [{ nome_produto: 'Ok', categoria: 'Eletrônicos' }, 'Categoria é obrigatória'],
    [
      { nome_produto: 'Ok', categoria: 'Outros', garantia: 'g'.repeat(256) },
      'Garantia deve ter no máximo 255 caracteres',
    ],
    [
      { nome_produto: 'Ok', categoria: 'Outros', descricao: 'd'.repeat(1001) },
      'Descrição deve ter no máximo 1000 caracteres',
    ],
    [{ nome_produto: 'Ok', categoria: 'Outros', descricao: 42 }, 'Descrição inválida'],
    [{ nome_produto: 'Ok', categoria: 'Outros' }, 'Informe a categoria'],
    [{ nome_produto: 'Ok', categoria: 'Outros', categoria_outra: null }, 'Informe a categoria'],
    [{ nome_produto: 'Ok', categoria: 'Outros', categoria_outra: '   ' }, 'Informe a categoria'],
    [{ nome_produto: 'Ok', categoria: 'Outros', categoria_outra: 42 }, 'Informe a categoria'],
    [
      { nome_produto: 'Ok', categoria: 'Outros', categoria_outra: 'c'.repeat(41) },
      'Categoria deve ter no máximo 40 caracteres',
    ],
  ])('validates %j → %s (create and update)', async (payload, message) => {
    const { token } = await ctx.createCustomer();
    const id = await createProduct(token);
    for (const response of [
      await call('POST', '/api/products', token, payload),
      await call('PUT', `/api/products/${id}`, token, payload),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code: 'VALIDACAO' });
    }
  });

  it('keeps a 1000-character description as written and changes it on update', async () => {
    const { token } = await ctx.createCustomer();
    const descricao = 'd'.repeat(1000);
    const id = await createProduct(token, { ...PRODUCT, descricao });
    expect((await call('GET', `/api/products/${id}`, token)).json().product.descricao).toBe(descricao);
    const updated = await call('PUT', `/api/products/${id}`, token, { ...PRODUCT, descricao: ' Vegano. ' });
    expect(updated.json().product.descricao).toBe('Vegano.');
  });

  it('accepts a 255-character name and every category of the list', async () => {
    const { token } = await ctx.createCustomer();
    const categories = [
      'Tratamento Capilar',
      'Tratamento para Dores',
      'Tratamento para Varizes',
      'Emagrecimento',
      'Renda Extra',
      'Rejuvenescimento',
      'Suporte e Atendimento',
      'Outros',
    ];
    for (const categoria of categories) {
      await createProduct(token, { nome_produto: 'x'.repeat(255), categoria, categoria_outra: 'Doces' });
    }
  });

  it('keeps what an "Outros" product is, trimmed, and forgets it when another category is chosen', async () => {
    const { token } = await ctx.createCustomer();
    const outros = { nome_produto: 'Bolo de pote', categoria: 'Outros', categoria_outra: '  Doces ' };
    const id = await createProduct(token, outros);
    expect((await call('GET', `/api/products/${id}`, token)).json().product.categoria_outra).toBe('Doces');

    const longest = 'c'.repeat(40);
    const kept = await call('PUT', `/api/products/${id}`, token, { ...outros, categoria_outra: longest });
    expect(kept.json().product).toMatchObject({ categoria: 'Outros', categoria_outra: longest });

    // The text still sent with the new category is not kept: the product is now "Renda Extra" only.
    const moved = await call('PUT', `/api/products/${id}`, token, { ...outros, categoria: 'Renda Extra' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().product).toMatchObject({ categoria: 'Renda Extra', categoria_outra: null });
    const list = (await call('GET', '/api/products/list', token)).json().products;
    expect(list).toEqual([expect.objectContaining({ id, categoria: 'Renda Extra', categoria_outra: null })]);
  });

  it('refuses "Outros" without its text and leaves the saved product as it was', async () => {
    const { token } = await ctx.createCustomer();
    const id = await createProduct(token, {
      nome_produto: 'Camiseta',
      categoria: 'Outros',
      categoria_outra: 'Roupas',
    });
    const refused = await call('PUT', `/api/products/${id}`, token, {
      nome_produto: 'Camiseta nova',
      categoria: 'Outros',
      categoria_outra: '',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Informe a categoria', code: 'VALIDACAO' });
    expect((await call('GET', `/api/products/${id}`, token)).json().product).toMatchObject({
      nome_produto: 'Camiseta',
      categoria_outra: 'Roupas',
    });
  });

  it('lets no other account read or change what an "Outros" product is', async () => {
    const { token: ownerToken } = await ctx.createCustomer();
    const id = await createProduct(ownerToken, {
      nome_produto: 'Curso',
      categoria: 'Outros',
      categoria_outra: 'Cursos online',
    });
    const { token } = await ctx.createCustomer();
    const changed = await call('PUT', `/api/products/${id}`, token, {
      nome_produto: 'Curso',
      categoria: 'Outros',
      categoria_outra: 'Roubado',
    });
    expect(changed.statusCode).toBe(404);
    expect((await call('GET', `/api/products/${id}`, token)).body).not.toContain('Cursos online');
    expect((await call('GET', '/api/products/list', token)).body).not.toContain('Cursos online');
    expect((await call('GET', `/api/products/${id}`, ownerToken)).json().product.categoria_outra).toBe(
      'Cursos online',
    );
  });

  it('answers 404 for another account’s product on read, update and delete, and leaves it untouched', async () => {
    const { token: ownerToken } = await ctx.createCustomer();
    const id = await createProduct(ownerToken);
    const { token } = await ctx.createCustomer();
    for (const response of [
      await call('GET', `/api/products/${id}`, token),
      await call('PUT', `/api/products/${id}`, token, { ...PRODUCT, descricao: 'Trocada' }),
      await call('DELETE', `/api/products/${id}`, token),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Produto não encontrado.', code: 'NAO_ENCONTRADO' });
      expect(response.body).not.toContain(PRODUCT.descricao);
    }
    const own = await call('GET', `/api/products/${id}`, ownerToken);
    expect(own.json().product.descricao).toBe(PRODUCT.descricao);
    expect((await call('GET', '/api/products/list', token)).json()).toEqual({ products: [] });
  });

  it('answers 400 for a malformed id and 401 without a token', async () => {
    const { token } = await ctx.createCustomer();
    expect((await call('GET', '/api/products/abc', token)).statusCode).toBe(400);
    expect((await call('GET', '/api/products/0', token)).statusCode).toBe(400);
    expect((await call('GET', '/api/products/list', undefined)).statusCode).toBe(401);
    expect((await call('POST', '/api/products', undefined, PRODUCT)).statusCode).toBe(401);
    expect((await call('GET', '/api/products/1', undefined)).statusCode).toBe(401);
    expect((await call('DELETE', '/api/products/1', undefined)).statusCode).toBe(401);
  });
});

describe('DELETE /api/products/{id}', () => {
  it('deletes the product with its offers; leads keep their history without the product', async () => {
    const { user, token } = await ctx.createCustomer();
    const id = await createProduct(token);
    await ctx.db
      .insertInto('offers')
      .values({ user_id: user.id, product_id: id, preco: '97.90', link: 'pay.exemplo.com/x' })
      .execute();
    const lead = await ctx.db
      .insertInto('leads')
      .values({ user_id: user.id, product_id: id, nome: 'Lead', lead_phone: '5511999990000' })
      .returning('id')
      .executeTakeFirstOrThrow();

    const response = await call('DELETE', `/api/products/${id}`, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Produto excluído com sucesso!' });
    expect((await call('GET', `/api/products/${id}`, token)).statusCode).toBe(404);
    const offers = await ctx.db.selectFrom('offers').select('id').where('product_id', '=', id).execute();
    expect(offers).toEqual([]);
    const kept = await ctx.db
      .selectFrom('leads')
      .select('product_id')
      .where('id', '=', lead.id)
      .executeTakeFirst();
    expect(kept).toEqual({ product_id: null });
  });

  it('clears the agent’s product instead of blocking', async () => {
    const { token } = await ctx.createCustomer();
    const id = await createProduct(token);
    await call('POST', '/api/agents', token, {
      nome: 'Ana',
      sexo: 'Feminino',
      idade: 30,
      tom_de_voz: 'Calmo',
      objetivo: 'Vendas e Suporte',
      id_produto: id,
    });
    expect((await call('DELETE', `/api/products/${id}`, token)).statusCode).toBe(200);
    expect((await call('GET', '/api/agents', token)).json().agent.id_produto).toBeNull();
  });

  const BLOCKED = {
    message:
      'Antes de excluir seu produto você precisa primeiro remover todas as mídias, etapas do fluxo e objeções do produto.',
    code: '23503',
  };

  it('is blocked by flow steps (409, code 23503) and keeps everything', async () => {
    const { user, token } = await ctx.createCustomer();
    const id = await createProduct(token);
    await ctx.db
      .insertInto('flow_steps')
      .values({ user_id: user.id, product_id: id, posicao: 1, texto: 'Olá!' })
      .execute();
    await ctx.db
      .insertInto('offers')
      .values({ user_id: user.id, product_id: id, preco: '10.00', link: 'https://pay.exemplo.com/y' })
      .execute();
    const response = await call('DELETE', `/api/products/${id}`, token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(BLOCKED);
    expect((await call('GET', `/api/products/${id}`, token)).statusCode).toBe(200);
    const offers = await ctx.db.selectFrom('offers').select('id').where('product_id', '=', id).execute();
    expect(offers).toHaveLength(1);
  });

  it('is blocked by objections (409, code 23503)', async () => {
    const { user, token } = await ctx.createCustomer();
    const id = await createProduct(token);
    await ctx.db
      .insertInto('objections')
      .values({
        user_id: user.id,
        product_id: id,
        pergunta: 'É caro?',
        resposta: 'Vale cada centavo.',
        status: 'ativa',
      })
      .execute();
    const response = await call('DELETE', `/api/products/${id}`, token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(BLOCKED);
  });
});

describe('GET /api/products/{id}/dependencias', () => {
  it('counts what blocks the delete and the offers that go with it, for the owner only', async () => {
    const { user, token } = await ctx.createCustomer();
    const id = await createProduct(token);
    expect((await call('GET', `/api/products/${id}/dependencias`, token)).json()).toEqual({
      midias: 0,
      etapas: 0,
      objecoes: 0,
      ofertas: 0,
    });
    await ctx.db
      .insertInto('flow_steps')
      .values([
        { user_id: user.id, product_id: id, posicao: 1, texto: 'Olá!' },
        { user_id: user.id, product_id: id, posicao: 2, texto: 'Tudo bem?' },
      ])
      .execute();
    await ctx.db
      .insertInto('offers')
      .values({ user_id: user.id, product_id: id, preco: '10.00', link: 'https://pay.exemplo.com/y' })
      .execute();
    const response = await call('GET', `/api/products/${id}/dependencias`, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ midias: 0, etapas: 2, objecoes: 0, ofertas: 1 });

    const other = await ctx.createCustomer();
    const foreign = await call('GET', `/api/products/${id}/dependencias`, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Produto não encontrado.');
  });
});

describe('GET /api/contador/dashboard', () => {
  it('answers the account’s three counters', async () => {
    const { token } = await ctx.createCustomer({
      conversas_plano: 600,
      conversas_unicas: 42,
      mensagens_trocadas: 1234,
    });
    const response = await call('GET', '/api/contador/dashboard', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ conversas_unicas: 42, mensagens_trocadas: 1234, conversas_plano: 600 });
  });

  it('answers zeros for a new account and 401 without a token', async () => {
    const { token } = await ctx.createCustomer();
    expect((await call('GET', '/api/contador/dashboard', token)).json()).toEqual({
      conversas_unicas: 0,
      mensagens_trocadas: 0,
      conversas_plano: 0,
    });
    expect((await call('GET', '/api/contador/dashboard', undefined)).statusCode).toBe(401);
  });
});
