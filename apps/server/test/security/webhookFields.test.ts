import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesUpsert } from '../fakes/evolutionPayloads.ts';
import { createTestContext, type TestContext } from '../harness.ts';
import { agentAccount, recordingInstances } from '../runtime/runtimeFixtures.ts';

/*
 * What a gateway reports is stored whatever the size of its fields: a display field too long is cut (never in
 * the middle of a character), an id too long stands for itself through a stable hash, so a repeated delivery is
 * still a repeat. Never a 500, and the lead's message is never lost.
 */

const LONG_NAME = `${'Ana Maria '.repeat(14)}😀😀`;
// Random, so no compression lets it slip into an index by luck.
const HUGE_ID = `3A${randomBytes(4_500).toString('hex').toUpperCase()}`;
const HUGE_TEXT = 'quero saber o preço '.repeat(5_000);

let leadCounter = 0;
function newLead(): string {
  leadCounter += 1;
  return `55319${String(70_000_000 + leadCounter).padStart(8, '0')}`;
}

async function stored(ctx: TestContext, userId: number, lead: string) {
  const messages = await ctx.db
    .selectFrom('conversation_messages')
    .select(['texto', 'author'])
    .where('user_id', '=', userId)
    .where('lead_phone', '=', lead)
    .where('author', '=', 'lead')
    .execute();
  const cards = await ctx.db
    .selectFrom('leads')
    .select('nome')
    .where('user_id', '=', userId)
    .where('lead_phone', '=', lead)
    .execute();
  return { messages, names: cards.map((card) => card.nome) };
}

/** No lone surrogate left by a cut: the text survives a UTF-8 round trip unchanged. */
const wellFormed = (value: string) => Buffer.from(value, 'utf8').toString('utf8') === value;

describe('the Evolution API webhook', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      env: {
        CONNECTION_PROVIDER: 'evolution',
        EVOLUTION_URL: 'http://127.0.0.1:9',
        EVOLUTION_API_KEY: 'chave',
        AGENT_DEBOUNCE_MS: '60000',
      },
      integrations: { instances: recordingInstances() },
    });
  }, 180_000);
  afterAll(async () => {
    await ctx.close();
  });

  const post = async (secret: string, userId: number, fields: Parameters<typeof messagesUpsert>[1]) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/webhooks/instancias/${secret}`,
      payload: messagesUpsert(`conta-${userId}`, fields),
    });
    return { status: response.statusCode, result: (response.json() as { result?: string }).result };
  };

  it('keeps a message whose pushName is over 100 characters, with the name cut whole', async () => {
    const { user, secret } = await agentAccount(ctx);
    const lead = newLead();
    const answer = await post(secret, user.id, {
      id: '3A0000000000000000A1',
      remoteJid: `${lead}@s.whatsapp.net`,
      pushName: LONG_NAME,
      message: { conversation: 'oi' },
    });
    expect(answer).toEqual({ status: 200, result: 'registrado' });
    const { messages, names } = await stored(ctx, user.id, lead);
    expect(messages.map((message) => message.texto)).toEqual(['oi']);
    const [name] = names;
    expect([...(name ?? '')].length).toBeLessThanOrEqual(100);
    expect(LONG_NAME.startsWith(name ?? '-')).toBe(true);
    expect(wellFormed(name ?? '')).toBe(true);
  });

  it('keeps a message with a 9,000-character id, and still knows its repeat', async () => {
    const { user, secret } = await agentAccount(ctx);
    const lead = newLead();
    const fields = { id: HUGE_ID, remoteJid: `${lead}@s.whatsapp.net`, message: { conversation: 'olá' } };
    expect(await post(secret, user.id, fields)).toEqual({ status: 200, result: 'registrado' });
    expect(await post(secret, user.id, fields)).toEqual({ status: 200, result: 'duplicado' });
    // Another id sharing the first 200 characters is another message.
    const sibling = { ...fields, id: `${HUGE_ID}B`, message: { conversation: 'outra' } };
    expect(await post(secret, user.id, sibling)).toEqual({ status: 200, result: 'registrado' });
    expect((await stored(ctx, user.id, lead)).messages.map((message) => message.texto)).toEqual([
      'olá',
      'outra',
    ]);
  });

  it('keeps a huge text, cut to what the product stores', async () => {
    const { user, secret } = await agentAccount(ctx);
    const lead = newLead();
    const answer = await post(secret, user.id, {
      id: '3A0000000000000000A2',
      remoteJid: `${lead}@s.whatsapp.net`,
      message: { conversation: HUGE_TEXT },
    });
    expect(answer).toEqual({ status: 200, result: 'registrado' });
    const [message] = (await stored(ctx, user.id, lead)).messages;
    expect(message?.texto.length).toBe(10_000);
    expect(HUGE_TEXT.startsWith(message?.texto ?? '-')).toBe(true);
  });
});

describe("the instances service's webhook", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      env: { AGENT_DEBOUNCE_MS: '60000' },
      integrations: { instances: recordingInstances() },
    });
  }, 180_000);
  afterAll(async () => {
    await ctx.close();
  });

  const post = async (secret: string, payload: object) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/webhooks/instancias/${secret}`,
      payload: { direction: 'in', timestamp: ctx.clock.now().toISOString(), ...payload },
    });
    return { status: response.statusCode, result: (response.json() as { result?: string }).result };
  };

  it('keeps a message whose name is over 100 characters, with the name cut whole', async () => {
    const { user, secret } = await agentAccount(ctx);
    const lead = newLead();
    expect(await post(secret, { phone: lead, name: LONG_NAME, text: 'oi' })).toEqual({
      status: 200,
      result: 'registrado',
    });
    const { messages, names } = await stored(ctx, user.id, lead);
    expect(messages.map((message) => message.texto)).toEqual(['oi']);
    expect([...(names[0] ?? '')].length).toBeLessThanOrEqual(100);
    expect(wellFormed(names[0] ?? '')).toBe(true);
  });

  it('keeps a message with a 9,000-character id and a huge text, and knows its repeat', async () => {
    const { user, secret } = await agentAccount(ctx);
    const lead = newLead();
    const payload = { phone: lead, text: HUGE_TEXT.slice(0, 60_000), message_id: HUGE_ID };
    expect(await post(secret, payload)).toEqual({ status: 200, result: 'registrado' });
    expect(await post(secret, payload)).toEqual({ status: 200, result: 'duplicado' });
    const [message] = (await stored(ctx, user.id, lead)).messages;
    expect(message?.texto.length).toBe(10_000);
  });
});
