import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEvolutionInstancesClient } from '../../src/gateways/instances/evolution/evolutionInstancesClient.ts';
import { MSG_CONNECTION_NETWORK, MSG_WEBHOOK_NOT_EVOLUTION } from '../../src/messages.ts';
import { startEvolutionFake } from '../fakes/evolutionFake.ts';
import { type Envelope, leadJid, messagesUpdate, messagesUpsert } from '../fakes/evolutionPayloads.ts';
import { createTestContext, type TestContext } from '../harness.ts';
import { agentAccount, agentMessagesOf, FLOW, turnsOf } from '../runtime/runtimeFixtures.ts';

/**
 * The product with CONNECTION_PROVIDER=evolution against the Evolution fake: the panel connects, the gateway's
 * webhook events reach the runtime, and the agent's replies reach the fake's send endpoint.
 */
const API_KEY = 'chave-global-evolution';
const PUBLIC_URL = 'https://agente.exemplo.com.br';
// Wait on what the jobs leave behind, never on a fixed sleep.
const WAIT = { timeout: 15_000, interval: 50 };
/** Short enough that a slow gateway's test stays quick, long enough for a loaded machine. */
const GATEWAY_TIMEOUT_MS = 1_500;

let ctx: TestContext;
let fake: Awaited<ReturnType<typeof startEvolutionFake>>;

