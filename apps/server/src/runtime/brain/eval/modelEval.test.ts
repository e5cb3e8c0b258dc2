import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completion, json, startFakeChatCompletions } from '../../testing/fakeChatCompletions.ts';
import { createEmbeddedBrain } from '../embeddedBrain.ts';
import { createLlmBrain } from '../llmBrain.ts';
import { at, talk } from './corpusTypes.ts';
import { runCorpus, score } from './evaluate.ts';
import { modelReportMarkdown } from './report.ts';

let fake: Awaited<ReturnType<typeof startFakeChatCompletions>>;
beforeAll(async () => {
  fake = await startFakeChatCompletions();
  // A model that always sends the step after the lead's position, read from the prompt it is given.
  fake.answer((request, response) => {
    const system = (request.body.messages as { content: string }[])[0]?.content ?? '';
    const position = Number(/Posição atual do lead no fluxo: etapa (\d+)/.exec(system)?.[1] ?? 0);
    json(completion({ tool: 'send_step', arguments: JSON.stringify({ position: position + 1 }) }))(
      request,
      response,
    );
  });
});
afterAll(() => fake.close());

const brain = () =>
  createLlmBrain({
    baseUrl: fake.baseUrl,
    apiKey: undefined,
    model: 'modelo-roteiro',
    timeoutMs: 5_000,
    temperature: 0,
    maxTokens: 400,
    fallback: createEmbeddedBrain(),
  });

describe('npm run eval:agent -- --llm: the corpus through a language model', () => {
  it('scores the actions the model chose, counts what it answered and what the rules answered', async () => {
    const corpus = [
      talk('serum', ['oi', ['greeting'], ['step']], ['pode ser', ['yes'], ['step']]),
      at(
        'serum',
        1,
        ['quanto custa?', ['price'], ['offers']],
        ['PARA DE ME MANDAR MENSAGEM', ['stop'], ['optout']],
      ),
    ];
    const outcomes = await runCorpus(corpus, brain());
    expect(outcomes.map((turn) => [turn.brain, turn.actions.join()])).toEqual([
      ['llm', 'step'],
      ['llm', 'step'],
      ['llm', 'step'],
      // A stop never reaches the model: the built-in rules answer it.
      ['embedded', 'optout'],
    ]);
    const report = score(outcomes, { actionsOnly: true });
    expect(report).toMatchObject({ turns: 4, correct: 3, stop: { turns: 1, correct: 1 }, salesAfterStop: 0 });
    const markdown = modelReportMarkdown('modelo-roteiro', report, report, outcomes);
    expect(markdown).toContain('model `modelo-roteiro`');
    expect(markdown).toContain('Answered by the model: 3 of 4 turns, 2 right (66,7 %). Tokens: 2505.');
    expect(markdown).toContain('| overall | 4 | 3 | 75,0 % |');
  });

  it("lists why the model's answers could not be used", async () => {
    fake.answer(json(completion({ content: 'Só hoje por R$ 1,00 no pix!' })));
    const outcomes = await runCorpus([at('serum', 1, ['tá caro', ['objection'], ['objection']])], brain());
    const report = score(outcomes, { actionsOnly: true });
    expect(modelReportMarkdown('m', report, report, outcomes)).toContain(
      '- texto do modelo não enviado: valor fora do cadastro × 1',
    );
  });
});
