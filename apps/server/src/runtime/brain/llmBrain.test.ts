import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LLM_RESPONSE_MAX_BYTES } from '../../constants.ts';
import { completion, json, startFakeChatCompletions } from '../testing/fakeChatCompletions.ts';
import { turnContext } from '../testing/turnContext.ts';
import { createEmbeddedBrain } from './embeddedBrain.ts';
import { createLlmBrain } from './llmBrain.ts';

const USAGE = { promptTokens: 812, completionTokens: 23 };
let fake: Awaited<ReturnType<typeof startFakeChatCompletions>>;
let fallbacks: string[];

beforeAll(async () => {
  fake = await startFakeChatCompletions();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fallbacks = [];
});

const brain = (timeoutMs = 2_000, retryBackoffMs = 20) =>
  createLlmBrain({
    baseUrl: fake.baseUrl,
    apiKey: 'sk-teste-123',
    model: 'modelo-teste',
    timeoutMs,
    temperature: 0.3,
    maxTokens: 400,
    retryBackoffMs,
    fallback: createEmbeddedBrain(),
    onFallback: (reason) => fallbacks.push(reason),
  });

describe('llm brain: files with no words', () => {
  it('are not sent to the model: the media reply answers them', async () => {
    const context = turnContext({ leadMessages: [], leadMedia: ['audio'] });
    const result = await brain().decide(context);
    expect(result).toEqual({
      decision: {
        actions: [{ kind: 'say', text: context.persona.mensagemMidia }],
        understood: ['unknown'],
        reason: 'arquivo sem texto → resposta para mídia',
      },
      brain: 'embedded',
    });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('llm brain: a stop, a request for a person or a complaint never reach the model', () => {
  it.each([
    ['pare de me mandar mensagem', [{ kind: 'optout' }]],
    ['PARA PELO AMOR DE DEUS', [{ kind: 'optout' }]],
    ['quero falar com um humano', [{ kind: 'handover', reason: 'pediu uma pessoa' }]],
  ])('"%s" → the built-in rule, with no model call', async (text, actions) => {
    fake.answer(json(completion({ tool: 'send_step', arguments: '{"position":2}' })));
    const result = await brain().decide(turnContext({ leadMessages: [text] }));
    expect(result.brain).toBe('embedded');
    expect(result.decision.actions).toEqual(actions);
    expect(fake.requests).toHaveLength(0);
  });

  it('a question about the product still goes to the model', async () => {
    fake.answer(json(completion({ tool: 'send_step', arguments: '{"position":2}' })));
    const result = await brain().decide(turnContext({ leadMessages: ['quanto custa?'] }));
    expect(result.brain).toBe('llm');
    expect(fake.requests).toHaveLength(1);
  });
});

describe('llm brain: the model picks ids', () => {
  it('send_step → a step decision, with the small talk and the token usage', async () => {
    fake.answer(json(completion({ tool: 'send_step', arguments: '{"position":2}', content: 'Que ótimo!' })));
    const result = await brain().decide(turnContext({ position: 1, leadMessages: ['quero ver'] }));
    expect(result).toEqual({
      decision: {
        actions: [
          { kind: 'smallTalk', text: 'Que ótimo!' },
          { kind: 'step', position: 2 },
        ],
        understood: [],
        reason: 'modelo de linguagem → etapa 2 do fluxo',
      },
      brain: 'llm',
      usage: USAGE,
    });
    expect(fallbacks).toEqual([]);
  });

  it('answer_objection → an objection decision', async () => {
    fake.answer(json(completion({ tool: 'answer_objection', arguments: '{"objection_id":31}' })));
    const result = await brain().decide(turnContext({ leadMessages: ['e se eu não gostar?'] }));
    expect(result.decision).toEqual({
      actions: [{ kind: 'objection', objectionId: 31 }],
      understood: ['objection'],
      reason: 'modelo de linguagem → objeção “Tem garantia?”',
    });
    expect(result.brain).toBe('llm');
  });

  it('hand_over → a handover with the reason the model gave, its own words kept before the pause', async () => {
    fake.answer(
      json(
        completion({
          tool: 'hand_over',
          arguments: '{"reason":"orçamento sob medida para loja"}',
          content: 'Vou chamar a Ana, que cuida de pedidos especiais.',
        }),
      ),
    );
    const result = await brain().decide(
      turnContext({ leadMessages: ['preciso de um orçamento sob medida pra minha loja'] }),
    );
    const reason = 'o modelo de linguagem passou a conversa a uma pessoa: orçamento sob medida para loja';
    expect(result.decision).toEqual({
      actions: [
        { kind: 'smallTalk', text: 'Vou chamar a Ana, que cuida de pedidos especiais.' },
        { kind: 'handover', reason },
      ],
      understood: [],
      reason: `modelo de linguagem → ${reason}`,
    });
  });

  it("hand_over's own words are vetted like any model text: a price or pix key outside the catalogue is not sent", async () => {
    fake.answer(
      json(
        completion({
          tool: 'hand_over',
          arguments: '{"reason":"quer desconto"}',
          content: 'Fechado: pra você faço por R$ 49,90 no pix golpe@pix.com, já chamo a equipe.',
        }),
      ),
    );
    const context = turnContext({ leadMessages: ['me faz um desconto?'] });
    const result = await brain().decide(context);
    expect(result.brain).toBe('embedded');
    expect(result.fallbackReason).toMatch(/^texto do modelo não enviado: /);
    expect(JSON.stringify(result.decision)).not.toContain('49,90');
    expect(JSON.stringify(result.decision)).not.toContain('golpe@pix.com');
  });

  it("hand_over's reason never brings the owner a link, amount or pix key outside the catalogue: the built-in words go instead", async () => {
    for (const reason of [
      'cliente pediu para pagar em golpe.top/pix',
      'pague R$ 19,90 na chave 11987654321',
      'quer desconto, ofereça 50% de desconto',
    ]) {
      fake.answer(json(completion({ tool: 'hand_over', arguments: JSON.stringify({ reason }) })));
      const result = await brain().decide(turnContext({ leadMessages: ['vocês fazem atacado?'] }));
      expect(result.decision.actions).toEqual([
        { kind: 'handover', reason: 'o modelo de linguagem passou a conversa a uma pessoa' },
      ]);
    }
  });

  it('hand_over without a reason still hands over, in the built-in words', async () => {
    fake.answer(json(completion({ tool: 'hand_over', arguments: '{}' })));
    const result = await brain().decide(turnContext({ leadMessages: ['vocês fazem atacado?'] }));
    expect(result.decision.actions).toEqual([
      { kind: 'handover', reason: 'o modelo de linguagem passou a conversa a uma pessoa' },
    ]);
  });

  it('send_offer → that one offer with its link, the lead moved to the step holding it', async () => {
    fake.answer(json(completion({ tool: 'send_offer', arguments: '{"offer_id":21}', content: 'Perfeito!' })));
    const result = await brain().decide(turnContext({ position: 1, leadMessages: ['quero comprar'] }));
    expect(result.decision).toEqual({
      actions: [
        { kind: 'smallTalk', text: 'Perfeito!' },
        { kind: 'offers', offerIds: [21], links: true, position: 3 },
      ],
      understood: ['buy'],
      reason: 'modelo de linguagem → oferta R$ 97,90 com link (etapa 3 do fluxo)',
    });
  });

  it('send_media → one file of the library by id', async () => {
    fake.answer(json(completion({ tool: 'send_media', arguments: '{"media_id":11}' })));
    const media = [{ id: 11, titulo: 'Bolo pronto', tipo: 'imagem' as const }];
    const result = await brain().decide(turnContext({ media, leadMessages: ['tem foto do bolo?'] }));
    expect(result.decision).toEqual({
      actions: [{ kind: 'media', mediaId: 11 }],
      understood: [],
      reason: 'modelo de linguagem → mídia “Bolo pronto”',
    });
  });

  it('mark_opt_out → the opt-out, understood as a stop', async () => {
    fake.answer(json(completion({ tool: 'mark_opt_out' })));
    const result = await brain().decide(turnContext({ leadMessages: ['chega dessas mensagens, obrigado'] }));
    expect(result.decision).toEqual({
      actions: [{ kind: 'optout' }],
      understood: ['stop'],
      reason: 'modelo de linguagem → pediu para parar → só a confirmação de saída',
    });
  });

  it('small talk within the catalogue is kept, normalised', async () => {
    fake.answer(
      json(
        completion({ tool: 'send_step', arguments: '{"position":2}', content: 'Sai por R$\u200b 97,90!' }),
      ),
    );
    const result = await brain().decide(turnContext({ position: 1, leadMessages: ['quanto é?'] }));
    expect(result.decision.actions).toEqual([
      { kind: 'smallTalk', text: 'Sai por R$ 97,90!' },
      { kind: 'step', position: 2 },
    ]);
    expect(result.brain).toBe('llm');
  });
});

describe('llm brain: a text with anything outside the catalogue is never sent, not even in part', () => {
  it.each([
    [
      'Hoje sai por R$ 49,90 em https://promo.golpe.com/x, ou R$ 97,90 no link oficial!',
      'texto do modelo não enviado: link fora do cadastro ("https://promo.golpe.com/x")',
    ],
    [
      'Pra você faço por R$ 49,90 no pix',
      'texto do modelo não enviado: valor fora do cadastro ("R$ 49,90 no")',
    ],
    ['Garanto 100% de resultado', 'texto do modelo não enviado: promessa proibida ("Garanto")'],
  ])('%j: the embedded brain decides and the turn says why', async (content, reason) => {
    fake.answer(json(completion({ content })));
    const context = turnContext({ position: 1, leadMessages: ['tá caro'] });
    const result = await brain().decide(context);
    expect(result).toEqual({
      decision: await createEmbeddedBrain()
        .decide(context)
        .then((embedded) => embedded.decision),
      brain: 'embedded',
      fallbackReason: reason,
      usage: USAGE,
    });
    expect(fallbacks).toEqual([reason]);
  });

  it('the small talk of a tool call is vetted too: the whole answer falls back', async () => {
    fake.answer(
      json(completion({ tool: 'send_step', arguments: '{"position":2}', content: 'Veja golpe.dev' })),
    );
    const result = await brain().decide(turnContext({ position: 1, leadMessages: ['quero'] }));
    expect(result.brain).toBe('embedded');
    expect(result.fallbackReason).toBe('texto do modelo não enviado: link fora do cadastro ("golpe.dev")');
  });
});

describe('llm brain: the request', () => {
  it('carries the model, the bearer key, the persona, the "nunca fazer" rules, the flow and the tools', async () => {
    fake.answer(json(completion({ tool: 'send_step', arguments: '{"position":1}' })));
    await brain().decide(turnContext({ leadMessages: ['oi', 'tudo bem?'] }));
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-teste-123');
    expect(request?.body.model).toBe('modelo-teste');
    const messages = request?.body.messages as { role: string; content: string }[];
    const system = messages[0]?.content ?? '';
    expect(messages[0]?.role).toBe('system');
    for (const expected of [
      'Carla',
      'feminino',
      '29 anos',
      'simpática e direta',
      'vender o curso de confeitaria',
      'Nunca prometer desconto. Nunca falar mal de concorrentes.',
      'Curso Bolo Lucrativo',
      '1: Oi! Eu sou a Carla. Posso te mostrar o curso?',
      '31: Tem garantia?',
    ]) {
      expect(system).toContain(expected);
    }
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'oi\ntudo bem?' });
    const tools = request?.body.tools as { function: { name: string; parameters: unknown } }[];
    expect(tools.map((tool) => tool.function.name)).toEqual([
      'send_step',
      'answer_objection',
      'send_offer',
      'hand_over',
      'mark_opt_out',
    ]);
    expect(tools[0]?.function.parameters).toMatchObject({ properties: { position: { enum: [1, 2, 3] } } });
    expect(tools[1]?.function.parameters).toMatchObject({ properties: { objection_id: { enum: [31, 32] } } });
    expect(tools[2]?.function.parameters).toMatchObject({ properties: { offer_id: { enum: [21] } } });
  });

  it("gives the model the product's description and benefits as context, and no such line without one", async () => {
    fake.answer(json(completion({ tool: 'hand_over' })));
    const descricao = 'Aulas em vídeo com receitas testadas.\nCertificado ao final.';
    await brain().decide(turnContext({ product: { ...turnContext().product, descricao } }));
    await brain().decide(turnContext());
    const [withDescription, without] = fake.requests.map(
      (request) => (request.body.messages as { content: string }[])[0]?.content ?? '',
    );
    expect(withDescription).toContain(
      `Descrição e benefícios do produto (use para responder e convencer):\n${descricao}`,
    );
    expect(without).not.toContain('Descrição e benefícios');
  });

  it('shows what a seller would: offers by id with name and price, objections with answers, the flow, media, guarantee and payment, never a link', async () => {
    fake.answer(json(completion({ tool: 'hand_over' })));
    await brain().decide(
      turnContext({
        offers: [
          { id: 21, nome: null, preco: 97.9, link: 'https://pay.exemplo.com/bolo' },
          { id: 22, nome: 'Kit 3 frascos', preco: 247, link: 'https://pay.exemplo.com/kit' },
        ],
        media: [{ id: 11, titulo: 'Bolo pronto', tipo: 'imagem' }],
      }),
    );
    const system = ((fake.requests[0]?.body.messages ?? []) as { content: string }[])[0]?.content ?? '';
    for (const expected of [
      '21: R$ 97,90',
      '22: Kit 3 frascos — R$ 247,00',
      '31: Tem garantia? → Sim! 7 dias de garantia incondicional.',
      '2: [mídia 11: Bolo pronto (imagem)] Olha o que você vai aprender.',
      '3: [oferta 21: R$ 97,90, com link] [pausa para atendimento humano] Garanta sua vaga.',
      '11: Bolo pronto (imagem)',
      'Garantia: 7 dias.',
      'Formas de pagamento: pix.',
      'Posição atual do lead no fluxo: nenhuma etapa enviada ainda.',
    ]) {
      expect(system).toContain(expected);
    }
    expect(JSON.stringify(fake.requests[0]?.body)).not.toContain('pay.exemplo.com');
    const tools = fake.requests[0]?.body.tools as { function: { name: string } }[];
    expect(tools.map((tool) => tool.function.name)).toContain('send_media');
  });

  it("tells the lead's name, the local date and time, the business hours and what the lead waits for", async () => {
    fake.answer(json(completion({ tool: 'hand_over' })));
    await brain().decide(
      turnContext({
        situation: {
          name: 'Joana',
          now: new Date('2026-11-29T23:30:00Z'),
          hours: { startMinute: 8 * 60, endMinute: 20 * 60, timeZone: 'America/Sao_Paulo' },
          waitingSince: new Date('2026-11-29T22:00:00Z'),
          waitingReason: 'pediu uma pessoa',
          doNotDisturbSince: null,
        },
      }),
    );
    const system = ((fake.requests[0]?.body.messages ?? []) as { content: string }[])[0]?.content ?? '';
    expect(system).toContain('Nome do lead (como aparece no WhatsApp): Joana.');
    expect(system).toContain('Agora: domingo, 29 de novembro de 2026 às 20:30 (America/Sao_Paulo).');
    expect(system).toContain('Horário de atendimento: 08:00 às 20:00 (fora do horário');
    expect(system).toContain(
      'O lead aguarda um atendente humano desde domingo, 29 de novembro de 2026 às 19:00 (pediu uma pessoa).',
    );
  });

  it("shows the knowledge base's answer to the lead's words when it found one, and nothing otherwise", async () => {
    fake.answer(json(completion({ tool: 'hand_over' })));
    const answer = {
      found: true,
      source: 'faq' as const,
      id: 4,
      title: 'Por quanto tempo posso assistir?',
      score: 0.9,
      reply: 'As aulas ficam disponíveis por 1 ano.',
      reason: 'base de conhecimento',
    };
    await brain().decide(turnContext({ knowledge: { answer } }));
    await brain().decide(turnContext({ knowledge: { answer: { ...answer, found: false } } }));
    const [withKnowledge, without] = fake.requests.map(
      (request) => (request.body.messages as { content: string }[])[0]?.content ?? '',
    );
    expect(withKnowledge).toContain(
      'Base de conhecimento (o que a conta ensinou e combina com a mensagem; envie com answer_from_knowledge, id faq:4: Por quanto tempo posso assistir?):\nAs aulas ficam disponíveis por 1 ano.',
    );
    expect(without).not.toContain('Base de conhecimento');
  });

  it('replays the conversation: lead as user, agent as assistant, human marked', async () => {
    fake.answer(json(completion({ tool: 'hand_over' })));
    const at = new Date('2026-11-25T12:00:00Z');
    await brain().decide(
      turnContext({
        history: [
          { author: 'lead', text: 'oi', at },
          { author: 'agente', text: 'Olá!', at },
          { author: 'humano', text: 'Sou o dono', at },
          { author: 'sistema', text: 'pausado', at },
        ],
        leadMessages: ['ok'],
      }),
    );
    const messages = fake.requests[0]?.body.messages as { role: string; content: string }[];
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'oi' },
      { role: 'assistant', content: 'Olá!' },
      { role: 'assistant', content: '[atendente humano] Sou o dono' },
      { role: 'user', content: 'ok' },
    ]);
  });
});

