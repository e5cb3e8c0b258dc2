import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/tokens.ts';
import { saveConnection } from '../src/connection/queries.ts';
import { caller, customerWithProduct, insertProduct } from './contentFixtures.ts';
import { createTestContext, type TestContext } from './harness.ts';

// Wednesday 18 June 2025, 10:00 in São Paulo.
const NOW = '2025-06-18T13:00:00.000Z';

let ctx: TestContext;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  call = caller(ctx);
});
afterAll(async () => {
  await ctx.close();
});

let secretCounter = 0;

/** Gives the account's instance a webhook secret, as POST /api/conexao does (only its hash is stored). */
async function connect(userId: number): Promise<string> {
  secretCounter += 1;
  const secret = `segredo-do-webhook-${secretCounter}-${userId}`;
  await saveConnection(ctx.db, userId, '5511988887777', hashToken(secret), ctx.clock.now());
  return secret;
}

/** A customer with a product and a connected instance. */
async function connectedCustomer() {
  const owner = await customerWithProduct(ctx);
  return { ...owner, secret: await connect(owner.user.id) };
}

const webhook = (secret: string, payload: object | string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/webhooks/instancias/${secret}`,
    ...(typeof payload === 'string'
      ? { payload, headers: { 'content-type': 'application/json' } }
      : { payload }),
  });

const message = (fields: Record<string, unknown> = {}) => ({
  phone: '5511912345678',
  name: 'Ana Lima',
  direction: 'in',
  text: 'Quanto custa?',
  timestamp: '2025-06-18T09:55:00-03:00',
  ...fields,
});

async function counters(token: string) {
  const response = await call('GET', '/api/contador/dashboard', token);
  expect(response.statusCode).toBe(200);
  return response.json() as { conversas_unicas: number; mensagens_trocadas: number };
}

async function leadsOn(token: string, productId: number) {
  const response = await call('GET', `/api/followup/kanban/${productId}?periodo=hoje`, token);
  expect(response.statusCode, response.body).toBe(200);
  return (
    response.json().kanban as {
      ultimo_step: number;
      leads: {
        nome: string;
        lead_phone: string;
        etiqueta: string | null;
        data_hora_ultima_interacao: string;
      }[];
    }[]
  ).flatMap((group) => group.leads.map((lead) => ({ step: group.ultimo_step, ...lead })));
}

async function eventsOf(userId: number) {
  return ctx.db
    .selectFrom('instance_events')
    .select(['lead_phone', 'direction', 'result'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

describe('POST /api/webhooks/instancias/{secret}', () => {
  it('creates a new lead at step 1 tagged Lead novo and counts one conversation and one message', async () => {
    const { user, token, productId, secret } = await connectedCustomer();
    const response = await webhook(secret, message());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ result: 'registrado' });
    expect(await leadsOn(token, productId)).toEqual([
      {
        step: 1,
        ultimo_step: 1,
        nome: 'Ana Lima',
        lead_phone: '5511912345678',
        etiqueta: 'Lead novo',
        data_hora_ultima_interacao: '2025-06-18T12:55:00.000Z',
        nao_perturbe_desde: null,
        compra: null,
        id: expect.any(Number),
      },
    ]);
    expect(await counters(token)).toMatchObject({ conversas_unicas: 1, mensagens_trocadas: 1 });
    expect(await eventsOf(user.id)).toEqual([
      { lead_phone: '5511912345678', direction: 'in', result: 'registrado' },
    ]);
  });

  it('counts every message but the conversation once, moves the last interaction and the step forward', async () => {
    const { token, productId, secret } = await connectedCustomer();
    await webhook(secret, message({ timestamp: '2025-06-18T12:00:00Z' }));
    await webhook(
      secret,
      message({ direction: 'out', text: 'Custa R$ 97,90.', timestamp: '2025-06-18T12:01:00Z', step: 2 }),
    );
    // The messaging app reports the number without the country code: still the same lead.
    await webhook(secret, message({ phone: '(11) 91234-5678', name: '', timestamp: '1750248120' }));
    await webhook(
      secret,
      message({ phone: '5511955554444', name: 'Bruno', timestamp: '2025-06-18T12:03:00Z' }),
    );
    expect(await counters(token)).toMatchObject({ conversas_unicas: 2, mensagens_trocadas: 4 });
    const leads = await leadsOn(token, productId);
    expect(
      leads.map(({ step, nome, lead_phone, data_hora_ultima_interacao }) => ({
        step,
        nome,
        lead_phone,
        data_hora_ultima_interacao,
      })),
    ).toEqual([
      {
        step: 1,
        nome: 'Bruno',
        lead_phone: '5511955554444',
        data_hora_ultima_interacao: '2025-06-18T12:03:00.000Z',
      },
      {
        step: 2,
        nome: 'Ana Lima',
        lead_phone: '5511912345678',
        data_hora_ultima_interacao: '2025-06-18T12:02:00.000Z',
      },
    ]);
  });

  it('keeps the tag the customer chose when the lead writes again', async () => {
    const { token, productId, secret } = await connectedCustomer();
    await webhook(secret, message());
    const [lead] = await ctx.db
      .selectFrom('leads')
      .select('id')
      .where('product_id', '=', productId)
      .execute();
    await call('PUT', `/api/followup/${lead?.id}/etiqueta`, token, { etiqueta: 'Compra efetuada' });
    await webhook(secret, message({ timestamp: '2025-06-18T12:59:00Z' }));
    expect((await leadsOn(token, productId))[0]?.etiqueta).toBe('Compra efetuada');
  });

  it('counts a lead again in a new plan period (after renovation_date)', async () => {
    const { user, token, secret } = await connectedCustomer();
    await webhook(secret, message({ timestamp: '2025-06-18T11:00:00Z' }));
    await webhook(secret, message({ timestamp: '2025-06-18T11:05:00Z' }));
    expect(await counters(token)).toMatchObject({ conversas_unicas: 1, mensagens_trocadas: 2 });
    ctx.clock.advance(60_000);
    await ctx.db
      .updateTable('users')
      .set({ renovation_date: ctx.clock.now(), conversas_unicas: 0, mensagens_trocadas: 0 })
      .where('id', '=', user.id)
      .execute();
    ctx.clock.advance(60_000);
    await webhook(secret, message({ timestamp: '2025-06-18T13:01:30Z' }));
    await webhook(secret, message({ timestamp: '2025-06-18T13:01:40Z' }));
    expect(await counters(token)).toMatchObject({ conversas_unicas: 1, mensagens_trocadas: 2 });
  });

  it('records a number on the Desativados list as blocked and counts it nowhere', async () => {
    const { user, token, productId, secret } = await connectedCustomer();
    const blocked = await call('POST', '/api/desativados', token, {
      name: 'Bloqueado',
      phone_block: '(11) 9.7777-6666',
    });
    expect(blocked.statusCode).toBe(201);
    const response = await webhook(secret, message({ phone: '5511977776666' }));
    expect(response.json()).toEqual({ result: 'bloqueado' });
    // also written without the country code (another message: the same one again would be a repeated delivery)
    expect((await webhook(secret, message({ phone: '11977776666', text: 'Oi?' }))).json()).toEqual({
      result: 'bloqueado',
    });
    expect(await leadsOn(token, productId)).toEqual([]);
    expect(await counters(token)).toMatchObject({ conversas_unicas: 0, mensagens_trocadas: 0 });
    expect(await eventsOf(user.id)).toEqual([
      { lead_phone: '5511977776666', direction: 'in', result: 'bloqueado' },
      { lead_phone: '5511977776666', direction: 'in', result: 'bloqueado' },
    ]);
  });

  it('puts the lead on the product the agent sells, else on the first product; ignores it without products', async () => {
    const { user, token, productId, secret } = await connectedCustomer();
    const agentProduct = await insertProduct(ctx.db, user.id, 'Produto do agente');
    const agent = await call('POST', '/api/agents', token, {
      nome: 'Sofia',
      sexo: 'Feminino',
      idade: 30,
      tom_de_voz: 'Amigável',
      objetivo: 'Vendas e Suporte',
      id_produto: agentProduct,
    });
    expect(agent.statusCode, agent.body).toBe(201);
    await webhook(secret, message());
    expect(await leadsOn(token, agentProduct)).toHaveLength(1);
    expect(await leadsOn(token, productId)).toHaveLength(0);

    const bare = await ctx.createCustomer();
    const bareSecret = await connect(bare.user.id);
    expect((await webhook(bareSecret, message())).json()).toEqual({ result: 'ignorado' });
    expect(await counters(bare.token)).toMatchObject({ conversas_unicas: 0, mensagens_trocadas: 0 });
    expect(await eventsOf(bare.user.id)).toEqual([
      { lead_phone: '5511912345678', direction: 'in', result: 'ignorado' },
    ]);
  });

  it('answers 404 for an unknown, replaced or disconnected secret, whatever the body', async () => {
    const { user, token, secret } = await connectedCustomer();
    for (const wrong of ['segredo-que-nao-existe-0000', 'curto', `${secret}x`]) {
      for (const body of [message(), '{não é json']) {
        const response = await webhook(wrong, body);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Conexão não encontrada.', code: 'NAO_ENCONTRADO' });
      }
    }
    // A new connection gives the instance a new secret: the old one stops working.
    await saveConnection(ctx.db, user.id, '5511988887777', hashToken(`${secret}-novo`), ctx.clock.now());
    expect((await webhook(secret, message())).statusCode).toBe(404);
    expect((await webhook(`${secret}-novo`, message())).statusCode).toBe(200);
    expect((await call('DELETE', '/api/conexao', token)).statusCode).toBe(200);
    expect((await webhook(`${secret}-novo`, message())).statusCode).toBe(404);
    expect(await counters(token)).toMatchObject({ mensagens_trocadas: 1 });
  });

  it.each([
    ['malformed JSON', '{"phone": "5511912345678",', 'JSON inválido.'],
    ['no phone', { ...message(), phone: undefined }, 'Dados inválidos.'],
    ['a phone without enough digits', message({ phone: 'sem número aqui' }), 'Telefone do lead inválido.'],
    ['a direction other than in/out', message({ direction: 'sideways' }), 'Dados inválidos.'],
    ['a text that is not a string', message({ text: 42 }), 'Dados inválidos.'],
    ['a step below 1', message({ step: 0 }), 'Dados inválidos.'],
    [
      'a time without its offset',
      message({ timestamp: '2025-06-18T12:00:00' }),
      'Data da mensagem inválida: use data e hora ISO 8601 com fuso (ex.: 2026-03-10T09:00:00-03:00) ou Unix em segundos.',
    ],
    [
      "an Evolution API envelope (this server's provider is the instances service)",
      { event: 'messages.upsert', instance: 'conta-1', data: { key: { id: 'X' } } },
      'Este servidor usa o serviço de instâncias: envie phone, direction, text e timestamp (a Evolution pede CONNECTION_PROVIDER=evolution).',
    ],
  ])('answers 400 for %s, with nothing recorded', async (_case, body, expected) => {
    const { user, token, secret } = await connectedCustomer();
    const response = await webhook(secret, body as object | string);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(expected);
    expect(await eventsOf(user.id)).toEqual([]);
    expect(await counters(token)).toMatchObject({ conversas_unicas: 0, mensagens_trocadas: 0 });
  });

  it('answers a repeated delivery as duplicado and counts nothing again', async () => {
    const { token, secret } = await connectedCustomer();
    const first = message({ phone: '5511955554444', message_id: 'wamid.ABC' });
    expect((await webhook(secret, first)).json()).toEqual({ result: 'registrado' });
    expect((await webhook(secret, { ...first, text: 'outro texto' })).json()).toEqual({
      result: 'duplicado',
    });
    // without an id: same phone (written another way), direction, time and text
    const plain = message({ phone: '5511955553333' });
    expect((await webhook(secret, plain)).json()).toEqual({ result: 'registrado' });
    expect((await webhook(secret, { ...plain, phone: '11955553333' })).json()).toEqual({
      result: 'duplicado',
    });
    expect(await counters(token)).toMatchObject({ conversas_unicas: 2, mensagens_trocadas: 2 });
  });

  it('never touches another account: a secret only reaches its own', async () => {
    const first = await connectedCustomer();
    const second = await connectedCustomer();
    await webhook(first.secret, message());
    expect(await counters(second.token)).toMatchObject({ conversas_unicas: 0, mensagens_trocadas: 0 });
    expect(await leadsOn(second.token, second.productId)).toEqual([]);
  });
});
