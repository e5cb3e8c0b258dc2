import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../src/demo/content.ts';
import { DEMO_OBJECTIONS, DEMO_STEPS } from '../src/demo/contentData.ts';
import { caller, insertMedia, insertProduct } from './contentFixtures.ts';
import { type CustomerFields, createTestContext, type TestContext } from './harness.ts';
import {
  insertAgent,
  PAUSE_MESSAGE,
  type RecordingInstances,
  recordingInstances,
} from './runtime/runtimeFixtures.ts';

let ctx: TestContext;
let instances: RecordingInstances;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  instances = recordingInstances();
  ctx = await createTestContext({ integrations: { instances } });
  call = caller(ctx);
});
afterAll(async () => {
  await ctx.close();
});

interface PlaygroundState {
  pronto: boolean;
  etapa: number;
  total_etapas: number;
  pausado: boolean;
  mensagens: { id: number; autor: string; tipo: string; texto: string; midia: { tipo: string } | null }[];
  motivos: {
    mensagem_id: number;
    decisao: string;
    etapa: number | null;
    objecao: { id: number; pergunta: string } | null;
    pausou: boolean;
    explicacao?: string;
  }[];
}

/**
 * A seller as a new customer has it: the demo product, flow, objections and offers, its agent switched OFF and
 * no number connected.
 */
async function demoSeller(fields: CustomerFields = {}) {
  const { user, token } = await ctx.createCustomer(fields);
  const productId = await insertProduct(ctx.db, user.id);
  const mediaIds = [];
  for (const tipo of ['imagem', 'imagem', 'audio', 'audio', 'video', 'pdf'] as const) {
    mediaIds.push(await insertMedia(ctx.db, user.id, productId, tipo));
  }
  await seedContent(ctx.db, { userId: user.id, productId, mediaIds }, ctx.clock.now());
  await insertAgent(ctx.db, user.id, productId);
  await ctx.db.updateTable('agents').set({ status: false }).where('user_id', '=', user.id).execute();
  return { user, token, productId };
}

