import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONVERSATION_LIST_PAGE_SIZE, CONVERSATION_PAGE_SIZE } from '../src/constants.ts';
import { upsertLeadInteraction } from '../src/kanban/leadInteractions.ts';
import { insertMessageOnce } from '../src/runtime/conversation/messages.ts';
import { caller, insertProduct } from './contentFixtures.ts';
import { createTestContext, type TestContext } from './harness.ts';
import {
  agentAccount,
  countersOf,
  deliver,
  FLOW,
  type RecordingInstances,
  recordingInstances,
  turnsOf,
} from './runtime/runtimeFixtures.ts';

// Wait on what the jobs leave in the database, never on a fixed sleep.
const WAIT = { timeout: 15_000, interval: 50 };

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

let leadCounter = 0;
function newLead(): string {
  leadCounter += 1;
  return `55219${String(60_000_000 + leadCounter).padStart(8, '0')}`;
}

const textsSentTo = (phone: string) =>
  instances.sent
    .filter((entry) => entry.message.to === phone)
    .map((entry) => (entry.message.kind === 'text' ? entry.message.text : entry.message.url));

interface ApiMessage {
  id: number;
  autor: string;
  tipo: string;
  texto: string;
  entrega: string | null;
}
interface ApiPage {
  nome: string;
  estado: { pausado: boolean; motivo: string | null; desde: string | null };
  agente_conta: string;
  mensagens: ApiMessage[];
  turnos: { mensagem_id: number; motivo: string }[];
  cursor: string | null;
}

