import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertLeadInteraction } from '../src/kanban/leadInteractions.ts';
import { caller, customerWithProduct, insertProduct } from './contentFixtures.ts';
import { createTestContext, type TestContext } from './harness.ts';

const NOW = '2025-06-18T13:00:00.000Z';

let ctx: TestContext;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  call = caller(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe('a lead found by id or by phone (the links to Leads)', () => {
  it("gives the lead with its product's id and name, the phone's most recent lead, and 404 otherwise", async () => {
    const owner = await customerWithProduct(ctx);
    const otherProduct = await insertProduct(ctx.db, owner.user.id, 'Gel para Dores');
    const phone = '5511988887777';
    await upsertLeadInteraction(ctx.db, {
      userId: owner.user.id,
      productId: owner.productId,
      phone,
      name: 'Maria Antes',
      step: 2,
      at: new Date('2025-06-17T10:00:00Z'),
    });
    await upsertLeadInteraction(ctx.db, {
      userId: owner.user.id,
      productId: otherProduct,
      phone,
      name: 'Maria Depois',
      step: 3,
      at: new Date('2025-06-18T10:00:00Z'),
    });

    const byPhone = await call('GET', `/api/leads/telefone/${phone}`, owner.token);
    expect(byPhone.statusCode, byPhone.body).toBe(200);
    const latest = byPhone.json();
    expect(latest).toMatchObject({
      id_produto: otherProduct,
      nome_produto: 'Gel para Dores',
      lead: { nome: 'Maria Depois', lead_phone: phone, ultimo_step: 3 },
    });

    const byId = await call('GET', `/api/leads/${latest.lead.id}`, owner.token);
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json()).toEqual(latest);

    // Another account never sees it; a phone without a lead and a bad phone are told apart.
    const stranger = await customerWithProduct(ctx);
    const foreign = await call('GET', `/api/leads/${latest.lead.id}`, stranger.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Lead não encontrado.');
    expect((await call('GET', `/api/leads/telefone/${phone}`, stranger.token)).statusCode).toBe(404);
    const bad = await call('GET', '/api/leads/telefone/abc', owner.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Telefone inválido');
  });
});
