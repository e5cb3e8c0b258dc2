import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { caller } from './contentFixtures.ts';
import { createTestContext, type TestContext } from './harness.ts';
import {
  agentAccount,
  deliver,
  FLOW,
  type RecordingInstances,
  recordingInstances,
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
  return `55219${String(70_000_000 + leadCounter).padStart(8, '0')}`;
}

interface Summary {
  lead_phone: string;
  nao_lidas: number;
  pausado: boolean;
}

async function list(token: string, query = ''): Promise<Summary[]> {
  const response = await call('GET', `/api/conversas${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().conversas;
}

const unreadOf = async (token: string, phone: string) =>
  (await list(token)).find((entry) => entry.lead_phone === phone)?.nao_lidas;

async function newestId(token: string, phone: string): Promise<number> {
  const page = (await call('GET', `/api/conversas/${phone}`, token)).json();
  return page.mensagens.at(-1).id;
}

/** An account whose agent is switched off: the lead's messages are stored and nobody answers them. */
async function quietAccount() {
  const account = await agentAccount(ctx);
  await ctx.db.updateTable('agents').set({ status: false }).where('user_id', '=', account.user.id).execute();
  return account;
}

/** A lead writes (stored by the webhook before it answers). */
async function leadWrites(secret: string, phone: string, text: string) {
  await deliver(ctx, secret, { phone, text });
}

describe('unread counts in Conversas', () => {
  it('counts the lead’s messages the owner has not seen, and opening the conversation reads them', async () => {
    const { token, secret } = await quietAccount();
    const lead = newLead();
    await leadWrites(secret, lead, 'oi');
    expect(await unreadOf(token, lead)).toBe(1);

    const seen = await newestId(token, lead);
    const read = await call('PUT', `/api/conversas/${lead}/leitura`, token, { ate: seen });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ nao_lidas: 0 });
    expect(await unreadOf(token, lead)).toBe(0);

    // A message after the one the owner saw is unread again.
    await leadWrites(secret, lead, 'quanto custa?');
    expect(await unreadOf(token, lead)).toBe(1);
    // An older mark never takes the count back, nor does a mark past the newest message read what comes later.
    await call('PUT', `/api/conversas/${lead}/leitura`, token, { ate: 1 });
    expect(await unreadOf(token, lead)).toBe(1);
    const beyond = await call('PUT', `/api/conversas/${lead}/leitura`, token, { ate: 9_000_000_000 });
    expect(beyond.json()).toEqual({ nao_lidas: 0 });
    await deliver(ctx, secret, { phone: lead, text: 'ainda está aí?' });
    expect(await unreadOf(token, lead)).toBe(1);
  });

  it('filters the unread, the paused and the "não perturbe" conversations', async () => {
    const { token, secret, user } = await quietAccount();
    const [unread, paused, quiet] = [newLead(), newLead(), newLead()];
    for (const phone of [unread, paused, quiet]) await leadWrites(secret, phone, 'oi');
    for (const phone of [paused, quiet]) {
      await call('PUT', `/api/conversas/${phone}/leitura`, token, { ate: await newestId(token, phone) });
    }
    await call('POST', `/api/conversas/${paused}/pausa`, token);
    // Paused and resumed: the lead has its state row, where "não perturbe" is kept.
    await call('POST', `/api/conversas/${quiet}/pausa`, token);
    await call('DELETE', `/api/conversas/${quiet}/pausa`, token);
    await ctx.db
      .updateTable('lead_states')
      .set({ nao_perturbe_desde: ctx.clock.now() })
      .where('user_id', '=', user.id)
      .where('lead_phone', '=', quiet)
      .execute();

    const phones = async (filtro: string) =>
      (await list(token, `?filtro=${filtro}`)).map((entry) => entry.lead_phone);
    expect(await phones('nao_lidas')).toEqual([unread]);
    expect(await phones('pausadas')).toEqual([paused]);
    expect(await phones('nao_perturbe')).toEqual([quiet]);
    expect((await list(token)).map((entry) => entry.lead_phone).sort()).toEqual(
      [unread, paused, quiet].sort(),
    );
  });

  it('answers 400 in pt-BR for an unknown filter or a malformed mark, 404 for another account’s lead', async () => {
    const owner = await quietAccount();
    const other = await quietAccount();
    const lead = newLead();
    await leadWrites(owner.secret, lead, 'oi');

    const badFilter = await call('GET', '/api/conversas?filtro=todas', owner.token);
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().message).toBe('Filtro inválido');
    for (const body of [{}, { ate: 0 }, { ate: 'x' }, { ate: 1e300 }]) {
      const response = await call('PUT', `/api/conversas/${lead}/leitura`, owner.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(/^(Informe a mensagem lida\.|Mensagem inválida\.)$/);
    }
    const foreign = await call('PUT', `/api/conversas/${lead}/leitura`, other.token, { ate: 1 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Conversa não encontrada.');
    // The other account read nothing of it.
    expect(await unreadOf(owner.token, lead)).toBe(1);
  });
});

describe('the conversation’s kanban card', () => {
  it('says the product, the step and its text, and the tag of the lead’s card', async () => {
    const { token, secret, productId } = await agentAccount(ctx);
    const lead = newLead();
    await leadWrites(secret, lead, 'oi');
    await vi.waitFor(
      () => expect(instances.sent.filter((entry) => entry.message.to === lead)).toHaveLength(1),
      WAIT,
    );
    const page = (await call('GET', `/api/conversas/${lead}`, token)).json();
    expect(page.kanban).toMatchObject({ produto_id: productId, etapa: 1, etiqueta: 'Lead novo' });
    expect(FLOW[0]).toContain(page.kanban.texto_etapa);
    expect(page.kanban.texto_etapa).not.toBe('');
  });
});