describe('llm brain: falls back to the embedded brain and says why', () => {
  const context = turnContext({ position: 1, leadMessages: ['legal'] });
  const embeddedDecision = {
    actions: [{ kind: 'step', position: 2 }],
    understood: ['ok'],
    reason: 'concordou → etapa 2 do fluxo',
  };

  it('on a slow answer (timeout)', async () => {
    // The answer comes long after the timeout (a bound that a loaded machine cannot reach by accident): had the
    // brain waited for it, the decision would be the model's handover.
    fake.answer((_, response) => {
      setTimeout(() => json(completion({ tool: 'hand_over' }))(_, response), 6_000);
    });
    const started = Date.now();
    const result = await brain(150).decide(context);
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(result).toEqual({
      decision: embeddedDecision,
      brain: 'embedded',
      fallbackReason: 'o modelo não respondeu em 150 ms',
    });
    expect(fallbacks).toEqual(['o modelo não respondeu em 150 ms']);
  });

  it('on HTTP 500 twice (one retry)', async () => {
    fake.answer((_, response) => response.writeHead(500).end('{"error":{"message":"boom"}}'));
    const result = await brain().decide(context);
    expect(result).toMatchObject({
      decision: embeddedDecision,
      fallbackReason: 'o modelo respondeu HTTP 500',
    });
    expect(fake.requests).toHaveLength(2);
  });

  it('on an answer over LLM_RESPONSE_MAX_BYTES: the stream is dropped, never parsed', async () => {
    const huge = JSON.stringify(completion({ content: 'a'.repeat(1_048_576) }));
    fake.answer((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write(huge.slice(0, 1_000));
      // Streamed without a length: the reader has to count.
      setTimeout(() => response.end(huge.slice(1_000)), 10);
    });
    const result = await brain().decide(context);
    expect(result).toMatchObject({
      brain: 'embedded',
      fallbackReason: `a resposta do modelo passou de ${LLM_RESPONSE_MAX_BYTES} bytes (leitura interrompida)`,
    });
  });

  it('on a declared Content-Length over the cap, before reading', async () => {
    fake.answer((_, response) => {
      response.writeHead(200, { 'content-length': String(LLM_RESPONSE_MAX_BYTES + 1) });
      response.write('{');
    });
    expect((await brain().decide(context)).fallbackReason).toMatch(/passou de/);
  });

  it('on a body that is not JSON', async () => {
    fake.answer((_, response) => response.writeHead(200).end('<html>oops'));
    expect((await brain().decide(context)).fallbackReason).toBe('a resposta do modelo não é JSON válido');
  });

  it('on a network error', async () => {
    const offline = createLlmBrain({
      baseUrl: 'http://127.0.0.1:1/v1',
      apiKey: undefined,
      model: 'm',
      timeoutMs: 2_000,
      temperature: 0.3,
      maxTokens: 400,
      fallback: createEmbeddedBrain(),
    });
    const result = await offline.decide(context);
    expect(result.brain).toBe('embedded');
    expect(result.fallbackReason).toMatch(/^falha de rede ao chamar o modelo/);
  });

  it.each([
    ['send_step', '{"position":', 'argumentos de send_step não são JSON válido'],
    ['send_step', '{"position":"2"}', 'send_step: position não é um inteiro'],
    ['send_step', '{"position":2.5}', 'send_step: position não é um inteiro'],
    ['send_step', '{"position":9}', 'send_step: etapa 9 não existe no fluxo'],
    ['send_step', '{}', 'send_step: position não é um inteiro'],
    ['answer_objection', '{"objection_id":999}', 'answer_objection: objeção 999 não existe ou está inativa'],
    ['answer_objection', '[31]', 'argumentos de answer_objection não são JSON válido'],
    ['send_price', '{"valor":10}', 'ferramenta desconhecida: send_price'],
  ])('on bad tool arguments: %s(%s)', async (tool, args, reason) => {
    fake.answer(json(completion({ tool, arguments: args })));
    const result = await brain().decide(context);
    expect(result).toEqual({
      decision: embeddedDecision,
      brain: 'embedded',
      fallbackReason: reason,
      usage: USAGE,
    });
  });

  it('on an empty answer', async () => {
    fake.answer(json(completion({ content: '  ' })));
    expect((await brain().decide(context)).fallbackReason).toBe(
      'resposta vazia (sem ferramenta e sem texto)',
    );
  });

  it('on an answer without choices', async () => {
    fake.answer(json({ error: 'quota' }));
    expect((await brain().decide(context)).fallbackReason).toBe('resposta sem choices[0].message');
  });
});

