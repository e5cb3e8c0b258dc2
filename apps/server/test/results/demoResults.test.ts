import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../../src/demo/content.ts';
import { seedDemoResults } from '../../src/results/demoResults.ts';
import { caller, customerWithProduct } from '../contentFixtures.ts';
import { createTestContext, type TestContext } from '../harness.ts';

const NOW = '2025-06-18T17:00:00Z';

let ctx: TestContext;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  call = caller(ctx);
});
afterAll(async () => {
  await ctx.close();
});

async function seededResults(periodo: string) {
  const owner = await customerWithProduct(ctx);
  await seedContent(
    ctx.db,
    { userId: owner.user.id, productId: owner.productId, mediaIds: [] },
    new Date(NOW),
  );
  await seedDemoResults(ctx.db, owner.user.id, owner.productId, new Date(NOW));
  const response = await call('GET', `/api/contador/resultados?periodo=${periodo}`, owner.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('demo results', () => {
  it('give the demo dashboard sales, recoveries, a funnel, objections, handovers and opt-outs over 60 days', async () => {
    const body = await seededResults('ultimos_90');
    // 40 demo leads: 4 in 10 buy (one of them through a recovery), 1 in 10 is refunded, 4 sales match no lead.
    expect(body).toMatchObject({
      leads_novos: 40,
      vendas: 16,
      compradores: 16,
      recuperadas: 4,
      vendas_sem_conversa: 4,
      transferencias: 5,
      pedidos_para_parar: 3,
    });
    expect(body.receita_centavos).toBeGreaterThan(0);
    expect(body.tempo_medio_compra_minutos).toBeGreaterThan(0);
    expect(body.funil[0].etapas.map((step: { posicao: number }) => step.posicao)).toEqual([1, 2, 3, 4, 5]);
    expect(body.funil[0].etapas[0].alcancaram).toBe(40);
    expect(body.objecoes.length).toBeGreaterThanOrEqual(3);
    expect(body.objecoes[0].vezes).toBeGreaterThan(body.objecoes.at(-1).vezes);
    const daysWithLeads = body.por_dia.filter((day: { leads: number }) => day.leads > 0);
    expect(daysWithLeads.length).toBeGreaterThan(10);
  });

  it('are the same on every seeding at the same moment', async () => {
    const strip = (body: { funil: { produto_id: number }[]; objecoes: { objecao_id: number }[] }) => ({
      ...body,
      funil: body.funil.map(({ produto_id: _, ...rest }) => rest),
      objecoes: body.objecoes.map(({ objecao_id: _, ...rest }) => rest),
    });
    expect(strip(await seededResults('mes_atual'))).toEqual(strip(await seededResults('mes_atual')));
  });
});
