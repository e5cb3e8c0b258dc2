import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../harness.ts';
import {
  agentAccount,
  agentMessagesOf,
  countersOf,
  deliver,
  FLOW,
  PAUSE_MESSAGE,
  type RecordingInstances,
  recordingInstances,
  textsSentTo as sentTexts,
  turnsOf,
} from './runtimeFixtures.ts';

// Wait on what the jobs leave in the database, never on a fixed sleep.
const WAIT = { timeout: 15_000, interval: 50 };

let ctx: TestContext;
let instances: RecordingInstances;
beforeAll(async () => {
  instances = recordingInstances();
  ctx = await createTestContext({ integrations: { instances } });
});
afterAll(async () => {
  await ctx.close();
});

let leadCounter = 0;
/** A fresh lead number per test (55 + DDD 11 + 9 digits). */
function newLead(): string {
  leadCounter += 1;
  return `55119${String(70_000_000 + leadCounter).padStart(8, '0')}`;
}

const sentTo = (phone: string) => instances.sent.filter((entry) => entry.message.to === phone);
const textsSentTo = (phone: string) => sentTexts(instances, phone);

async function waitForTurns(userId: number, phone: string, count: number) {
  await vi.waitFor(async () => expect(await turnsOf(ctx, userId, phone)).toHaveLength(count), WAIT);
  return turnsOf(ctx, userId, phone);
}

describe('a lead writes to the connected number', () => {
  it('gets step 1 of the flow through the instances service, recorded and counted', async () => {
    const { user, productId, secret } = await agentAccount(ctx);
    const lead = newLead();
    expect(await deliver(ctx, secret, { phone: lead, text: 'oi' })).toBe('registrado');

    await vi.waitFor(() => expect(sentTo(lead)).toHaveLength(1), WAIT);
    expect(textsSentTo(lead)).toEqual([FLOW[0]]);
    expect(sentTo(lead)[0]?.instance).toEqual({ userId: user.id, phone: '5511988887777' });
    await vi.waitFor(
      async () => expect((await agentMessagesOf(ctx, user.id, lead))[0]?.delivery).toBe('enviada'),
      WAIT,
    );
    expect(await agentMessagesOf(ctx, user.id, lead)).toEqual([
      { texto: FLOW[0], kind: 'texto', delivery: 'enviada', provider_message_id: expect.any(String) },
    ]);
    expect(await turnsOf(ctx, user.id, lead)).toEqual([{ result: 'respondido', brain: 'embedded' }]);
    // One message in, one out; one conversation opened.
    expect(await countersOf(ctx, user.id)).toEqual({ mensagens_trocadas: 2, conversas_unicas: 1 });
    const card = await ctx.db
      .selectFrom('leads')
      .select('ultimo_step')
      .where('user_id', '=', user.id)
      .where('product_id', '=', productId)
      .where('lead_phone', '=', lead)
      .executeTakeFirstOrThrow();
    expect(card.ultimo_step).toBe(1);

    // The next message moves the lead to step 2.
    await deliver(ctx, secret, { phone: lead, text: 'sim, pode falar' });
    await vi.waitFor(() => expect(textsSentTo(lead)).toEqual([FLOW[0], FLOW[1]]), WAIT);
  });

  it('counts a repeated delivery once and answers it once', async () => {
    const { user, secret } = await agentAccount(ctx);
    const lead = newLead();
    const event = { phone: lead, text: 'olá, tudo bem?', message_id: 'wamid-123' };
    expect(await deliver(ctx, secret, event)).toBe('registrado');
    expect(await deliver(ctx, secret, event)).toBe('duplicado');
    await vi.waitFor(() => expect(sentTo(lead)).toHaveLength(1), WAIT);
    // Without an id, the same phone, direction, time and text is the same delivery.
    const timestamp = ctx.clock.now().toISOString();
    expect(await deliver(ctx, secret, { phone: lead, text: 'e aí', timestamp })).toBe('registrado');
    expect(await deliver(ctx, secret, { phone: lead, text: 'e aí', timestamp })).toBe('duplicado');

    // Two distinct messages, each answered once (the second came after the first reply).
    await vi.waitFor(() => expect(sentTo(lead)).toHaveLength(2), WAIT);
    expect((await turnsOf(ctx, user.id, lead)).map((turn) => turn.result)).toEqual([
      'respondido',
      'respondido',
    ]);
    const lead_messages = await ctx.db
      .selectFrom('conversation_messages')
      .select('texto')
      .where('user_id', '=', user.id)
      .where('author', '=', 'lead')
      .execute();
    expect(lead_messages.map((row) => row.texto)).toEqual(['olá, tudo bem?', 'e aí']);
    await vi.waitFor(async () => expect((await countersOf(ctx, user.id)).mensagens_trocadas).toBe(4), WAIT);
    expect(await countersOf(ctx, user.id)).toEqual({ mensagens_trocadas: 4, conversas_unicas: 1 });
  });
});

describe('many leads writing to one number at once', () => {
  it('are all recorded, counted once each and answered once each', async () => {
    const { user, secret } = await agentAccount(ctx);
    const leads = Array.from({ length: 30 }, newLead);
    const results = await Promise.all(leads.map((phone) => deliver(ctx, secret, { phone, text: 'oi' })));
    expect(results).toEqual(leads.map(() => 'registrado'));
    await vi.waitFor(() => {
      for (const phone of leads) expect(textsSentTo(phone)).toEqual([FLOW[0]]);
    }, WAIT);
    expect((await countersOf(ctx, user.id)).conversas_unicas).toBe(leads.length);
  });
});

