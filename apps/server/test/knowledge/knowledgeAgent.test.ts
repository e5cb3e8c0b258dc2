import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../../src/demo/content.ts';
import { caller, insertProduct } from '../contentFixtures.ts';
import { createTestContext, type TestContext } from '../harness.ts';
import { insertAgent, PAUSE_MESSAGE } from '../runtime/runtimeFixtures.ts';

let ctx: TestContext;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  ctx = await createTestContext();
  call = caller(ctx);
});
afterAll(async () => {
  await ctx.close();
});

interface PlaygroundState {
  mensagens: { autor: string; texto: string }[];
  motivos: { decisao: string; pausou: boolean; explicacao?: string }[];
}

/** A seller with the demo catalogue, and a knowledge base taught through the API. */
async function sellerWithKnowledge() {
  const { user, token } = await ctx.createCustomer();
  const productId = await insertProduct(ctx.db, user.id);
  await seedContent(ctx.db, { userId: user.id, productId, mediaIds: [] }, ctx.clock.now());
  await insertAgent(ctx.db, user.id, productId);
  await ctx.db.updateTable('agents').set({ status: false }).where('user_id', '=', user.id).execute();
  const faq = await call('POST', '/api/conhecimento/faq', token, {
    pergunta: 'Vocês têm loja física?',
    resposta: 'Não temos loja física: vendemos só pela internet, com entrega para todo o Brasil.',
    status: 'ativa',
  });
  expect(faq.statusCode).toBe(201);
  await call('PUT', '/api/conhecimento/sobre', token, {
    texto: 'Horário de atendimento: segunda a sexta, das 9h às 18h, pelo WhatsApp.',
  });
  return { token };
}

async function say(token: string, texto: string): Promise<PlaygroundState> {
  const response = await call('POST', '/api/testar-agente/mensagens', token, { texto });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function lastReply(state: PlaygroundState) {
  const lastLead = state.mensagens.findLastIndex((message) => message.autor === 'lead');
  return state.mensagens.slice(lastLead + 1).map((message) => message.texto);
}

describe('the built-in agent answers from the knowledge base', () => {
  it('answers a FAQ question and a question "Sobre o negócio" holds, naming the source as the reason', async () => {
    const { token } = await sellerWithKnowledge();
    await say(token, 'oi');
    const store = await say(token, 'vcs tem loja fisica?');
    expect(lastReply(store)).toEqual([
      'Não temos loja física: vendemos só pela internet, com entrega para todo o Brasil.',
    ]);
    expect(store.motivos.at(-1)?.explicacao).toBe(
      'base de conhecimento → pergunta frequente "Vocês têm loja física?"',
    );
    const hours = await say(token, 'qual o horário de atendimento?');
    expect(lastReply(hours)).toEqual([
      'Horário de atendimento: segunda a sexta, das 9h às 18h, pelo WhatsApp.',
    ]);
    expect(hours.motivos.at(-1)?.explicacao).toBe('base de conhecimento → Sobre o negócio');
  });

  it('does not guess a question the base cannot answer: checks with the team, hands over, keeps the question', async () => {
    const { token } = await sellerWithKnowledge();
    await say(token, 'oi');
    const unknown = await say(token, 'posso usar amamentando?');
    expect(lastReply(unknown)).toEqual([
      'Boa pergunta! Vou confirmar essa informação com a equipe e já te retorno. 🙏',
      PAUSE_MESSAGE,
    ]);
    expect(unknown.motivos.at(-1)).toMatchObject({
      pausou: true,
      explicacao: 'a base de conhecimento não tem a resposta → pergunta sem resposta na base de conhecimento',
    });
    const listed = (await call('GET', '/api/conhecimento/sem-resposta', token)).json().perguntas;
    expect(listed).toEqual([
      {
        id: expect.any(Number),
        pergunta: 'posso usar amamentando?',
        telefone: null,
        criada_em: expect.any(String),
      },
    ]);
  });

  it('answers the catalogue first: a price question still gets the offers', async () => {
    const { token } = await sellerWithKnowledge();
    await say(token, 'oi');
    const price = await say(token, 'quanto custa?');
    expect(price.motivos.at(-1)?.explicacao).toMatch(/^preço → ofertas/);
  });
});