beforeAll(async () => {
  // The fake posts its webhook events into the app, at the path of the address it was given.
  fake = await startEvolutionFake(API_KEY, async (url, envelope) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: url.slice(PUBLIC_URL.length),
      payload: envelope,
    });
    return { status: response.statusCode, body: response.json() as unknown };
  });
  ctx = await createTestContext({
    env: {
      CONNECTION_PROVIDER: 'evolution',
      EVOLUTION_URL: fake.url,
      EVOLUTION_API_KEY: API_KEY,
      PUBLIC_URL,
    },
    integrations: {
      instances: createEvolutionInstancesClient({
        baseUrl: fake.url,
        apiKey: API_KEY,
        timeoutMs: GATEWAY_TIMEOUT_MS,
      }),
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

let leadCounter = 0;
function newLead(): string {
  leadCounter += 1;
  return `55119${String(60_000_000 + leadCounter).padStart(8, '0')}`;
}
let ownerCounter = 0;
/** Each account connects its own number (one number, one account). */
function ownAccount() {
  ownerCounter += 1;
  return agentAccount(ctx, { user_phone: `55219${String(80_000_000 + ownerCounter).padStart(8, '0')}` });
}
let idCounter = 0;
const newMessageId = () => {
  idCounter += 1;
  return `3A${String(idCounter).padStart(18, '0')}`;
};

/** A customer with a product, flow and agent, connected through POST /api/conexao and the phone's scan. */
async function connectedAccount() {
  const account = await ownAccount();
  const name = `conta-${account.user.id}`;
  const headers = ctx.auth(account.token);
  const created = await ctx.app.inject({ method: 'POST', url: '/api/conexao', headers });
  expect(created.statusCode).toBe(200);
  expect(created.json()).toEqual({
    qr_code: expect.stringMatching(/^data:image\/png;base64,/),
    status: 'pending',
  });
  expect(await fake.open(name)).toEqual({ status: 200, body: { result: 'atualizado' } });
  return { ...account, name, headers };
}

const leadSays = (name: string, lead: string, text: string, id = newMessageId()) =>
  fake.emit(name, messagesUpsert(name, { id, remoteJid: leadJid(lead), message: { conversation: text } }));

const sentTo = (lead: string) => fake.sent.filter((request) => request.body.number === lead);

describe('the number a phone connects', () => {
  it('belongs to the phone that scanned the code, not to an account that typed it first', async () => {
    const ownerNumber = '5521988880101';
    const squatterNumber = '5521988880102';
    // Someone types the owner's number into a profile and scans the QR code with their own phone.
    const squatter = await agentAccount(ctx, { user_phone: ownerNumber });
    const squatterName = `conta-${squatter.user.id}`;
    const squatterHeaders = ctx.auth(squatter.token);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/conexao', headers: squatterHeaders })).statusCode,
    ).toBe(200);
    expect(await fake.open(squatterName, squatterNumber)).toEqual({
      status: 200,
      body: { result: 'atualizado' },
    });

    // The owner still connects the number: the squatter's connection is of another phone.
    const owner = await agentAccount(ctx, { user_phone: ownerNumber });
    const ownerHeaders = ctx.auth(owner.token);
    const connected = await ctx.app.inject({ method: 'POST', url: '/api/conexao', headers: ownerHeaders });
    expect(connected.statusCode).toBe(200);
    expect(await fake.open(`conta-${owner.user.id}`)).toEqual({
      status: 200,
      body: { result: 'atualizado' },
    });

    // Connected now, the number is the owner's: the squatter's new attempt is refused.
    const claim = await ctx.app.inject({ method: 'POST', url: '/api/conexao', headers: squatterHeaders });
    expect(claim.statusCode).toBe(409);
    expect(claim.json().code).toBe('TELEFONE_EM_USO');
  });
});

describe('a real number through Evolution API', () => {
  it('connects with a QR code, learns the connection from the event, and the agent answers a lead', async () => {
    const account = await ownAccount();
    const name = `conta-${account.user.id}`;
    const headers = ctx.auth(account.token);
    const created = await ctx.app.inject({ method: 'POST', url: '/api/conexao', headers });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ qr_code: expect.stringMatching(/^data:image\/png;base64,/) });
    const webhook = fake.instances.get(name)?.webhook;
    expect(webhook?.url).toMatch(new RegExp(`^${PUBLIC_URL}/api/webhooks/instancias/[\\w-]{16,}$`));
    expect(webhook?.events).toEqual(['MESSAGES_UPSERT', 'MESSAGES_UPDATE', 'CONNECTION_UPDATE']);

    const status = () => ctx.app.inject({ method: 'GET', url: '/api/conexao/status', headers });
    expect((await status()).json()).toEqual({ status: 'pending' });

    // The phone scans the code and the gateway reports it.
    expect(await fake.open(name)).toEqual({ status: 200, body: { result: 'atualizado' } });
    expect((await status()).json()).toEqual({ status: 'connected' });

    const lead = newLead();
    expect(await leadSays(name, lead, 'oi, quero saber do sérum')).toEqual({
      status: 200,
      body: { result: 'registrado' },
    });
    await vi.waitFor(() => expect(sentTo(lead)).toHaveLength(1), WAIT);
    expect(sentTo(lead)).toEqual([
      { instance: name, path: 'sendText', body: { number: lead, text: FLOW[0] } },
    ]);
    const card = await ctx.db
      .selectFrom('leads')
      .select('nome')
      .where('user_id', '=', account.user.id)
      .where('lead_phone', '=', lead)
      .executeTakeFirstOrThrow();
    expect(card.nome).toBe('Ana Lima');

    // The session drops on the phone, and the gateway reports that too.
    const instance = fake.instances.get(name);
    if (instance) instance.state = 'close';
    await fake.emit(name, {
      event: 'connection.update',
      instance: name,
      data: { instance: name, state: 'close', statusReason: 401 },
    });
    expect((await status()).json()).toEqual({ status: 'disconnected' });
  });

  it('corrects a lost connection event at the next status check, and keeps the last known state while Evolution is down', async () => {
    const { name, headers } = await connectedAccount();
    const status = async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/conexao/status', headers });
      return { code: response.statusCode, body: response.json() as unknown };
    };
    const reset = () =>
      Object.assign(fake.trouble, {
        answersAfterCallerGivesUp: false,
        status: undefined,
        down: false,
      });
    const instance = fake.instances.get(name);
    if (!instance) throw new Error(`no instance ${name}`);
    try {
      // Unreachable, Evolution cannot be asked: the connection its event reported stands.
      fake.trouble.down = true;
      expect(await status()).toEqual({ code: 200, body: { status: 'connected' } });
      reset();

      // The session drops on the phone and the gateway's event never arrives: asking the gateway corrects it.
      instance.state = 'close';
      expect(await status()).toEqual({ code: 200, body: { status: 'disconnected' } });
      // …and the correction is what stands the next time the gateway cannot answer.
      fake.trouble.status = 500;
      expect(await status()).toEqual({ code: 200, body: { status: 'disconnected' } });
      reset();

      // The phone reconnects, and that event is lost too.
      instance.state = 'open';
      expect(await status()).toEqual({ code: 200, body: { status: 'connected' } });
    } finally {
      reset();
    }
  });

  it('moves the delivery state forward with the gateway reports, never backwards', async () => {
    const { user, name } = await connectedAccount();
    const lead = newLead();
    await leadSays(name, lead, 'oi');
    await vi.waitFor(
      async () => expect((await agentMessagesOf(ctx, user.id, lead))[0]?.delivery).toBe('enviada'),
      WAIT,
    );
    const [row] = await agentMessagesOf(ctx, user.id, lead);
    const id = row?.provider_message_id ?? '';
    expect(id).toMatch(/^3EB0/);
    const report = (status: string) => fake.emit(name, messagesUpdate(name, id, leadJid(lead), status));
    const delivery = async () => (await agentMessagesOf(ctx, user.id, lead))[0]?.delivery;

    expect(await report('DELIVERY_ACK')).toMatchObject({ body: { result: 'atualizado' } });
    expect(await delivery()).toBe('entregue');
    expect(await report('READ')).toMatchObject({ body: { result: 'atualizado' } });
    expect(await delivery()).toBe('lida');
    // A late 'delivered' after the 'read' changes nothing.
    expect(await report('DELIVERY_ACK')).toMatchObject({ status: 200, body: { result: 'ignorado' } });
    expect(await delivery()).toBe('lida');
    // The gateway's own echo of the agent's message is not a human writing.
    const echo = messagesUpsert(name, {
      id,
      remoteJid: leadJid(lead),
      fromMe: true,
      message: { conversation: FLOW[0] ?? '' },
    });
    expect(await fake.emit(name, echo)).toMatchObject({ body: { result: 'duplicado' } });
  });

  it("pauses the lead when the owner types '#' in the chat, and releases it with '*'", async () => {
    const { user, name } = await connectedAccount();
    const lead = newLead();
    await leadSays(name, lead, 'oi');
    await vi.waitFor(() => expect(sentTo(lead)).toHaveLength(1), WAIT);

    const owner = (text: string) =>
      fake.emit(
        name,
        messagesUpsert(name, {
          id: newMessageId(),
          remoteJid: leadJid(lead),
          fromMe: true,
          pushName: 'Loja Bela',
          message: { extendedTextMessage: { text } },
        }),
      );
    expect(await owner('#')).toMatchObject({ body: { result: 'registrado' } });
    await leadSays(name, lead, 'e quanto custa?');
    await vi.waitFor(async () => expect(await turnsOf(ctx, user.id, lead)).toHaveLength(2), WAIT);
    expect((await turnsOf(ctx, user.id, lead)).map((turn) => turn.result)).toEqual(['respondido', 'pausado']);
    expect(sentTo(lead)).toHaveLength(1);
    const human = await ctx.db
      .selectFrom('conversation_messages')
      .select(['author', 'kind', 'texto'])
      .where('user_id', '=', user.id)
      .where('lead_phone', '=', lead)
      .where('author', '=', 'humano')
      .execute();
    expect(human).toEqual([{ author: 'humano', kind: 'comando', texto: '#' }]);

    await owner('*');
    await leadSays(name, lead, 'oi de novo');
    await vi.waitFor(() => expect(sentTo(lead)).toHaveLength(2), WAIT);
  });

  it('records a media message with its type and caption, and ignores groups, status posts and reactions', async () => {
    const { user, name } = await connectedAccount();
    const lead = newLead();
    const picture = messagesUpsert(name, {
      id: newMessageId(),
      remoteJid: leadJid(lead),
      message: { imageMessage: { mimetype: 'image/jpeg', caption: 'Esse aqui serve?', url: 'https://mmg…' } },
    });
    expect(await fake.emit(name, picture)).toMatchObject({ body: { result: 'registrado' } });
    // The same delivery again counts once.
    expect(await fake.emit(name, picture)).toMatchObject({ body: { result: 'duplicado' } });

    const ignored: Envelope[] = [
      messagesUpsert(name, {
        id: newMessageId(),
        remoteJid: '120363041234567890@g.us',
        message: { conversation: 'oi grupo' },
      }),
      messagesUpsert(name, {
        id: newMessageId(),
        remoteJid: 'status@broadcast',
        message: { conversation: 'meu status' },
      }),
      messagesUpsert(name, {
        id: newMessageId(),
        remoteJid: leadJid(lead),
        message: { reactionMessage: { text: '❤️', key: { id: 'X' } } },
      }),
      { event: 'contacts.update', instance: name, data: [{ remoteJid: leadJid(lead) }] },
    ];
    for (const envelope of ignored) {
      expect(await fake.emit(name, envelope)).toEqual({ status: 200, body: { result: 'ignorado' } });
    }
    const stored = await ctx.db
      .selectFrom('conversation_messages')
      .select(['author', 'kind', 'media_type', 'texto'])
      .where('user_id', '=', user.id)
      .where('author', 'in', ['lead', 'humano'])
      .execute();
    expect(stored).toEqual([
      { author: 'lead', kind: 'midia', media_type: 'imagem', texto: 'Esse aqui serve?' },
    ]);
  });

  it('refuses a wrong secret with 404 before reading the body, and the other format with a clear 400', async () => {
    const { name } = await connectedAccount();
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/instancias/segredo-que-nao-existe-0000',
      headers: { 'content-type': 'application/json' },
      payload: '{isto não é json',
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ message: 'Conexão não encontrada.' });

    const url = (fake.instances.get(name)?.webhook.url ?? '').slice(PUBLIC_URL.length);
    const instancesFormat = await ctx.app.inject({
      method: 'POST',
      url,
      payload: { phone: newLead(), direction: 'in', text: 'oi', timestamp: new Date().toISOString() },
    });
    expect(instancesFormat.statusCode).toBe(400);
    expect(instancesFormat.json()).toMatchObject({ message: MSG_WEBHOOK_NOT_EVOLUTION });
  });
});

