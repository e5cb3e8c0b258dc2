import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertMessageOnce } from '../../src/runtime/conversation/messages.ts';
import { createTestContext, type TestContext } from '../harness.ts';
import {
  agentAccount,
  deliver,
  leadNumbers,
  type RecordingInstances,
  recordingInstances,
  textsSentTo as sentTexts,
} from './runtimeFixtures.ts';

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

const newLead = leadNumbers('55519', 70_000_000);
const textsSentTo = (phone: string) => sentTexts(instances, phone);

interface ApiMessage {
  id: number;
  autor: string;
  texto: string;
  explicacao: string | null;
}

async function accountWithOffers() {
  const account = await agentAccount(ctx);
  await ctx.db
    .insertInto('offers')
    .values([
      {
        user_id: account.user.id,
        product_id: account.productId,
        nome_oferta: '1 frasco',
        preco: '49.90',
        link: 'https://pay.exemplo.com/um',
      },
      {
        user_id: account.user.id,
        product_id: account.productId,
        nome_oferta: 'Kit 3 frascos',
        preco: '97.90',
        link: 'https://pay.exemplo.com/kit3',
      },
    ])
    .execute();
  await ctx.db
    .updateTable('products')
    .set({ garantia: '30 dias ou seu dinheiro de volta', forma_pagamento: 'Pix e cartão em até 3x' })
    .where('id', '=', account.productId)
    .execute();
  return account;
}

async function messagesOf(token: string, phone: string): Promise<ApiMessage[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/conversas/${phone}`,
    headers: ctx.auth(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().mensagens;
}

describe('Conversas explains each of the agent’s replies to a real lead', () => {
  it('shows what the agent understood and which data answered on the first message of the reply only', async () => {
    const { token, secret } = await accountWithOffers();
    const lead = newLead();
    await deliver(ctx, secret, { phone: lead, text: 'qto custa? e tem garantia?' });
    await vi.waitFor(() => expect(textsSentTo(lead).join('\n')).toContain('30 dias'), WAIT);

    const [asked, ...reply] = await messagesOf(token, lead);
    expect(asked).toMatchObject({ autor: 'lead', explicacao: null });
    const [first, ...rest] = reply;
    expect(first?.autor).toBe('agente');
    expect(first?.explicacao).toMatch(/preço → ofertas .*1 frasco.*Kit 3 frascos/);
    expect(first?.explicacao).toContain('garantia do produto');
    // The price and the guarantee go as messages of one reply: the rest carries no second copy.
    expect(rest.length).toBeGreaterThan(0);
    for (const message of rest) expect(message.explicacao).toBeNull();

    // The next turn gets its own explanation.
    await deliver(ctx, secret, { phone: lead, text: 'quero falar com um humano' });
    await vi.waitFor(async () => {
      const agentLines = (await messagesOf(token, lead)).filter((message) => message.explicacao !== null);
      expect(agentLines.map((message) => message.explicacao)).toEqual([
        first?.explicacao,
        expect.stringContaining('pediu uma pessoa'),
      ]);
    }, WAIT);

    // The owner's own message from the panel has no explanation.
    const human = await ctx.app.inject({
      method: 'POST',
      url: `/api/conversas/${lead}/mensagens`,
      headers: ctx.auth(token),
      payload: { texto: 'Oi, aqui é o dono' },
    });
    expect(human.statusCode, human.body).toBe(201);
    expect(human.json().mensagem.explicacao).toBeNull();
    const list = await ctx.app.inject({ method: 'GET', url: '/api/conversas', headers: ctx.auth(token) });
    expect(list.json().conversas[0].ultima_mensagem).toMatchObject({ autor: 'humano', explicacao: null });
  });

  it('never shows another account’s reason, even for the same lead number', async () => {
    const owner = await accountWithOffers();
    const other = await agentAccount(ctx);
    const lead = newLead();
    await deliver(ctx, owner.secret, { phone: lead, text: 'quanto custa?' });
    await vi.waitFor(() => expect(textsSentTo(lead).join('\n')).toContain('R$ 97,90'), WAIT);
    const ownerTurn = await ctx.db
      .selectFrom('agent_turns')
      .select('id')
      .where('user_id', '=', owner.user.id)
      .where('lead_phone', '=', lead)
      .executeTakeFirstOrThrow();

    // The other account knows the same number; even a row of its own pointing at the owner's turn shows nothing.
    await deliver(ctx, other.secret, { phone: lead, text: 'oi' });
    await vi.waitFor(async () => {
      const replies = (await messagesOf(other.token, lead)).filter((message) => message.autor === 'agente');
      expect(replies.length).toBeGreaterThan(0);
    }, WAIT);
    await insertMessageOnce(ctx.db, {
      user_id: other.user.id,
      lead_phone: lead,
      author: 'agente',
      kind: 'texto',
      texto: 'linha com o turno de outra conta',
      media_id: null,
      media_type: null,
      media_url: null,
      offer_id: null,
      provider_message_id: null,
      dedupe_key: `teste:${ownerTurn.id}`,
      delivery: 'enviada',
      turn_id: ownerTurn.id,
      seq: 0,
      occurred_at: ctx.clock.now(),
      sent_at: ctx.clock.now(),
    });

    const seen = await messagesOf(other.token, lead);
    const stray = seen.find((message) => message.texto === 'linha com o turno de outra conta');
    expect(stray?.explicacao).toBeNull();
    for (const message of seen) expect(message.explicacao ?? '').not.toContain('ofertas');
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/conversas',
      headers: ctx.auth(other.token),
    });
    expect(list.json().conversas[0].ultima_mensagem).toMatchObject({
      texto: 'linha com o turno de outra conta',
      explicacao: null,
    });
  });
});