describe('llm brain: request hygiene', () => {
  it('sends temperature, max_tokens and the lead hashed as user, never the phone', async () => {
    fake.answer(json(completion({ tool: 'hand_over' })));
    await brain().decide(turnContext({ leadKey: '7:5511987654321' }));
    await brain().decide(turnContext({ leadKey: '7:5511987654321' }));
    await brain().decide(turnContext({ leadKey: '7:5511900000000' }));
    const [first, again, other] = fake.requests.map((request) => request.body);
    expect(first).toMatchObject({ temperature: 0.3, max_tokens: 400 });
    expect(first?.user).toMatch(/^[0-9a-f]{32}$/);
    expect(again?.user).toBe(first?.user);
    expect(other?.user).not.toBe(first?.user);
    expect(JSON.stringify(first)).not.toContain('987654321');
  });

  it('retries a 429 once after the back-off and uses the second answer', async () => {
    let calls = 0;
    fake.answer((request, response) => {
      calls += 1;
      if (calls === 1) response.writeHead(429, { 'retry-after': '0' }).end('{}');
      else json(completion({ tool: 'send_step', arguments: '{"position":2}' }))(request, response);
    });
    const result = await brain().decide(turnContext({ position: 1 }));
    expect(result).toMatchObject({ brain: 'llm', decision: { actions: [{ kind: 'step', position: 2 }] } });
    expect(fake.requests).toHaveLength(2);
  });

  it('does not retry when the back-off would pass LLM_TIMEOUT_MS', async () => {
    fake.answer((_, response) => response.writeHead(503).end('{}'));
    const result = await brain(300, 1_000).decide(turnContext());
    expect(result.fallbackReason).toBe('o modelo respondeu HTTP 503');
    expect(fake.requests).toHaveLength(1);
  });

  it('a 400 is not retried', async () => {
    fake.answer((_, response) => response.writeHead(400).end('{}'));
    expect((await brain().decide(turnContext())).fallbackReason).toBe('o modelo respondeu HTTP 400');
    expect(fake.requests).toHaveLength(1);
  });
});