describe('the gateway down or slow', () => {
  const reset = () =>
    Object.assign(fake.trouble, {
      answersAfterCallerGivesUp: false,
      status: undefined,
      down: false,
    });

  it('answers 502 with the pt-BR message when Evolution is unreachable, errs or hangs', async () => {
    const account = await ownAccount();
    const headers = ctx.auth(account.token);
    const connect = () => ctx.app.inject({ method: 'POST', url: '/api/conexao', headers });
    try {
      fake.trouble.down = true;
      const down = await connect();
      expect(down.statusCode).toBe(502);
      expect(down.json()).toMatchObject({ message: MSG_CONNECTION_NETWORK, code: 'SERVICO_EXTERNO' });
      const status = await ctx.app.inject({ method: 'GET', url: '/api/conexao/status', headers });
      expect(status.statusCode).toBe(502);

      reset();
      fake.trouble.status = 500;
      const failing = await connect();
      expect(failing.statusCode).toBe(502);
      expect(failing.json()).toMatchObject({ message: 'Erro na API (500): Connection Failure' });

      reset();
      // A gateway that never answers in time: the panel gets its answer once the deadline passes (the test
      // would time out otherwise), after a bounded number of attempts.
      fake.trouble.answersAfterCallerGivesUp = true;
      const callsBefore = fake.calls.length;
      const slow = await connect();
      expect(slow.statusCode).toBe(502);
      expect(slow.json()).toMatchObject({ message: MSG_CONNECTION_NETWORK });
      expect(fake.calls.length - callsBefore).toBeLessThanOrEqual(3);
    } finally {
      reset();
    }
  });

  it('never sends a reply twice when the gateway took it but answered too late', async () => {
    const { user, name } = await connectedAccount();
    const lead = newLead();
    try {
      fake.trouble.answersAfterCallerGivesUp = true;
      await leadSays(name, lead, 'oi');
      await vi.waitFor(
        async () => expect((await agentMessagesOf(ctx, user.id, lead))[0]?.delivery).toBe('incerta'),
        WAIT,
      );
    } finally {
      reset();
    }
    // The next message gets its own reply; the uncertain one is not sent again.
    await leadSays(name, lead, 'sim, pode falar');
    await vi.waitFor(() => expect(sentTo(lead)).toHaveLength(2), WAIT);
    expect(sentTo(lead).map((request) => request.body.text)).toEqual([FLOW[0], FLOW[1]]);
    // The gateway logs a request as it arrives; the outbox marks it sent once the answer is back.
    await vi.waitFor(
      async () =>
        expect((await agentMessagesOf(ctx, user.id, lead)).map((row) => row.delivery)).toEqual([
          'incerta',
          'enviada',
        ]),
      WAIT,
    );
  });
});