async function say(token: string, texto: string): Promise<PlaygroundState> {
  const response = await call('POST', '/api/testar-agente/mensagens', token, { texto });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** What the agent said after the lead's last message, as the lead reads it. */
function lastReply(state: PlaygroundState) {
  const lastLead = state.mensagens.findLastIndex((message) => message.autor === 'lead');
  return state.mensagens
    .slice(lastLead + 1)
    .map((message) => (message.midia ? message.midia.tipo : message.texto));
}

const stepText = (position: number) => DEMO_STEPS[position - 1]?.text;

describe('testing the agent in the panel', () => {
  it('walks the demo flow, answers an objection without moving, and stops at the pause step', async () => {
    const { token } = await demoSeller();
    const empty = (await call('GET', '/api/testar-agente', token)).json() as PlaygroundState;
    expect(empty).toEqual({
      pronto: true,
      modelo_limite_atingido: false,
      etapa: 0,
      total_etapas: 5,
      pausado: false,
      mensagens: [],
      motivos: [],
    });

    const first = await say(token, 'oi, vi o anúncio');
    expect(lastReply(first)).toEqual([stepText(1), 'audio']);
    expect(first.etapa).toBe(1);
    expect(first.motivos.at(-1)).toMatchObject({ decisao: 'etapa', etapa: 1, pausou: false });

    const objection = await say(token, 'está muito caro');
    expect(lastReply(objection)).toEqual([DEMO_OBJECTIONS[0]?.resposta]);
    expect(objection.etapa).toBe(1);
    expect(objection.motivos.at(-1)).toMatchObject({
      decisao: 'objecao',
      objecao: { pergunta: 'Está muito caro' },
    });

    expect(lastReply(await say(token, 'queda'))).toEqual([stepText(2), 'imagem', 'video']);
    expect(lastReply(await say(token, 'legal'))).toEqual([stepText(3), 'audio', 'pdf']);
    // A ready buyer gets every offer with its link at once, and moves to the step that holds them.
    const buyer = await say(token, 'e como compro?');
    expect(lastReply(buyer)).toEqual([
      '1 frasco por R$ 97,00\npay.exemplo.com.br/serum-1-frasco',
      'Kit 3 frascos por R$ 247,00\nhttps://pay.exemplo.com.br/serum-kit-3',
      'R$ 347,90\nhttps://pay.exemplo.com.br/serum-kit-5?cupom=DEMO',
    ]);
    expect(buyer.etapa).toBe(4);
    expect(buyer.motivos.at(-1)).toMatchObject({
      decisao: 'conversa',
      explicacao: 'quer comprar → links das ofertas 1 frasco, Kit 3 frascos e R$ 347,90 (etapa 4 do fluxo)',
    });
    // The offer named again, just sent: its link alone, not the same long message twice in a row.
    expect(lastReply(await say(token, 'quero o kit'))).toEqual(['https://pay.exemplo.com.br/serum-kit-3']);

    const pause = await say(token, 'beleza');
    expect(lastReply(pause)).toEqual([stepText(5)?.trim(), PAUSE_MESSAGE]);
    expect(pause).toMatchObject({ etapa: 5, pausado: true });
    expect(pause.motivos.at(-1)).toMatchObject({ decisao: 'etapa', etapa: 5, pausou: true });

    // Paused, the agent stays quiet as it would for a lead a human took over.
    const quiet = await say(token, 'alô?');
    expect(lastReply(quiet)).toEqual([]);
    expect(quiet.motivos.at(-1)).toMatchObject({ decisao: 'pausado' });
    // Reading again shows the same conversation.
    expect((await call('GET', '/api/testar-agente', token)).json()).toEqual(quiet);
  });

  it('starts over on "Reiniciar conversa" and on #limpar', async () => {
    const { token } = await demoSeller();
    await say(token, 'oi');
    await say(token, 'queda');
    const reset = await call('DELETE', '/api/testar-agente', token);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ etapa: 0, pausado: false, mensagens: [], motivos: [] });
    expect(lastReply(await say(token, 'oi de novo'))).toEqual([stepText(1), 'audio']);

    const cleared = await say(token, '#limpar');
    expect(cleared).toMatchObject({ etapa: 0, mensagens: [] });
  });

  it('counts nowhere: no counters, no kanban card, nothing sent or queued for a lead', async () => {
    const { user, token, productId } = await demoSeller();
    const dashboard = async () => (await call('GET', '/api/contador/dashboard', token)).json();
    const kanban = async () =>
      (await call('GET', `/api/followup/kanban/${productId}?periodo=hoje`, token)).json();
    const countersBefore = await dashboard();
    const kanbanBefore = await kanban();

    for (const text of ['oi', 'está muito caro', 'queda', 'legal', 'como compro?', 'quero'])
      await say(token, text);

    expect(await dashboard()).toEqual(countersBefore);
    expect(await kanban()).toEqual(kanbanBefore);
    const leadRows = await Promise.all(
      (['conversation_messages', 'agent_turns', 'lead_states', 'lead_conversations'] as const).map((table) =>
        ctx.db.selectFrom(table).select('user_id').where('user_id', '=', user.id).execute(),
      ),
    );
    expect(leadRows.flat()).toEqual([]);
    expect(instances.sent).toEqual([]);
  });

  it('keeps each account’s test conversation to itself', async () => {
    const owner = await demoSeller();
    const other = await demoSeller();
    await say(owner.token, 'oi');

    const seen = (await call('GET', '/api/testar-agente', other.token)).json() as PlaygroundState;
    expect(seen.mensagens).toEqual([]);
    await call('DELETE', '/api/testar-agente', other.token);
    await say(other.token, 'oi');
    const mine = (await call('GET', '/api/testar-agente', owner.token)).json() as PlaygroundState;
    expect(mine.mensagens.map((message) => message.autor)).toEqual(['lead', 'agente', 'agente']);
  });

  it('asks for an agent and a product first, and refuses an empty message, in pt-BR', async () => {
    const { token } = await ctx.createCustomer();
    const state = (await call('GET', '/api/testar-agente', token)).json() as PlaygroundState;
    expect(state).toMatchObject({ pronto: false, total_etapas: 0 });
    const unready = await call('POST', '/api/testar-agente/mensagens', token, { texto: 'oi' });
    expect(unready.statusCode).toBe(409);
    expect(unready.json().message).toBe(
      'Configure seu agente em "Meu Agente" e cadastre um produto com fluxo antes de testar.',
    );

    const seller = await demoSeller();
    for (const texto of ['', '   ']) {
      const blank = await call('POST', '/api/testar-agente/mensagens', seller.token, { texto });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe('Digite uma mensagem.');
    }
  });

  it('answers a lead who writes a word that names an object property like any other message', async () => {
    const { token } = await demoSeller();
    for (const texto of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const state = await say(token, texto);
      expect(lastReply(state).length).toBeGreaterThan(0);
    }
  });

  it('refuses to test once the plan has ended, like every switch that spends the service', async () => {
    const { token } = await demoSeller({
      expiration_acess: new Date(ctx.clock.now().getTime() - 3 * 86_400_000),
    });
    const response = await call('POST', '/api/testar-agente/mensagens', token, { texto: 'oi' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('PLANO_EXPIRADO');
    expect((await call('GET', '/api/testar-agente', token)).statusCode).toBe(200);
  });

  it('lets the administrator test a customer’s agent from the customer’s panel, and no other way', async () => {
    const seller = await demoSeller();
    await say(seller.token, 'oi');
    const asSeller = await ctx.impersonate(seller.user.id);
    const shared = (await call('GET', '/api/testar-agente', asSeller)).json() as PlaygroundState;
    expect(shared.mensagens).toHaveLength(3);

    // The administrator's own session is its own account: no agent there, and nothing of the customer's.
    const admin = await ctx.admin();
    const own = (await call('GET', '/api/testar-agente', admin.token)).json() as PlaygroundState;
    expect(own).toMatchObject({ pronto: false, mensagens: [] });
  });
});