describe("llm brain: the caller's signal", () => {
  it('aborting the turn rejects instead of deciding', async () => {
    fake.answer(() => {});
    const controller = new AbortController();
    const pending = brain().decide(turnContext(), controller.signal);
    setTimeout(() => controller.abort(new Error('mensagem mais nova do lead')), 50);
    await expect(pending).rejects.toThrow('mensagem mais nova do lead');
  });
});

describe('llm brain: several tool calls in one turn', () => {
  it('run in the order the model made them, after its words', async () => {
    fake.answer(
      json(
        completion({
          content: 'Claro!',
          calls: [
            { tool: 'answer_objection', arguments: '{"objection_id":31}' },
            { tool: 'send_step', arguments: '{"position":2}' },
            { tool: 'send_offer', arguments: '{"offer_id":21}' },
          ],
        }),
      ),
    );
    const result = await brain().decide(
      turnContext({ position: 1, leadMessages: ['tem garantia? quero ver'] }),
    );
    expect(result.brain).toBe('llm');
    expect(result.decision.actions).toEqual([
      { kind: 'smallTalk', text: 'Claro!' },
      { kind: 'objection', objectionId: 31 },
      { kind: 'step', position: 2 },
      { kind: 'offers', offerIds: [21], links: true, position: 3 },
    ]);
    expect(result.decision.reason).toBe(
      'modelo de linguagem → objeção “Tem garantia?”; etapa 2 do fluxo; oferta R$ 97,90 com link (etapa 3 do fluxo)',
    );
  });

  it('an unknown or invalid call is dropped with its reason, the rest of the turn stands', async () => {
    fake.answer(
      json(
        completion({
          calls: [
            { tool: 'send_price', arguments: '{"valor":10}' },
            { tool: 'send_offer', arguments: '{"offer_id":999}' },
            { tool: 'answer_objection', arguments: '{"objection_id":32}' },
            { tool: 'send_media', arguments: '{"media_id":"x"}' },
          ],
        }),
      ),
    );
    const result = await brain().decide(turnContext({ leadMessages: ['demora pra chegar?'] }));
    expect(result.brain).toBe('llm');
    expect(result.fallbackReason).toBeUndefined();
    expect(result.decision.actions).toEqual([{ kind: 'objection', objectionId: 32 }]);
    expect(result.decision.reason).toBe(
      [
        'modelo de linguagem → objeção “Quanto tempo demora para chegar?”',
        'ignorado: ferramenta desconhecida: send_price',
        'ignorado: send_offer: oferta 999 não existe no cadastro',
        'ignorado: send_media: media_id não é um inteiro',
      ].join('; '),
    );
  });

  it(`keeps at most ${3} calls and drops a repeated one, saying so`, async () => {
    fake.answer(
      json(
        completion({
          calls: [
            { tool: 'send_step', arguments: '{"position":1}' },
            { tool: 'send_step', arguments: '{"position":1}' },
            { tool: 'answer_objection', arguments: '{"objection_id":31}' },
            { tool: 'answer_objection', arguments: '{"objection_id":32}' },
            { tool: 'send_offer', arguments: '{"offer_id":21}' },
          ],
        }),
      ),
    );
    const result = await brain().decide(turnContext({ leadMessages: ['oi, me conta tudo'] }));
    expect(result.decision.actions.map((action) => action.kind)).toEqual(['step', 'objection', 'objection']);
    expect(result.decision.reason).toContain('ignorado: send_step: chamada repetida no mesmo turno');
    expect(result.decision.reason).toContain(
      'ignorado: send_offer: passou do limite de 3 ferramentas por turno',
    );
  });

  it('every call invalid and no words: the built-in brain decides, with the reasons', async () => {
    fake.answer(
      json(
        completion({
          calls: [
            { tool: 'send_offer', arguments: '{"offer_id":5}' },
            { tool: 'apagar_tudo', arguments: '{}' },
          ],
        }),
      ),
    );
    const result = await brain().decide(turnContext({ position: 1, leadMessages: ['legal'] }));
    expect(result.brain).toBe('embedded');
    expect(result.fallbackReason).toBe(
      'send_offer: oferta 5 não existe no cadastro; ferramenta desconhecida: apagar_tudo',
    );
  });
});

