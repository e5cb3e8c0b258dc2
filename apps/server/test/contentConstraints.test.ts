import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertLeadInteraction } from '../src/kanban/leadInteractions.ts';
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

const BLOCKED = {
  message:
    'Antes de excluir seu produto você precisa primeiro remover todas as mídias, etapas do fluxo e objeções do produto.',
  code: '23503',
};

describe('what a product deletion does to its content (002 foreign keys)', () => {
  it.each([
    ['a flow step', 'fluxo', { texto: 'Olá' }],
    ['an objection', 'objecoes', { pergunta: 'Caro?', resposta: 'Não.', status: 'ativa' }],
  ])('is blocked (409, 23503) while the product has %s', async (_, path, payload) => {
    const { token, productId } = await customerWithProduct(ctx);
    const created = await call('POST', `/api/products/${productId}/${path}`, token, payload);
    expect(created.statusCode).toBe(201);
    const response = await call('DELETE', `/api/products/${productId}`, token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(BLOCKED);
    expect((await call('GET', `/api/products/${productId}`, token)).statusCode).toBe(200);
  });

  it('keeps the leads, without their product, so their history survives', async () => {
    const { user, token, productId } = await customerWithProduct(ctx);
    const lead = await upsertLeadInteraction(ctx.db, {
      userId: user.id,
      productId,
      phone: '5511988880000',
      at: new Date(),
    });
    expect((await call('DELETE', `/api/products/${productId}`, token)).statusCode).toBe(200);
    const row = await ctx.db
      .selectFrom('leads')
      .select(['id', 'product_id'])
      .where('id', '=', lead?.id ?? 0)
      .executeTakeFirst();
    expect(row).toEqual({ id: lead?.id, product_id: null });
  });

  it('lets an account be deleted with everything in it (its own steps do not block the cascade)', async () => {
    const { user, token, productId } = await customerWithProduct(ctx);
    await call('POST', `/api/products/${productId}/fluxo`, token, { texto: 'Olá' });
    await call('POST', `/api/products/${productId}/objecoes`, token, {
      pergunta: 'P',
      resposta: 'R',
      status: 'ativa',
    });
    await call('POST', `/api/products/${productId}/offers`, token, { preco: 1, link: 'a.com' });
    await call('POST', '/api/desativados', token, { name: 'N', phone_block: '11988887777' });
    await call('POST', '/api/followup_mensagem', token, { mensagem: 'Oi', tempo: 1, status: true });
    await upsertLeadInteraction(ctx.db, {
      userId: user.id,
      productId,
      phone: '5511988880000',
      at: new Date(),
    });

    await ctx.db.deleteFrom('users').where('id', '=', user.id).execute();
    for (const table of [
      'flow_steps',
      'objections',
      'offers',
      'disabled_numbers',
      'followup_messages',
      'leads',
    ] as const) {
      const left = await ctx.db.selectFrom(table).select('id').where('user_id', '=', user.id).execute();
      expect(left, table).toEqual([]);
    }
  });
});
