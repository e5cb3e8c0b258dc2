import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedContent } from '../src/demo/content.ts';
import { modelUsageOn, recordModelCall } from '../src/modelUsage/recordUsage.ts';
import { completion, json, startFakeChatCompletions } from '../src/runtime/testing/fakeChatCompletions.ts';
import { caller, insertProduct } from './contentFixtures.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { insertAgent } from './runtime/runtimeFixtures.ts';

let ctx: TestContext;
let fake: Awaited<ReturnType<typeof startFakeChatCompletions>>;
beforeAll(async () => {
  fake = await startFakeChatCompletions();
  ctx = await createTestContext({
    env: { LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'modelo-teste', LLM_TIMEOUT_MS: '5000' },
    now: '2026-11-29T15:00:00Z',
  });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

async function seller() {
  const { user, token } = await ctx.createCustomer();
  const productId = await insertProduct(ctx.db, user.id);
  await seedContent(ctx.db, { userId: user.id, productId, mediaIds: [] }, ctx.clock.now());
  await insertAgent(ctx.db, user.id, productId);
  return { user, token };
}

describe('model usage per account and day', () => {
  it('adds each Testar agente call and its tokens to the account, and to no other', async () => {
    const { user, token } = await seller();
    const other = await seller();
    fake.answer(json(completion({ content: 'Oi! Posso te ajudar?' })));
    const call = caller(ctx);
    for (const texto of ['oi', 'tudo bem?']) {
      const response = await call('POST', '/api/testar-agente/mensagens', token, { texto });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(fake.requests).toHaveLength(2);
    expect(await modelUsageOn(ctx.db, user.id, ctx.clock.now())).toEqual({
      calls: 2,
      promptTokens: 1_624,
      completionTokens: 46,
    });
    expect(await modelUsageOn(ctx.db, other.user.id, ctx.clock.now())).toEqual({
      calls: 0,
      promptTokens: 0,
      completionTokens: 0,
    });
  });

  it('counts a call whose answer could not be used (it was paid for), with the tokens it reported', async () => {
    const { user, token } = await seller();
    fake.answer(json(completion({ content: 'Faço por R$ 5 no pix' })));
    const response = await caller(ctx)('POST', '/api/testar-agente/mensagens', token, { texto: 'tá caro' });
    expect(response.statusCode).toBe(200);
    expect(JSON.stringify(response.json())).not.toContain('R$ 5');
    expect(await modelUsageOn(ctx.db, user.id, ctx.clock.now())).toMatchObject({
      calls: 1,
      promptTokens: 812,
    });
  });

  it('keeps parallel calls (one upsert each) and splits days at midnight in São Paulo', async () => {
    const { user } = await seller();
    const lateEvening = new Date('2026-11-30T02:59:00Z'); // 23:59 on the 29th in São Paulo
    await Promise.all(
      Array.from({ length: 8 }, () =>
        recordModelCall(ctx.db, user.id, lateEvening, { promptTokens: 100, completionTokens: 10 }),
      ),
    );
    await recordModelCall(ctx.db, user.id, new Date('2026-11-30T03:00:00Z'), {
      promptTokens: 1,
      completionTokens: 1,
    });
    expect(await modelUsageOn(ctx.db, user.id, lateEvening)).toEqual({
      calls: 8,
      promptTokens: 800,
      completionTokens: 80,
    });
    const rows = await ctx.db
      .selectFrom('model_usage_days')
      .select(['day', 'calls'])
      .where('user_id', '=', user.id)
      .orderBy('day')
      .execute();
    expect(rows.map((row) => row.calls)).toEqual([8, 1]);
  });
});