describe('the owner steers the agent from the messaging app', () => {
  it('`#` pauses the agent for that lead (for good) and `*` releases it', async () => {
    const { user, secret } = await agentAccount(ctx);
    const lead = newLead();
    expect(await deliver(ctx, secret, { phone: lead, text: '#', direction: 'out' })).toBe('registrado');
    await deliver(ctx, secret, { phone: lead, text: 'oi, alguém aí?' });
    await deliver(ctx, secret, { phone: lead, text: 'oi??' });
    const turns = await waitForTurns(user.id, lead, 2);
    expect(turns.map((turn) => turn.result)).toEqual(expect.arrayContaining(['pausado']));
    expect(turns.map((turn) => turn.result)).not.toContain('respondido');
    expect(sentTo(lead)).toEqual([]);

    await deliver(ctx, secret, { phone: lead, text: '*', direction: 'out' });
    await deliver(ctx, secret, { phone: lead, text: 'voltei' });
    await vi.waitFor(() => expect(textsSentTo(lead)).toEqual([FLOW[0]]), WAIT);
  });

  it('a pause step sends its text and the pause message, then hands the lead over to a human', async () => {
    const { user, secret } = await agentAccount(ctx);
    const lead = newLead();
    for (const [index, text] of ['oi', 'sim', 'ok, entendi'].entries()) {
      await deliver(ctx, secret, { phone: lead, text });
      await vi.waitFor(() => expect(sentTo(lead).length).toBeGreaterThanOrEqual(index + 1), WAIT);
    }
    await vi.waitFor(() => expect(sentTo(lead)).toHaveLength(4), WAIT);
    expect(textsSentTo(lead).map((text) => text.trim())).toEqual([
      FLOW[0],
      FLOW[1],
      'Vou chamar uma pessoa da equipe para te atender.',
      PAUSE_MESSAGE,
    ]);
    const state = await ctx.db
      .selectFrom('lead_states')
      .select(['paused', 'paused_reason'])
      .where('user_id', '=', user.id)
      .where('lead_phone', '=', lead)
      .executeTakeFirstOrThrow();
    expect(state).toEqual({ paused: true, paused_reason: 'fluxo' });

    await deliver(ctx, secret, { phone: lead, text: 'alô?' });
    await vi.waitFor(
      async () => expect((await turnsOf(ctx, user.id, lead)).at(-1)?.result).toBe('pausado'),
      WAIT,
    );
    expect(sentTo(lead)).toHaveLength(4);
  });
});

describe('the gates are read when the turn runs', () => {
  it('never answers a number on Desativados', async () => {
    const { user, secret } = await agentAccount(ctx);
    const lead = newLead();
    await ctx.db
      .insertInto('disabled_numbers')
      .values({ user_id: user.id, name: 'Spam', phone_block: lead })
      .execute();
    expect(await deliver(ctx, secret, { phone: lead, text: 'oi' })).toBe('bloqueado');
    expect(await countersOf(ctx, user.id)).toEqual({ mensagens_trocadas: 0, conversas_unicas: 0 });
    expect(sentTo(lead)).toEqual([]);
  });

  it('says nothing once the plan has expired', async () => {
    const yesterday = new Date(ctx.clock.now().getTime() - 2 * 24 * 60 * 60 * 1_000);
    const { user, secret } = await agentAccount(ctx, { expiration_acess: yesterday });
    const lead = newLead();
    await deliver(ctx, secret, { phone: lead, text: 'oi' });
    expect(await waitForTurns(user.id, lead, 1)).toEqual([{ result: 'plano_expirado', brain: null }]);
    expect(sentTo(lead)).toEqual([]);
  });

  it('says nothing when the agent is switched off', async () => {
    const { user, secret } = await agentAccount(ctx);
    await ctx.db.updateTable('agents').set({ status: false }).where('user_id', '=', user.id).execute();
    const lead = newLead();
    await deliver(ctx, secret, { phone: lead, text: 'oi' });
    expect(await waitForTurns(user.id, lead, 1)).toEqual([{ result: 'agente_desligado', brain: null }]);
    expect(sentTo(lead)).toEqual([]);
  });

  it('with the quota used up, answers only leads already counted in the period', async () => {
    const { user, secret } = await agentAccount(ctx, { conversas_plano: 1 });
    const first = newLead();
    await deliver(ctx, secret, { phone: first, text: 'oi' });
    await vi.waitFor(() => expect(sentTo(first)).toHaveLength(1), WAIT);

    const second = newLead();
    await deliver(ctx, secret, { phone: second, text: 'oi' });
    expect(await waitForTurns(user.id, second, 1)).toEqual([{ result: 'sem_cota', brain: null }]);
    expect(sentTo(second)).toEqual([]);
    expect((await countersOf(ctx, user.id)).conversas_unicas).toBe(1);

    await deliver(ctx, secret, { phone: first, text: 'e o preço?' });
    await vi.waitFor(() => expect(sentTo(first)).toHaveLength(2), WAIT);
  });
});