async function conversation(token: string, phone: string, cursor?: string): Promise<ApiPage> {
  const response = await call('GET', `/api/conversas/${phone}${cursor ? `?cursor=${cursor}` : ''}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const transcript = (page: ApiPage) => page.mensagens.map((message) => [message.autor, message.texto]);

describe('a lead’s conversation in the panel', () => {
  it('shows who wrote what, in order, with the delivery state of what went out', async () => {
    const { token, secret } = await agentAccount(ctx);
    const lead = newLead();
    await deliver(ctx, secret, { phone: lead, text: 'oi' });
    await vi.waitFor(async () => {
      const page = await conversation(token, lead);
      expect(page.mensagens.at(-1)?.entrega).toBe('enviada');
    }, WAIT);
    const page = await conversation(token, lead);
    expect(transcript(page)).toEqual([
      ['lead', 'oi'],
      ['agente', FLOW[0]],
    ]);
    expect(page.mensagens[0]?.entrega).toBeNull();
    expect(page.nome).toBe('Ana Lima');
    expect(page.estado).toEqual({
      pausado: false,
      motivo: null,
      desde: null,
      nao_perturbe_desde: null,
      aguardando: null,
    });
    expect(page.agente_conta).toBe('ativo');
    expect(page.turnos).toEqual([]);
    expect(page.cursor).toBeNull();
  });

  it('never shows or changes another account’s lead', async () => {
    const owner = await agentAccount(ctx);
    const other = await agentAccount(ctx);
    const lead = newLead();
    await deliver(ctx, owner.secret, { phone: lead, text: 'quero saber o preço' });
    await vi.waitFor(() => expect(textsSentTo(lead)).toHaveLength(1), WAIT);

    for (const [method, url, payload] of [
      ['GET', `/api/conversas/${lead}`, undefined],
      ['POST', `/api/conversas/${lead}/pausa`, undefined],
      ['DELETE', `/api/conversas/${lead}/pausa`, undefined],
      ['POST', `/api/conversas/${lead}/mensagens`, { texto: 'oi, sou outra conta' }],
    ] as const) {
      const response = await call(method, url, other.token, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe('Conversa não encontrada.');
    }
    const list = await call('GET', '/api/conversas', other.token);
    expect(list.json().conversas).toEqual([]);
    // Nothing the other account tried reached the lead or paused the agent.
    expect(textsSentTo(lead)).toEqual([FLOW[0]]);
    expect((await conversation(owner.token, lead)).estado.pausado).toBe(false);
  });

  it('tells when the account’s agent answers nobody: switched off, or the plan ended', async () => {
    const { user, token, secret } = await agentAccount(ctx);
    const lead = newLead();
    await deliver(ctx, secret, { phone: lead, text: 'oi' });
    await vi.waitFor(() => expect(textsSentTo(lead)).toHaveLength(1), WAIT);

    const off = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/agents/status',
      headers: ctx.auth(token),
      payload: { status: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const switchedOff = await conversation(token, lead);
    expect(switchedOff.agente_conta).toBe('desligado');
    // The lead's own pause is another matter: it stays as it was.
    expect(switchedOff.estado.pausado).toBe(false);

    await ctx.db
      .updateTable('users')
      .set({ expiration_acess: new Date(ctx.clock.now().getTime() - 3 * 86_400_000) })
      .where('id', '=', user.id)
      .execute();
    expect((await conversation(token, lead)).agente_conta).toBe('plano_expirado');
  });

  it('answers 400 in pt-BR for a malformed phone or cursor', async () => {
    const { token } = await agentAccount(ctx);
    const badPhone = await call('GET', '/api/conversas/abc', token);
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toBe('Telefone inválido');
    const badCursor = await call('GET', '/api/conversas?cursor=x1', token);
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().message).toBe('Cursor inválido');
  });
});

describe('pausing the agent for one lead from the panel', () => {
  it('stops the replies, shows why each message went unanswered, and resuming brings them back', async () => {
    const { user, token, secret } = await agentAccount(ctx);
    const lead = newLead();
    await deliver(ctx, secret, { phone: lead, text: 'oi' });
    await vi.waitFor(() => expect(textsSentTo(lead)).toEqual([FLOW[0]]), WAIT);

    const paused = await call('POST', `/api/conversas/${lead}/pausa`, token);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().estado).toMatchObject({
      pausado: true,
      motivo: 'comando',
      desde: expect.any(String),
    });

    await deliver(ctx, secret, { phone: lead, text: 'ainda está aí?' });
    await vi.waitFor(async () => expect(await turnsOf(ctx, user.id, lead)).toHaveLength(2), WAIT);
    const page = await conversation(token, lead);
    const unanswered = page.mensagens.find((message) => message.texto === 'ainda está aí?');
    expect(page.turnos).toEqual([
      expect.objectContaining({ mensagem_id: unanswered?.id, motivo: 'pausado' }),
    ]);
    expect(page.estado.pausado).toBe(true);
    expect(textsSentTo(lead)).toEqual([FLOW[0]]);

    const resumed = await call('DELETE', `/api/conversas/${lead}/pausa`, token);
    expect(resumed.json().estado).toEqual({
      pausado: false,
      motivo: null,
      desde: null,
      nao_perturbe_desde: null,
      aguardando: null,
    });
    await deliver(ctx, secret, { phone: lead, text: 'sim, pode falar' });
    await vi.waitFor(() => expect(textsSentTo(lead)).toEqual([FLOW[0], FLOW[1]]), WAIT);
  });
});

describe('the owner writes to the lead from the panel', () => {
  it('goes out through the outbox as humano, counts, and pauses the agent for that lead', async () => {
    const { user, token, secret } = await agentAccount(ctx);
    const lead = newLead();
    await deliver(ctx, secret, { phone: lead, text: 'oi' });
    await vi.waitFor(() => expect(textsSentTo(lead)).toEqual([FLOW[0]]), WAIT);
    await vi.waitFor(async () => expect((await countersOf(ctx, user.id)).mensagens_trocadas).toBe(2), WAIT);

    const sent = await call('POST', `/api/conversas/${lead}/mensagens`, token, {
      texto: '  Oi Ana, aqui é a Marta da loja.  ',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().mensagem).toMatchObject({ autor: 'humano', texto: 'Oi Ana, aqui é a Marta da loja.' });
    expect(sent.json().estado).toMatchObject({ pausado: true, motivo: 'comando' });

    await vi.waitFor(
      () => expect(textsSentTo(lead)).toEqual([FLOW[0], 'Oi Ana, aqui é a Marta da loja.']),
      WAIT,
    );
    await vi.waitFor(async () => {
      const last = (await conversation(token, lead)).mensagens.at(-1);
      expect(last).toMatchObject({ autor: 'humano', entrega: 'enviada' });
    }, WAIT);
    expect((await countersOf(ctx, user.id)).mensagens_trocadas).toBe(3);

    // The service echoes the sent message back as an outgoing event: not a second message.
    expect(
      await deliver(ctx, secret, { phone: lead, text: 'Oi Ana, aqui é a Marta da loja.', direction: 'out' }),
    ).toBe('duplicado');
    // The agent stays quiet while the human has the lead.
    await deliver(ctx, secret, { phone: lead, text: 'oi Marta!' });
    await vi.waitFor(async () => expect(await turnsOf(ctx, user.id, lead)).toHaveLength(2), WAIT);
    expect((await turnsOf(ctx, user.id, lead)).at(-1)?.result).toBe('pausado');
    expect(textsSentTo(lead)).toHaveLength(2);
    expect(transcript(await conversation(token, lead)).map(([author]) => author)).toEqual([
      'lead',
      'agente',
      'humano',
      'lead',
    ]);
  });

  it('refuses an empty message or an unconnected number and stores nothing', async () => {
    const { user, token, secret } = await agentAccount(ctx);
    const lead = newLead();
    await deliver(ctx, secret, { phone: lead, text: 'oi' });
    await vi.waitFor(() => expect(textsSentTo(lead)).toHaveLength(1), WAIT);

    const blank = await call('POST', `/api/conversas/${lead}/mensagens`, token, { texto: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Digite uma mensagem.');

    await ctx.db.deleteFrom('instance_connections').where('user_id', '=', user.id).execute();
    const offline = await call('POST', `/api/conversas/${lead}/mensagens`, token, { texto: 'olá' });
    expect(offline.statusCode).toBe(409);
    expect(offline.json().message).toBe('Conecte seu WhatsApp em "Conectar WhatsApp" para enviar mensagens.');

    const page = await conversation(token, lead);
    expect(page.mensagens.map((message) => message.autor)).toEqual(['lead', 'agente']);
    expect(page.estado.pausado).toBe(false);
  });
});

describe('an account whose plan has ended', () => {
  it('cannot send from Conversas: 403 with the plan message, nothing queued or sent', async () => {
    const { user, token, secret } = await agentAccount(ctx);
    const lead = newLead();
    await deliver(ctx, secret, { phone: lead, text: 'oi' });
    await vi.waitFor(() => expect(textsSentTo(lead)).toHaveLength(1), WAIT);
    const twoDaysAgo = new Date(ctx.clock.now().getTime() - 2 * 86_400_000);
    await ctx.db
      .updateTable('users')
      .set({ expiration_acess: twoDaysAgo })
      .where('id', '=', user.id)
      .execute();

    const refused = await call('POST', `/api/conversas/${lead}/mensagens`, token, { texto: 'olá' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PLANO_EXPIRADO');
    expect(refused.json().message).toMatch(/^Seu plano expirou no dia: \d\d\/\d\d\/\d{4}\. Renove o plano/);
    const page = await conversation(token, lead);
    expect(page.mensagens.map((message) => message.autor)).toEqual(['lead', 'agente']);
    expect(page.estado.pausado).toBe(false);
    expect(textsSentTo(lead)).toHaveLength(1);
  });
});

describe('paging', () => {
  async function seedMessages(userId: number, phone: string, count: number) {
    const start = Date.parse('2025-06-01T12:00:00Z');
    for (let index = 0; index < count; index += 1) {
      await insertMessageOnce(ctx.db, {
        user_id: userId,
        lead_phone: phone,
        author: index % 2 === 0 ? 'lead' : 'agente',
        kind: 'texto',
        texto: `mensagem ${index + 1}`,
        dedupe_key: `seed:${phone}:${index}`,
        delivery: index % 2 === 0 ? null : 'enviada',
        occurred_at: new Date(start + index * 60_000),
        media_id: null,
        media_type: null,
        media_url: null,
        offer_id: null,
        provider_message_id: null,
        turn_id: null,
        sent_at: null,
      });
    }
  }

  it('reads a long conversation newest page first, each page in order, with no gap or repeat', async () => {
    const { user, token } = await ctx.createCustomer();
    const lead = newLead();
    const total = CONVERSATION_PAGE_SIZE * 2 + 7;
    await seedMessages(user.id, lead, total);

    const seen: string[] = [];
    let cursor: string | undefined;
    const sizes: number[] = [];
    for (;;) {
      const page = await conversation(token, lead, cursor);
      sizes.push(page.mensagens.length);
      seen.unshift(...page.mensagens.map((message) => message.texto));
      if (!page.cursor) break;
      cursor = page.cursor;
    }
    expect(sizes).toEqual([CONVERSATION_PAGE_SIZE, CONVERSATION_PAGE_SIZE, 7]);
    expect(seen).toEqual(Array.from({ length: total }, (_, index) => `mensagem ${index + 1}`));
  });

  it('answers a page at a time for a conversation of 10,000 messages and lists it first', async () => {
    const { user, token } = await ctx.createCustomer();
    const lead = newLead();
    const quiet = newLead();
    await seedMessages(user.id, quiet, 1);
    await sql`
      insert into conversation_messages (user_id, lead_phone, author, kind, texto, dedupe_key, occurred_at)
      select ${user.id}, ${lead}, case when n % 2 = 0 then 'agente' else 'lead' end, 'texto', 'mensagem ' || n,
        'massa:' || n, timestamptz '2025-06-01 12:00:00+00' + n * interval '1 minute'
      from generate_series(1, 10000) as n`.execute(ctx.db);

    const newest = await conversation(token, lead);
    expect(newest.mensagens).toHaveLength(CONVERSATION_PAGE_SIZE);
    expect(newest.mensagens.at(-1)?.texto).toBe('mensagem 10000');
    const older = await conversation(token, lead, newest.cursor ?? undefined);
    expect(older.mensagens.at(-1)?.texto).toBe(`mensagem ${10_000 - CONVERSATION_PAGE_SIZE}`);

    const list = (await call('GET', '/api/conversas', token)).json();
    expect(list.conversas.map((item: { lead_phone: string }) => item.lead_phone)).toEqual([lead, quiet]);
    expect(list.conversas[0].ultima_mensagem.texto).toBe('mensagem 10000');
  });

  it('lists conversations newest first, a page at a time, searchable by name or phone', async () => {
    const { user, token } = await ctx.createCustomer();
    const productId = await insertProduct(ctx.db, user.id);
    const phones: string[] = [];
    const total = CONVERSATION_LIST_PAGE_SIZE + 3;
    for (let index = 0; index < total; index += 1) {
      const phone = newLead();
      phones.push(phone);
      await seedMessages(user.id, phone, 1);
      await upsertLeadInteraction(ctx.db, {
        userId: user.id,
        productId,
        phone,
        name: index === 4 ? 'Joana Conceição' : `Lead ${index}`,
        at: new Date(),
      });
    }
    const first = await call('GET', '/api/conversas', token);
    expect(first.statusCode, first.body).toBe(200);
    const firstPage = first.json() as { conversas: { lead_phone: string }[]; cursor: string };
    expect(firstPage.conversas.map((item) => item.lead_phone)).toEqual(
      [...phones].reverse().slice(0, CONVERSATION_LIST_PAGE_SIZE),
    );
    const second = (await call('GET', `/api/conversas?cursor=${firstPage.cursor}`, token)).json();
    expect(second.conversas.map((item: { lead_phone: string }) => item.lead_phone)).toEqual(
      [...phones].reverse().slice(CONVERSATION_LIST_PAGE_SIZE),
    );
    expect(second.cursor).toBeNull();

    const byName = (
      await call('GET', `/api/conversas?busca=${encodeURIComponent('joana conceicao')}`, token)
    ).json();
    expect(byName.conversas).toEqual([
      expect.objectContaining({
        lead_phone: phones[4],
        nome: 'Joana Conceição',
        pausado: false,
        ultima_mensagem: expect.objectContaining({ autor: 'lead', texto: 'mensagem 1' }),
      }),
    ]);
    const phone = phones[7] ?? '';
    const byPhone = (await call('GET', `/api/conversas?busca=${phone.slice(-8)}`, token)).json();
    expect(byPhone.conversas.map((item: { lead_phone: string }) => item.lead_phone)).toEqual([phone]);
    const none = (await call('GET', '/api/conversas?busca=ninguem', token)).json();
    expect(none).toEqual({ conversas: [], cursor: null });
  });
});