describe('llm brain: the conversation shown is bounded by tokens, files described', () => {
  const at = new Date('2026-11-25T12:00:00Z');
  const historyOf = async (historyTokens: number, history: Parameters<typeof turnContext>[0]) => {
    fake.answer(json(completion({ tool: 'hand_over' })));
    const bounded = createLlmBrain({
      baseUrl: fake.baseUrl,
      apiKey: undefined,
      model: 'm',
      timeoutMs: 2_000,
      temperature: 0.3,
      maxTokens: 400,
      historyTokens,
      fallback: createEmbeddedBrain(),
    });
    await bounded.decide(turnContext(history));
    return ((fake.requests.at(-1)?.body.messages ?? []) as { role: string; content: string }[]).slice(1);
  };

  it('files read as short descriptions, with their caption or transcript', async () => {
    const messages = await historyOf(1_000, {
      history: [
        { author: 'lead', text: 'quanto custa o frete?', at, media: 'audio' },
        { author: 'lead', text: '', at, media: 'audio' },
        { author: 'lead', text: 'olha meu bolo', at, media: 'imagem' },
        { author: 'agente', text: '', at, media: 'video' },
      ],
      leadMessages: ['e aí?'],
      leadMedia: ['pdf'],
    });
    expect(messages).toEqual([
      { role: 'user', content: '[áudio transcrito: quanto custa o frete?]' },
      { role: 'user', content: '[áudio]' },
      { role: 'user', content: '[foto: olha meu bolo]' },
      { role: 'assistant', content: '[vídeo]' },
      { role: 'user', content: 'e aí?\n[PDF]' },
    ]);
  });

  it('the newest lines that fit in the budget (characters / 4), however many', async () => {
    const line = (text: string) => ({ author: 'lead' as const, text, at });
    const history = [
      line('a'.repeat(400)),
      ...Array.from({ length: 40 }, (_, index) => line(`msg ${index}`)),
    ];
    const roomy = await historyOf(1_000, { history, leadMessages: ['ok'] });
    expect(roomy).toHaveLength(42);
    // 40 short lines of 2 tokens each fit in 90; the 100-token one before them does not.
    const tight = await historyOf(90, { history, leadMessages: ['ok'] });
    expect(tight).toHaveLength(41);
    expect(tight[0]).toEqual({ role: 'user', content: 'msg 0' });
  });
});

describe("llm brain: the account's daily model budget", () => {
  it('under the budget, the model is asked', async () => {
    fake.answer(json(completion({ tool: 'send_step', arguments: '{"position":2}' })));
    const result = await brain().decide(
      turnContext({ position: 1, modelBudget: { tokensToday: 9_999, dailyTokens: 10_000 } }),
    );
    expect(result.brain).toBe('llm');
  });

  it('spent: the built-in brain answers, no model call, and the reason says so', async () => {
    fake.answer(json(completion({ tool: 'send_step', arguments: '{"position":2}' })));
    const context = turnContext({
      position: 1,
      leadMessages: ['legal'],
      modelBudget: { tokensToday: 10_000, dailyTokens: 10_000 },
    });
    const result = await brain().decide(context);
    expect(fake.requests).toHaveLength(0);
    expect(result).toEqual({
      decision: (await createEmbeddedBrain().decide(context)).decision,
      brain: 'embedded',
      fallbackReason:
        'limite diário do modelo atingido (10000 de 10000 tokens): respondeu o cérebro embutido',
      budgetSpent: true,
    });
  });
});
