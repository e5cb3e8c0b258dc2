import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { completion, json, startFakeChatCompletions } from '../testing/fakeChatCompletions.ts';
import { turnContext } from '../testing/turnContext.ts';
import { createBrain } from './createBrain.ts';

let fake: Awaited<ReturnType<typeof startFakeChatCompletions>>;
const warnings: unknown[] = [];
const log = { warn: (object: unknown) => warnings.push(object) };

beforeAll(async () => {
  fake = await startFakeChatCompletions();
});
afterAll(() => fake.close());

describe('createBrain', () => {
  it('without a language model configured, the embedded brain decides', async () => {
    const result = await createBrain(loadConfig({}), log).decide(turnContext());
    expect(result).toMatchObject({
      decision: { actions: [{ kind: 'step', position: 1 }] },
      brain: 'embedded',
    });
    expect(fake.requests).toEqual([]);
  });

  it('with LLM_BASE_URL and LLM_MODEL, the model decides, and a failure falls back with a warning', async () => {
    const brain = createBrain(loadConfig({ LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'modelo-teste' }), log);
    fake.answer(json(completion({ tool: 'hand_over', arguments: '{"reason":"orçamento sob medida"}' })));
    expect(await brain.decide(turnContext())).toMatchObject({
      decision: { actions: [{ kind: 'handover' }] },
      brain: 'llm',
    });
    expect(fake.requests[0]?.headers.authorization).toBeUndefined();

    fake.answer((_, response) => response.writeHead(503).end());
    expect(await brain.decide(turnContext())).toMatchObject({
      brain: 'embedded',
      fallbackReason: 'o modelo respondeu HTTP 503',
    });
    expect(warnings).toEqual([{ reason: 'o modelo respondeu HTTP 503' }]);
  });
});
