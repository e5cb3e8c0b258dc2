import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planTurn } from '../../src/runtime/planner/planTurn.ts';
import { loadSalesContext } from '../../src/runtime/turns/turnContext.ts';
import { caller } from '../contentFixtures.ts';
import { createTestContext, type TestContext } from '../harness.ts';
import { agentAccount } from './runtimeFixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const DESCRICAO = 'Sérum com biotina e óleo de argan.\nFortalece os fios em 4 semanas.';

describe('sales context read by the brain', () => {
  it("carries the product's description and the offers' names as the seller saved them in the panel", async () => {
    const call = caller(ctx);
    const { user, token, productId } = await agentAccount(ctx);
    const product = { nome_produto: 'Sérum Facial', categoria: 'Tratamento Capilar', descricao: DESCRICAO };
    expect((await call('PUT', `/api/products/${productId}`, token, product)).statusCode).toBe(200);
    const created = await call('POST', `/api/products/${productId}/offers`, token, {
      nome_oferta: 'Kit 3 frascos',
      preco: 97.9,
      link: 'https://pay.exemplo.com/kit3',
    });
    const offer = created.json().offer as { id: number };
    await call('POST', `/api/products/${productId}/offers`, token, {
      preco: 49.9,
      link: 'https://pay.exemplo.com/1',
    });

    const context = await loadSalesContext(ctx.db, user.id);
    expect(context?.product.descricao).toBe(DESCRICAO);
    expect(context?.offers.map(({ nome, preco }) => ({ nome, preco }))).toEqual([
      { nome: 'Kit 3 frascos', preco: 97.9 },
      { nome: null, preco: 49.9 },
    ]);

    // The step's marker still holds an older price: the lead gets the offer's name with its current price.
    const steps = [
      { position: 1, parts: [{ type: 'offer' as const, id: offer.id, preco: 10, link: 'https://x.com' }] },
    ];
    const plan = planTurn({
      decision: { actions: [{ kind: 'step', position: 1 }], understood: [], reason: 'etapa 1 do fluxo' },
      context: { ...(context as NonNullable<typeof context>), steps, position: 0, history: [] },
      media: [],
      publicUrl: 'https://agente.exemplo.com',
    });
    expect(plan.messages).toEqual([
      { kind: 'text', text: 'Kit 3 frascos por R$ 97,90\nhttps://pay.exemplo.com/kit3' },
    ]);
  });

  it('names an "Outros" product by what the seller wrote, so the agent knows it sells "Doces"', async () => {
    const call = caller(ctx);
    const { user, token, productId } = await agentAccount(ctx);
    const product = { nome_produto: 'Bolo de pote', categoria: 'Outros', categoria_outra: 'Doces' };
    expect((await call('PUT', `/api/products/${productId}`, token, product)).statusCode).toBe(200);
    expect((await loadSalesContext(ctx.db, user.id))?.product.categoria).toBe('Doces');

    await call('PUT', `/api/products/${productId}`, token, { ...product, categoria: 'Renda Extra' });
    expect((await loadSalesContext(ctx.db, user.id))?.product.categoria).toBe('Renda Extra');
  });

  it("sends a step's offer with the price and link the offer has now, and editing the offer rewrites no step", async () => {
    const call = caller(ctx);
    const { user, token, productId } = await agentAccount(ctx);
    const offersUrl = `/api/products/${productId}/offers`;
    const offer = (
      await call('POST', offersUrl, token, { preco: 97.9, link: 'https://pay.exemplo.com/antigo' })
    ).json().offer as { id: number };
    const step = (
      await call('POST', `/api/products/${productId}/fluxo`, token, {
        texto: `{OFERTA Id=${offer.id} Valor=97.90 Link=https://pay.exemplo.com/antigo}Garanta o seu:`,
      })
    ).json().fluxo as { id: number; posicao: number };
    const storedStep = () =>
      ctx.db
        .selectFrom('flow_steps')
        .select(['texto', 'updated_at'])
        .where('id', '=', step.id)
        .executeTakeFirstOrThrow();
    const before = await storedStep();

    const edited = await call('PUT', `${offersUrl}/${offer.id}`, token, {
      preco: 129.5,
      link: 'https://pay.exemplo.com/novo',
    });
    expect(edited.statusCode).toBe(200);
    expect(await storedStep()).toEqual(before);

    const context = await loadSalesContext(ctx.db, user.id);
    if (!context) throw new Error('the agent account has a sales context');
    const plan = planTurn({
      decision: {
        actions: [{ kind: 'step', position: step.posicao }],
        understood: [],
        reason: 'etapa do fluxo',
      },
      context: { ...context, position: step.posicao - 1, history: [] },
      media: [],
      publicUrl: 'https://agente.exemplo.com',
    });
    expect(plan.messages).toEqual([
      { kind: 'text', text: 'Garanta o seu:' },
      { kind: 'text', text: 'R$ 129,50\nhttps://pay.exemplo.com/novo' },
    ]);
  });
});
