// Two servers on one PostgreSQL behind nginx (round robin): whichever server a request reaches, the customer
// sees one product — the same session, the same rate limits, the same files, one simulator, each job done once.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { components } from '@agente/api';
import { type APIRequestContext, request as requestFactory } from '@playwright/test';
import { DEMO } from '../support/accounts.ts';
import {
  bearer,
  createAgent,
  createCustomer,
  createFlowStep,
  createProduct,
  DEMO_ASSETS,
  uniquePhone,
  uploadMedia,
} from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { connectNumber, sendAsLead } from '../support/operations.ts';
import { apiLogin } from '../support/session.ts';

function replicaUrl(name: 'REPLICA_A_URL' | 'REPLICA_B_URL'): string {
  const url = process.env[name];
  if (!url) throw new Error(`${name} não definido: rode com npm run test:replicas`);
  return url;
}

let serverA: APIRequestContext;
let serverB: APIRequestContext;

test.beforeAll(async () => {
  serverA = await requestFactory.newContext({ baseURL: replicaUrl('REPLICA_A_URL') });
  serverB = await requestFactory.newContext({ baseURL: replicaUrl('REPLICA_B_URL') });
});

test.afterAll(async () => {
  await serverA.dispose();
  await serverB.dispose();
});

test('a session made through one server is used through the other, and through nginx', async ({
  request,
}) => {
  const token = await apiLogin(serverA, DEMO.customer);
  const me = await serverB.get('/api/auth/me', { headers: bearer(token) });
  expect(me.status(), await me.text()).toBe(200);
  const { user } = (await me.json()) as components['schemas']['UserEnvelope'];
  expect(user.email).toBe(DEMO.customer.email);

  const logout = await serverB.post('/api/auth/logout', { headers: bearer(token) });
  expect(logout.status()).toBeLessThan(300);
  expect((await serverA.get('/api/auth/me', { headers: bearer(token) })).status()).toBe(401);

  const throughNginx = await apiLogin(request, DEMO.customer);
  for (let turn = 0; turn < 4; turn += 1) {
    expect((await request.get('/api/auth/me', { headers: bearer(throughNginx) })).status()).toBe(200);
  }
});

test('the per-address limit of the login operations counts the attempts made on both servers', async () => {
  // Both servers trust nginx's X-Forwarded-For; an address of this test alone keeps the others' logins free.
  const headers = { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` };
  const attempt = (server: APIRequestContext) =>
    server.post('/api/auth/recuperar-senha', { headers, data: { email: 'ninguem@exemplo.com.br' } });
  const statuses: number[] = [];
  for (let turn = 0; turn < 70; turn += 1) {
    statuses.push((await attempt(turn % 2 === 0 ? serverA : serverB)).status());
  }
  const firstRefused = statuses.indexOf(429);
  // 60 attempts a minute per address, all servers together: each server alone saw only 30 of them.
  expect(firstRefused).toBe(60);
  expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
  expect(statuses.slice(60).every((status) => status === 429)).toBe(true);
});

test('a file uploaded through one server is served by the other', async ({ adminToken }) => {
  const customer = await createCustomer(serverA, adminToken);
  const product = await createProduct(serverA, customer.token);
  const media = await uploadMedia(serverA, customer.token, product.id, 'produto.png', 'imagem', 'Foto');
  const served = await serverB.get(`/uploads/midias/${media.nome_arquivo}`);
  expect(served.status()).toBe(200);
  expect(Buffer.compare(await served.body(), await readFile(path.join(DEMO_ASSETS, 'produto.png')))).toBe(0);
});

test('one simulator serves both servers, and a lead gets each reply of the agent once', async ({
  adminToken,
}) => {
  test.setTimeout(120_000);
  // Both servers send the demo's WhatsApp link to the same simulator.
  const links = await Promise.all(
    [serverA, serverB].map(async (server) => {
      const response = await server.get('/simulador/whatsapp', { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      return response.headers().location;
    }),
  );
  expect(links[0]).toBe(links[1]);

  const customer = await createCustomer(serverA, adminToken);
  const product = await createProduct(serverA, customer.token, 'Kit Bolo de Pote');
  const greeting = 'Oi! Aqui é a Ana, do Kit Bolo de Pote. Quer ver as opções?';
  await createFlowStep(serverA, customer.token, product.id, greeting);
  await createFlowStep(serverA, customer.token, product.id, 'Temos o kit com 10 potes por R$ 89,90.');
  await createAgent(serverA, customer.token, product.id, 'Ana');
  // Connected through server A; server B reads the same connection from the same simulator.
  await connectNumber(serverA, customer);
  const status = await serverB.get('/api/conexao/status', { headers: bearer(customer.token) });
  expect(await status.json()).toEqual({ status: 'connected' });

  const lead = uniquePhone();
  expect(await sendAsLead(serverA, customer.phone, { phone: lead, name: 'Rita', text: 'oi' })).toBe(
    'registrado',
  );
  const agentTexts = async () => {
    const response = await serverB.get(`/api/conversas/${lead}`, { headers: bearer(customer.token) });
    expect(response.status(), await response.text()).toBe(200);
    const body = (await response.json()) as components['schemas']['ConversationPage'];
    return body.mensagens.filter((message) => message.autor === 'agente').map((message) => message.texto);
  };
  await expect.poll(agentTexts, { timeout: 60_000 }).toContain(greeting);
  // Both servers run the queue's workers: a reply taken by one is never sent again by the other.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  expect((await agentTexts()).filter((text) => text === greeting)).toHaveLength(1);
});
