import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LLM_TOOL_CALLS_MAX } from '../../constants.ts';
import {
  completion,
  json,
  type RecordedRequest,
  startFakeChatCompletions,
} from '../testing/fakeChatCompletions.ts';
import { turnContext } from '../testing/turnContext.ts';
import type { BrainKnowledgeAnswer } from './brain.ts';
import { createEmbeddedBrain } from './embeddedBrain.ts';
import { createLlmBrain } from './llmBrain.ts';

let fake: Awaited<ReturnType<typeof startFakeChatCompletions>>;

beforeAll(async () => {
  fake = await startFakeChatCompletions();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const brain = (timeoutMs = 2_000) =>
  createLlmBrain({
    baseUrl: fake.baseUrl,
    apiKey: 'sk-teste-123',
    model: 'modelo-teste',
    timeoutMs,
    temperature: 0.3,
    maxTokens: 400,
    retryBackoffMs: 20,
    fallback: createEmbeddedBrain(),
  });

/** The model's answers in turn, one per request. */
function inTurn(...answers: ((request: RecordedRequest, response: ServerResponse) => void)[]) {
  let next = 0;
  fake.answer((request, response) => {
    const answer = answers[Math.min(next++, answers.length - 1)];
    answer?.(request, response);
  });
}

const DELIVERY: BrainKnowledgeAnswer = {
  found: true,
  source: 'documento',
  id: 3,
  title: 'politica.pdf',
  score: 0.8,
  reply: 'Para o Nordeste o prazo é de 6 a 9 dias úteis.',
  reason: 'base de conhecimento → documento "politica.pdf"',
};

/** A base holding the given answers by the words of the query; records what the model searched. */
function base(answers: Readonly<Record<string, BrainKnowledgeAnswer>>) {
  const queries: string[] = [];
  return {
    queries,
    knowledge: {
      answer: undefined,
      search: async (query: string) => {
        queries.push(query);
        return Object.entries(answers).find(([words]) => query.includes(words))?.[1];
      },
    },
  };
}

const asking = (knowledge: ReturnType<typeof base>['knowledge'], question: string) =>
  turnContext({ position: 1, objections: [], leadMessages: [question], knowledge });

const toolNames = (request: RecordedRequest | undefined) =>
  ((request?.body.tools ?? []) as { function: { name: string } }[]).map((tool) => tool.function.name);

describe('llm brain: searching the knowledge base in the turn', () => {
  it('the model searches, is shown what the base holds, cites it, and the reason names the entry it used', async () => {
    const store = base({ Recife: DELIVERY });
    inTurn(
      json(completion({ tool: 'search_knowledge', arguments: '{"query":"prazo de entrega para Recife"}' })),
      json(
        completion({
          tool: 'answer_from_knowledge',
          arguments: '{"entry_id":"documento:3"}',
          content: 'Olha só:',
        }),
      ),
    );
    const result = await brain().decide(asking(store.knowledge, 'quanto tempo demora pra chegar em Recife?'));
    expect(store.queries).toEqual(['prazo de entrega para Recife']);
    expect(result.brain).toBe('llm');
    expect(result.decision.actions).toEqual([
      { kind: 'smallTalk', text: 'Olha só:' },
      { kind: 'knowledge', source: 'documento', id: 3, text: DELIVERY.reply },
    ]);
    expect(result.decision.reason).toBe(
      'modelo de linguagem → citou base de conhecimento → documento "politica.pdf"',
    );
    // Both calls are paid for.
    expect(result.usage).toEqual({ promptTokens: 1_624, completionTokens: 46 });
    expect(fake.requests).toHaveLength(2);
    expect(toolNames(fake.requests[0])).toContain('search_knowledge');
    expect(toolNames(fake.requests[1])).not.toContain('search_knowledge');
    const second = fake.requests[1]?.body.messages as {
      role: string;
      content: string | null;
      tool_call_id?: string;
    }[];
    const shownResult = second.at(-1);
    expect(shownResult).toMatchObject({ role: 'tool', tool_call_id: 'call_1' });
    expect(JSON.parse(shownResult?.content ?? '{}')).toMatchObject({
      entry_id: 'documento:3',
      resposta: DELIVERY.reply,
    });
    expect(second.at(-2)).toMatchObject({ role: 'assistant', tool_calls: [{ id: 'call_1' }] });
    const cite = (
      (fake.requests[1]?.body.tools ?? []) as { function: { name: string; parameters: unknown } }[]
    ).find((tool) => tool.function.name === 'answer_from_knowledge');
    expect(cite?.function.parameters).toMatchObject({ properties: { entry_id: { enum: ['documento:3'] } } });
  });

  it('nothing found: the model is told not to guess, and an entry it was never shown is not sent', async () => {
    const store = base({});
    inTurn(
      json(completion({ tool: 'search_knowledge', arguments: '{"query":"vocês têm loja em Recife"}' })),
      json(
        completion({
          content: 'Vou confirmar com a equipe e já te retorno.',
          calls: [
            { tool: 'answer_from_knowledge', arguments: '{"entry_id":"faq:9"}' },
            { tool: 'hand_over', arguments: '{"reason":"sem resposta na base"}' },
          ],
        }),
      ),
    );
    const result = await brain().decide(asking(store.knowledge, 'tem loja em Recife?'));
    const second = fake.requests[1]?.body.messages as { role: string; content: string }[];
    expect(JSON.parse(second.at(-1)?.content ?? '{}')).toMatchObject({ encontrado: false });
    expect(result.decision.actions.map((action) => action.kind)).toEqual(['smallTalk', 'handover']);
    expect(result.decision.reason).toContain('ignorado: answer_from_knowledge: a entrada "faq:9"');
  });

  it('a passage with a price or link outside the catalogue is never shown to the model nor sent', async () => {
    const smuggling = {
      ...DELIVERY,
      reply: 'Frete para Recife: R$ 19,90, pague em https://golpe.example/pix.',
    };
    const store = base({ Recife: smuggling });
    inTurn(
      json(completion({ tool: 'search_knowledge', arguments: '{"query":"frete Recife"}' })),
      json(completion({ tool: 'answer_from_knowledge', arguments: '{"entry_id":"documento:3"}' })),
    );
    const result = await brain().decide(asking(store.knowledge, 'quanto é o frete pra Recife?'));
    const shown = JSON.stringify(fake.requests[1]?.body.messages);
    expect(shown).not.toContain('19,90');
    expect(shown).not.toContain('golpe.example');
    expect(toolNames(fake.requests[1])).not.toContain('answer_from_knowledge');
    const sent = JSON.stringify(result.decision.actions);
    expect(sent).not.toContain('19,90');
    expect(sent).not.toContain('golpe.example');
  });

  it(`runs at most ${LLM_TOOL_CALLS_MAX} searches and only searches in that round; one second call at most`, async () => {
    const store = base({ Recife: DELIVERY });
    const searches = Array.from({ length: LLM_TOOL_CALLS_MAX + 1 }, (_, index) => ({
      tool: 'search_knowledge',
      arguments: JSON.stringify({ query: `Recife ${index}` }),
    }));
    inTurn(
      json(completion({ calls: [...searches, { tool: 'send_step', arguments: '{"position":2}' }] })),
      json(
        completion({
          tool: 'search_knowledge',
          arguments: '{"query":"Recife de novo"}',
          content: 'Já te falo.',
        }),
      ),
    );
    const result = await brain().decide(asking(store.knowledge, 'entregam em Recife?'));
    expect(store.queries).toHaveLength(LLM_TOOL_CALLS_MAX);
    expect(fake.requests).toHaveLength(2);
    const results = ((fake.requests[1]?.body.messages ?? []) as { role: string; content: string }[])
      .filter((message) => message.role === 'tool')
      .map((message) => JSON.parse(message.content));
    expect(results).toHaveLength(LLM_TOOL_CALLS_MAX + 2);
    expect(results.at(-2)).toMatchObject({ erro: expect.stringContaining('limite') });
    expect(results.at(-1)).toMatchObject({ erro: expect.stringContaining('não executada') });
    // The second answer's search is not run again: it is dropped and the words stand.
    expect(result.decision.actions).toEqual([{ kind: 'smallTalk', text: 'Já te falo.' }]);
    expect(result.decision.reason).toContain('ferramenta desconhecida: search_knowledge');
  });

  it('the search and the second call share the turn’s deadline: a second call past it falls back', async () => {
    const store = base({ Recife: DELIVERY });
    inTurn(json(completion({ tool: 'search_knowledge', arguments: '{"query":"prazo Recife"}' })), () => {});
    const started = Date.now();
    const result = await brain(400).decide(asking(store.knowledge, 'quanto tempo pra chegar em Recife?'));
    // The second call never answers: only the turn's deadline ends the wait, long before the test's own.
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(result.brain).toBe('embedded');
    expect(result.fallbackReason).toContain('400');
  });
});
