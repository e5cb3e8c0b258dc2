import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { modelUsageOn, recordModelCall } from '../../src/modelUsage/recordUsage.ts';
import { completion, json, startFakeChatCompletions } from '../../src/runtime/testing/fakeChatCompletions.ts';
import { caller, insertMedia } from '../contentFixtures.ts';
import { createTestContext, type TestContext } from '../harness.ts';
import { agentAccount, deliver, type RecordingInstances, recordingInstances } from './runtimeFixtures.ts';

const WAIT = { timeout: 15_000, interval: 50 };
/** Each scripted answer reports 812 + 23 tokens: two calls stay under it, a third passes it. */
const DAILY_TOKENS = 2_000;

let ctx: TestContext;
let instances: RecordingInstances;
let fake: Awaited<ReturnType<typeof startFakeChatCompletions>>;

beforeAll(async () => {
  fake = await startFakeChatCompletions();
  instances = recordingInstances();
  ctx = await createTestContext({
    integrations: { instances },
    env: {
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'modelo-teste',
      LLM_TIMEOUT_MS: '5000',
      LLM_DAILY_TOKENS_PER_ACCOUNT: String(DAILY_TOKENS),
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

let leadCounter = 0;
const newLead = () => `55419${String(60_000_000 + ++leadCounter).padStart(8, '0')}`;
const sentTo = (phone: string) =>
  instances.sent
    .filter((entry) => entry.message.to === phone)
    .map((entry) => (entry.message.kind === 'text' ? entry.message.text : `[${entry.message.mediaType}]`));

async function lastTurn(userId: number, leadPhone: string) {
  return ctx.db
    .selectFrom('agent_turns')
    .select(['result', 'brain', 'fallback_reason', 'decision'])
    .where('user_id', '=', userId)
    .where('lead_phone', '=', leadPhone)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

/** An account selling with an objection, an offer and a photo in its library. */
async function seller() {
  const account = await agentAccount(ctx);
  const objection = await ctx.db
    .insertInto('objections')
    .values({
      user_id: account.user.id,
      product_id: account.productId,
      pergunta: 'Serve para pele oleosa?',
      resposta: 'Serve sim: a fórmula é oil free.',
      status: 'ativa',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const offer = await ctx.db
    .insertInto('offers')
    .values({
      user_id: account.user.id,
      product_id: account.productId,
      nome_oferta: 'Kit 3 frascos',
      preco: '247.00',
      link: 'https://pay.exemplo.com/kit3',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const mediaId = await insertMedia(ctx.db, account.user.id, account.productId);
  return { ...account, objectionId: objection.id, offerId: offer.id, mediaId };
}

describe("a lead's turn decided by the language model", () => {
  it('runs several tool calls in order, after the words, and tells the model who the lead is', async () => {
    const { user, secret, objectionId, offerId, mediaId } = await seller();
    fake.answer(
      json(
        completion({
          content: 'Oi, Ana! Boa pergunta.',
          calls: [
            { tool: 'answer_objection', arguments: JSON.stringify({ objection_id: objectionId }) },
            { tool: 'send_media', arguments: JSON.stringify({ media_id: mediaId }) },
            { tool: 'send_offer', arguments: JSON.stringify({ offer_id: offerId }) },
            { tool: 'send_step', arguments: '{"position":42}' },
          ],
        }),
      ),
    );
    const lead = newLead();
    await deliver(ctx, secret, { phone: lead, text: 'serve pra pele oleosa? quero o kit' });
    await vi.waitFor(() => expect(sentTo(lead)).toHaveLength(4), WAIT);
    expect(sentTo(lead)).toEqual([
      'Oi, Ana! Boa pergunta.',
      'Serve sim: a fórmula é oil free.',
      '[imagem]',
      // The link carries the lead's tracking code (docs/sales.md), so a purchase through it names this lead.
      expect.stringMatching(
        /^Kit 3 frascos por R\$ 247,00\nhttps:\/\/pay\.exemplo\.com\/kit3\?ref=ag[a-z2-9]{12}$/,
      ),
    ]);
    const turn = await lastTurn(user.id, lead);
    expect(turn).toMatchObject({ result: 'respondido', brain: 'llm', fallback_reason: null });
    expect(JSON.stringify(turn.decision)).toContain('ignorado: send_step: etapa 42 não existe no fluxo');
    const system = (fake.requests[0]?.body.messages as { content: string }[] | undefined)?.[0]?.content;
    expect(system).toContain('Nome do lead (como aparece no WhatsApp): Ana Lima.');
    expect(system).toContain(`${offerId}: Kit 3 frascos — R$ 247,00`);
    expect(system).toContain(`${objectionId}: Serve para pele oleosa? → Serve sim: a fórmula é oil free.`);
  });

  it('hands over with the reason the model gave, its words sent before the pause message', async () => {
    const { user, secret } = await seller();
    fake.answer(
      json(
        completion({
          content: 'Vou chamar a equipe para ver o atacado.',
          calls: [{ tool: 'hand_over', arguments: '{"reason":"quer comprar no atacado"}' }],
        }),
      ),
    );
    const lead = newLead();
    await deliver(ctx, secret, { phone: lead, text: 'vocês vendem no atacado?' });
    await vi.waitFor(() => expect(sentTo(lead)).toHaveLength(2), WAIT);
    expect(sentTo(lead)).toEqual(['Vou chamar a equipe para ver o atacado.', 'Um momento, já te retorno']);
    const state = await ctx.db
      .selectFrom('lead_states')
      .select(['paused', 'aguardando_motivo'])
      .where('user_id', '=', user.id)
      .where('lead_phone', '=', lead)
      .executeTakeFirstOrThrow();
    expect(state).toEqual({
      paused: true,
      aguardando_motivo: 'o modelo de linguagem passou a conversa a uma pessoa: quer comprar no atacado',
    });
  });
});

describe('Testar agente shows why the model handed over', () => {
  it("its words go out, and 'Por quê' carries the reason the model gave", async () => {
    const { token } = await seller();
    fake.answer(
      json(
        completion({
          content: 'Vou chamar a equipe para ver o atacado.',
          calls: [{ tool: 'hand_over', arguments: '{"reason":"quer comprar no atacado"}' }],
        }),
      ),
    );
    const answered = await caller(ctx)('POST', '/api/testar-agente/mensagens', token, {
      texto: 'vocês vendem no atacado?',
    });
    expect(answered.statusCode).toBe(200);
    const state = answered.json() as {
      mensagens: { autor: string; texto: string }[];
      motivos: { explicacao?: string }[];
    };
    expect(state.mensagens.map((message) => message.texto)).toContain(
      'Vou chamar a equipe para ver o atacado.',
    );
    expect(state.motivos.at(-1)?.explicacao).toBe(
      'modelo de linguagem → o modelo de linguagem passou a conversa a uma pessoa: quer comprar no atacado',
    );
  });
});

describe("the account's daily model budget", () => {
  it('spent: the built-in brain answers the lead, no model is called, the turn and the panel say so', async () => {
    const { user, token, secret } = await seller();
    const other = await seller();
    await recordModelCall(ctx.db, user.id, ctx.clock.now(), {
      promptTokens: DAILY_TOKENS,
      completionTokens: 0,
    });
    fake.answer(json(completion({ tool: 'send_step', arguments: '{"position":2}' })));

    const lead = newLead();
    await deliver(ctx, secret, { phone: lead, text: 'oi' });
    await vi.waitFor(() => expect(sentTo(lead)).toHaveLength(1), WAIT);
    expect(fake.requests).toHaveLength(0);
    expect(sentTo(lead)).toEqual([
      'Oi! Eu sou a Júlia, da Loja Bela. Posso te ajudar a escolher o sérum ideal?',
    ]);
    expect(await lastTurn(user.id, lead)).toMatchObject({
      result: 'respondido',
      brain: 'embedded',
      fallback_reason: `limite diário do modelo atingido (${DAILY_TOKENS} de ${DAILY_TOKENS} tokens): respondeu o cérebro embutido`,
    });
    // Nothing was spent on the turn the model did not answer.
    expect((await modelUsageOn(ctx.db, user.id, ctx.clock.now())).calls).toBe(1);

    const call = caller(ctx);
    const spent = await call('GET', '/api/testar-agente', token);
    expect(spent.json()).toMatchObject({ modelo_limite_atingido: true });
    const answered = await call('POST', '/api/testar-agente/mensagens', token, { texto: 'oi' });
    expect(answered.statusCode).toBe(200);
    expect(fake.requests).toHaveLength(0);
    expect((await call('GET', '/api/testar-agente', other.token)).json()).toMatchObject({
      modelo_limite_atingido: false,
    });
  });

  it('under it, the model answers, and the call that passes it is the last', async () => {
    const { user, token } = await seller();
    fake.answer(json(completion({ content: 'Oi! Como posso ajudar?' })));
    const call = caller(ctx);
    for (const texto of ['oi', 'tudo bem?', 'e aí?']) {
      expect((await call('POST', '/api/testar-agente/mensagens', token, { texto })).statusCode).toBe(200);
    }
    // 835 + 835 = 1 670 tokens, under 2 000: the third message is still the model's, and passes the budget.
    expect(fake.requests).toHaveLength(3);
    const fourth = await call('POST', '/api/testar-agente/mensagens', token, { texto: 'oi de novo' });
    expect(fake.requests).toHaveLength(3);
    expect(fourth.json()).toMatchObject({ modelo_limite_atingido: true });
    expect(await modelUsageOn(ctx.db, user.id, ctx.clock.now())).toMatchObject({ calls: 3 });
  });
});

describe('the model answers from the knowledge base', () => {
  it('cites the FAQ entry it was shown: Testar agente sends the entry’s answer and the reason names it', async () => {
    const { token } = await seller();
    const call = caller(ctx);
    const faq = await call('POST', '/api/conhecimento/faq', token, {
      pergunta: 'Vocês têm loja física?',
      resposta: 'Não temos loja física: vendemos só pela internet, com entrega para todo o Brasil.',
      status: 'ativa',
    });
    expect(faq.statusCode).toBe(201);
    let offered: unknown;
    // The scripted model cites whatever entry the runtime offered it.
    fake.answer((request, response) => {
      type Tool = {
        function: { name: string; parameters: { properties: { entry_id?: { enum: string[] } } } };
      };
      const tools = request.body.tools as Tool[];
      const tool = tools.find((candidate) => candidate.function.name === 'answer_from_knowledge');
      offered = tool?.function.parameters.properties.entry_id?.enum;
      const entryId = tool?.function.parameters.properties.entry_id?.enum[0];
      json(completion({ tool: 'answer_from_knowledge', arguments: JSON.stringify({ entry_id: entryId }) }))(
        request,
        response,
      );
    });
    const answered = await call('POST', '/api/testar-agente/mensagens', token, {
      texto: 'vcs tem loja fisica?',
    });
    expect(answered.statusCode).toBe(200);
    const state = answered.json() as {
      mensagens: { autor: string; texto: string }[];
      motivos: { explicacao?: string }[];
    };
    expect(offered).toEqual([`faq:${(faq.json() as { pergunta: { id: number } }).pergunta.id}`]);
    expect(state.mensagens.at(-1)?.texto).toBe(
      'Não temos loja física: vendemos só pela internet, com entrega para todo o Brasil.',
    );
    expect(state.motivos.at(-1)?.explicacao).toBe(
      'modelo de linguagem → citou base de conhecimento → pergunta frequente "Vocês têm loja física?"',
    );
  });
});

describe("the administrator sees each account's model usage", () => {
  it('tokens today and this month, per account, in the users list', async () => {
    const { user } = await seller();
    const now = ctx.clock.now();
    await recordModelCall(ctx.db, user.id, now, { promptTokens: 300, completionTokens: 20 });
    const earlier = new Date(now.getTime() - 24 * 60 * 60 * 1_000);
    const monthInSaoPaulo = (at: Date) =>
      at.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' }).slice(0, 7);
    const sameMonth = monthInSaoPaulo(earlier) === monthInSaoPaulo(now);
    await recordModelCall(ctx.db, user.id, earlier, { promptTokens: 1_000, completionTokens: 0 });
    const { token: admin } = await ctx.admin();
    const response = await caller(ctx)('GET', '/api/usuarios/list', admin);
    expect(response.statusCode).toBe(200);
    const row = (response.json().usuarios as { id: number }[]).find((entry) => entry.id === user.id);
    expect(row).toMatchObject({ modelo_tokens_hoje: 320, modelo_tokens_mes: sameMonth ? 1_320 : 320 });
  });

  it('is the administrator’s alone', async () => {
    const { token } = await seller();
    expect((await caller(ctx)('GET', '/api/usuarios/list', token)).statusCode).toBe(403);
  });
});
