import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupportResponder } from '../../src/deps.ts';
import { createEmbeddedResponder } from '../../src/gateways/support/embeddedResponder.ts';
import { createWebhookResponder } from '../../src/gateways/support/webhookResponder.ts';
import { createTestContext, type TestContext } from '../harness.ts';

/** The responder the app uses, switchable per test (embedded by default). */
let responder: SupportResponder = createEmbeddedResponder({ info: () => {} });
let ctx: TestContext;
let automation: Server;
let automationUrl = '';
let automationBehaviour: (body: unknown, respond: (status: number, body: unknown) => void) => void = () => {};

beforeAll(async () => {
  ctx = await createTestContext({
    integrations: {
      support: { kind: 'embedded', reply: (request) => responder.reply(request) },
    },
  });
  automation = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    request.on('end', () =>
      automationBehaviour(JSON.parse(raw), (status, body) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      }),
    );
  });
  await new Promise<void>((resolve) => automation.listen(0, '127.0.0.1', resolve));
  automationUrl = `http://127.0.0.1:${(automation.address() as AddressInfo).port}/suporte`;
});
afterAll(async () => {
  automation.closeAllConnections();
  await new Promise<void>((resolve) => automation.close(() => resolve()));
  await ctx.close();
});

const chat = (token: string | null, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/suporte/chat',
    headers: token ? ctx.auth(token) : {},
    payload,
  });

const message = (text: string) => ({
  message: text,
  session_id: 'sessao-1',
  timestamp: '2026-05-01T12:00:00.000Z',
});

describe('POST /api/suporte/chat (embedded responder)', () => {
  it('answers in several staggered replies carrying the user and session ids', async () => {
    responder = createEmbeddedResponder({ info: () => {} });
    const { user, token } = await ctx.createCustomer();
    const response = await chat(token, message('Quais são os planos e preços?'));
    expect(response.statusCode).toBe(200);
    const replies = response.json() as { resposta: string; user_id: number; session_id: string }[];
    expect(replies.length).toBeGreaterThanOrEqual(2);
    expect(replies.length).toBeLessThanOrEqual(3);
    expect(replies.map((reply) => reply.resposta).join(' ')).toMatch(/R\$ 247,00/);
    for (const reply of replies) expect(reply).toMatchObject({ user_id: user.id, session_id: 'sessao-1' });
  });

  it.each([
    [{ session_id: 's', timestamp: 't' }, 'Digite uma mensagem.'],
    [message(''), 'Digite uma mensagem.'],
    [message('   \n '), 'Digite uma mensagem.'],
    [message('x'.repeat(2_001)), 'A mensagem deve ter no máximo 2000 caracteres.'],
  ])('refuses %j with "%s"', async (payload, text) => {
    const { token } = await ctx.createCustomer();
    const response = await chat(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(text);
  });

  it('is closed (403) to users still on a temporary password', async () => {
    const { token } = await ctx.createCustomer({ must_change_password: true });
    const response = await chat(token, message('Oi'));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Troque sua senha temporária para usar o chat de suporte.');
  });

  it('answers 401 without a token', async () => {
    expect((await chat(null, message('Oi'))).statusCode).toBe(401);
  });
});

describe('POST /api/suporte/chat (SUPPORT_WEBHOOK_URL)', () => {
  it("forwards the spec's payload, filled with who is asking, and returns the automation's replies", async () => {
    responder = createWebhookResponder(automationUrl);
    let received: unknown;
    automationBehaviour = (body, respond) => {
      received = body;
      respond(200, { resposta: 'Olá! Já vou ajudar.', session_id: 'sessao-1' });
    };
    const { user, token } = await ctx.createCustomer({ name: 'Maria Souza', user_phone: '5511977776666' });
    const response = await chat(token, message('  Preciso de ajuda  '));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ resposta: 'Olá! Já vou ajudar.', session_id: 'sessao-1' }]);
    expect(received).toEqual({
      message: 'Preciso de ajuda',
      user_id: user.id,
      session_id: 'sessao-1',
      user_name: 'Maria Souza',
      user_phone: '5511977776666',
      timestamp: '2026-05-01T12:00:00.000Z',
    });
  });

  it('answers 504 with the timeout message when the automation takes too long', async () => {
    responder = createWebhookResponder(automationUrl, 100);
    automationBehaviour = (_body, respond) => setTimeout(() => respond(200, { resposta: 'tarde' }), 1_000);
    const { token } = await ctx.createCustomer();
    const response = await chat(token, message('Oi'));
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({
      message: 'A solicitação demorou muito para responder (timeout de 60s). Tente novamente.',
      code: 'TEMPO_ESGOTADO',
    });
  });

  it('answers 502 with the chat error message when the automation fails', async () => {
    responder = createWebhookResponder(automationUrl);
    automationBehaviour = (_body, respond) => respond(500, { erro: 'quebrou' });
    const { token } = await ctx.createCustomer();
    const response = await chat(token, message('Oi'));
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      'Desculpe, ocorreu um erro ao processar sua mensagem. Tente novamente.',
    );
  });
});
