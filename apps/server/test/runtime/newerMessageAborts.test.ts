import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { completion, startFakeChatCompletions } from '../../src/runtime/testing/fakeChatCompletions.ts';
import { createTestContext, type TestContext } from '../harness.ts';
import {
  agentAccount,
  deliver,
  leadNumbers,
  type RecordingInstances,
  recordingInstances,
  textsSentTo,
  turnsOf,
} from './runtimeFixtures.ts';

/** Far longer than the test waits: a reply in time can only come from the aborted call giving way. */
const MODEL_TIMEOUT_MS = 120_000;
const WAIT = { timeout: 20_000, interval: 50 };

let ctx: TestContext;
let instances: RecordingInstances;
let fake: Awaited<ReturnType<typeof startFakeChatCompletions>>;
const newLead = leadNumbers('55419', 70_000_000);

beforeAll(async () => {
  fake = await startFakeChatCompletions();
  instances = recordingInstances();
  ctx = await createTestContext({
    integrations: { instances },
    env: { LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'modelo-teste', LLM_TIMEOUT_MS: String(MODEL_TIMEOUT_MS) },
  });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const leadWords = (index: number) =>
  JSON.stringify((fake.requests[index]?.body.messages as { content: string }[] | undefined)?.at(-1));

describe('a lead who writes again while the model is still thinking about the first message', () => {
  it('aborts that call; the newer turn answers both messages, once', async () => {
    const { user, secret } = await agentAccount(ctx);
    const lead = newLead();
    // The first call is held unanswered (a slow model); any later one answers at once.
    const held: { response?: ServerResponse; closed: boolean } = { closed: false };
    fake.answer((_request, response) => {
      if (!held.response) {
        held.response = response;
        response.on('close', () => {
          held.closed = true;
        });
        return;
      }
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(completion({ content: 'Tenho sim! Chega em 3 dias.' })));
    });

    await deliver(ctx, secret, { phone: lead, text: 'oi, tem o sérum?' });
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1), WAIT);
    await deliver(ctx, secret, { phone: lead, text: 'e quanto tempo pra chegar?' });

    await vi.waitFor(
      () => expect(textsSentTo(instances, lead)).toEqual(['Tenho sim! Chega em 3 dias.']),
      WAIT,
    );
    expect(held.closed).toBe(true);
    expect(await turnsOf(ctx, user.id, lead)).toEqual([
      { result: 'cedeu_a_mais_nova', brain: null },
      { result: 'respondido', brain: 'llm' },
    ]);
    expect(fake.requests).toHaveLength(2);
    expect(leadWords(1)).toContain('oi, tem o sérum?');
    expect(leadWords(1)).toContain('e quanto tempo pra chegar?');
  });
});
