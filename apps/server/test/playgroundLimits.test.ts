import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PLAYGROUND_MESSAGES_PER_DAY, PLAYGROUND_MESSAGES_PER_MINUTE } from '../src/constants.ts';
import { seedContent } from '../src/demo/content.ts';
import type { Brain } from '../src/runtime/brain/brain.ts';
import { createEmbeddedBrain } from '../src/runtime/brain/embeddedBrain.ts';
import { caller, insertProduct } from './contentFixtures.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { insertAgent } from './runtime/runtimeFixtures.ts';

/** The embedded brain, counted and slowed like a model call, so parallel messages overlap. */
let brainCalls = 0;
/** When set, the brain thinks until the test settles it. */
let thinking: Promise<void> | null = null;
const embedded = createEmbeddedBrain();
const countingBrain: Brain = {
  async decide(context, signal) {
    brainCalls += 1;
    await sleep(50);
    if (thinking) await thinking;
    return embedded.decide(context, signal);
  },
};

let ctx: TestContext;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  ctx = await createTestContext({ brain: countingBrain, now: '2026-11-29T15:00:10Z' });
  call = caller(ctx);
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => {
  brainCalls = 0;
  ctx.clock.set('2026-11-29T15:00:10Z');
});

async function seller() {
  const { user, token } = await ctx.createCustomer();
  const productId = await insertProduct(ctx.db, user.id);
  await seedContent(ctx.db, { userId: user.id, productId, mediaIds: [] }, ctx.clock.now());
  await insertAgent(ctx.db, user.id, productId);
  return { user, token };
}

const send = (token: string, texto: string) => call('POST', '/api/testar-agente/mensagens', token, { texto });

/**
 * Sends a first message and, while the brain still thinks about it, runs `meanwhile`; then lets the brain finish
 * and gives back the first message's answer.
 */
async function whileThinking(token: string, meanwhile: () => Promise<void>) {
  let finish = () => {};
  thinking = new Promise((resolve) => {
    finish = resolve;
  });
  try {
    const first = send(token, 'oi');
    while (brainCalls === 0) await sleep(5);
    await meanwhile();
    finish();
    return await first;
  } finally {
    finish();
    thinking = null;
  }
}

describe('Testar agente: paid calls are limited before the agent thinks', () => {
  it('parallel messages: one is answered, the others get 409 without a brain call', async () => {
    const { token } = await seller();
    const responses = await Promise.all(Array.from({ length: 8 }, (_, index) => send(token, `oi ${index}`)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    expect(brainCalls).toBe(1);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json().message).toBe(
      'A conversa de teste mudou enquanto o agente respondia (outra aba?). Confira e envie de novo.',
    );
  });

  it("a session's second message is refused before its session is even looked up", async () => {
    const { user, token } = await seller();
    const first = await whileThinking(token, async () => {
      // Were the session looked up for it, the second message would answer 401: the session is gone.
      await ctx.db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
      expect((await send(token, 'oi de novo')).statusCode).toBe(409);
    });
    expect(first.statusCode).toBe(200);
    // Once the first is answered, the next message is looked up like any other request.
    expect((await send(token, 'e agora?')).statusCode).toBe(401);
  });

  it('a message sent while the agent is still thinking is refused before anything is read', async () => {
    const { user, token } = await seller();
    const first = await whileThinking(token, async () => {
      // Were the catalogue read for it, the second message would answer that the agent is not set up.
      await ctx.db.deleteFrom('agents').where('user_id', '=', user.id).execute();
      const second = await send(token, 'oi de novo');
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe(
        'A conversa de teste mudou enquanto o agente respondia (outra aba?). Confira e envie de novo.',
      );
      expect(brainCalls).toBe(1);
    });
    expect(first.statusCode).toBe(200);
  });

  it(`past ${PLAYGROUND_MESSAGES_PER_MINUTE} a minute: 429 in pt-BR with Retry-After, no brain call; the next minute works`, async () => {
    const { token } = await seller();
    for (let index = 0; index < PLAYGROUND_MESSAGES_PER_MINUTE; index += 1) {
      expect((await send(token, `mensagem ${index}`)).statusCode).toBe(200);
      // Starting over keeps the flow before its pause step, where the agent would stop answering (and calling).
      expect((await call('DELETE', '/api/testar-agente', token)).statusCode).toBe(200);
    }
    brainCalls = 0;
    const refused = await send(token, 'mais uma');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      `Você enviou ${PLAYGROUND_MESSAGES_PER_MINUTE} mensagens de teste no último minuto. Espere um pouco e envie de novo.`,
    );
    expect(refused.headers['retry-after']).toBe('50');
    expect(brainCalls).toBe(0);
    // The refused message is not in the conversation, and the conversation is not left taken.
    const state = (await call('GET', '/api/testar-agente', token)).json() as {
      mensagens: { texto: string }[];
    };
    expect(state.mensagens.map((message) => message.texto)).not.toContain('mais uma');
    ctx.clock.advance(60_000);
    expect((await send(token, 'mais uma')).statusCode).toBe(200);
  });

  it(`past ${PLAYGROUND_MESSAGES_PER_DAY} a São Paulo day: 429 until midnight there; another account is not affected`, async () => {
    const { user, token } = await seller();
    const other = await seller();
    await ctx.db
      .insertInto('playground_message_counts')
      .values({
        user_id: user.id,
        period: 'dia',
        window_start: new Date('2026-11-29T03:00:00Z'),
        count: PLAYGROUND_MESSAGES_PER_DAY,
      })
      .execute();
    const refused = await send(token, 'oi');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      `Você chegou ao limite de ${PLAYGROUND_MESSAGES_PER_DAY} mensagens de teste por dia. Amanhã você pode testar de novo.`,
    );
    expect(Number(refused.headers['retry-after'])).toBe(12 * 3_600 - 10);
    expect(brainCalls).toBe(0);
    expect((await send(other.token, 'oi')).statusCode).toBe(200);
    ctx.clock.set('2026-11-30T03:00:00Z');
    expect((await send(token, 'oi')).statusCode).toBe(200);
  });
});
