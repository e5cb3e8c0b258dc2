import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstancesClient } from '../../src/deps.ts';
import { createHttpInstancesClient } from '../../src/gateways/instances/instancesService/httpInstancesClient.ts';
import {
  type RunningSimulator,
  startInstancesSimulator,
} from '../../src/gateways/instances/instancesService/simulator/simulatorServer.ts';
import { createTestContext, type TestContext } from '../harness.ts';

const API_KEY = 'chave-do-servico';
let simulator: RunningSimulator;
let client: InstancesClient;
let ctx: TestContext;
/** A service that answers 200 without a QR code. */
let brokenService: Server;
let brokenUrl = '';

beforeAll(async () => {
  simulator = await startInstancesSimulator({
    apiKey: API_KEY,
    port: 0,
    autoConnectSeconds: null,
    log: { info: () => {}, error: () => {} },
  });
  client = createHttpInstancesClient({ baseUrl: simulator.url, apiKey: API_KEY });
  brokenService = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ status: 'pending' }));
  });
  await new Promise<void>((resolve) => brokenService.listen(0, '127.0.0.1', resolve));
  brokenUrl = `http://127.0.0.1:${(brokenService.address() as AddressInfo).port}`;
  ctx = await createTestContext({
    env: { PUBLIC_URL: 'https://agente.exemplo.com.br' },
    integrations: {
      instances: {
        status: (phone) => client.status(phone),
        create: (instance) => client.create(instance),
        remove: (phone) => client.remove(phone),
        send: (instance, message) => client.send(instance, message),
      },
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await simulator.close();
  brokenService.closeAllConnections();
  await new Promise<void>((resolve) => brokenService.close(() => resolve()));
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string | null) =>
  ctx.app.inject({ method, url, headers: token ? ctx.auth(token) : {} });

const setPhone = (userId: number, phone: string) =>
  ctx.db.updateTable('users').set({ user_phone: phone }).where('id', '=', userId).execute();

const useSimulator = () => {
  client = createHttpInstancesClient({ baseUrl: simulator.url, apiKey: API_KEY });
};

describe('connection through the instances service (simulator)', () => {
  it('creates a pending instance with a QR code, then reads connected once the QR is scanned', async () => {
    useSimulator();
    const { user, token } = await ctx.createCustomer({ user_phone: '5511911110001' });
    expect((await call('GET', '/api/conexao/status', token)).json()).toEqual({ status: 'disconnected' });

    const created = await call('POST', '/api/conexao', token);
    expect(created.statusCode).toBe(200);
    expect(created.json().status).toBe('pending');
    expect(created.json().qr_code).toMatch(/^data:image\/png;base64,/);
    // Named after the account, carrying the number it connects.
    const instance = simulator.registry.get(`conta-${user.id}`);
    expect(instance?.phone).toBe('5511911110001');
    expect(instance?.webhookUrl).toMatch(
      /^https:\/\/agente\.exemplo\.com\.br\/api\/webhooks\/instancias\/[\w-]{40,}$/,
    );
    expect((await call('GET', '/api/conexao/status', token)).json()).toEqual({ status: 'pending' });

    simulator.registry.connect(`conta-${user.id}`);
    expect((await call('GET', '/api/conexao/status', token)).json()).toEqual({ status: 'connected' });
  });

  it('replaces the instance (and its webhook secret) on every new connection', async () => {
    useSimulator();
    const { user, token } = await ctx.createCustomer({ user_phone: '5511911110002' });
    await call('POST', '/api/conexao', token);
    const first = simulator.registry.get(`conta-${user.id}`);
    simulator.registry.connect(`conta-${user.id}`);
    await call('POST', '/api/conexao', token);
    const second = simulator.registry.get(`conta-${user.id}`);
    expect(second?.status).toBe('pending');
    expect(second?.generation).toBeGreaterThan(first?.generation ?? 0);
    expect(second?.webhookUrl).not.toBe(first?.webhookUrl);
  });

  it('keeps one instance per account when the account changes its phone', async () => {
    useSimulator();
    const { user, token } = await ctx.createCustomer({ user_phone: '5511911110003' });
    await call('POST', '/api/conexao', token);
    await setPhone(user.id, '5511911110004');
    await call('POST', '/api/conexao', token);
    expect(simulator.registry.find('5511911110003')).toBeUndefined();
    expect(simulator.registry.get(`conta-${user.id}`)).toMatchObject({
      phone: '5511911110004',
      status: 'pending',
    });
  });

  it('disconnects', async () => {
    useSimulator();
    const { user, token } = await ctx.createCustomer({ user_phone: '5511911110005' });
    await call('POST', '/api/conexao', token);
    simulator.registry.connect(`conta-${user.id}`);
    const removed = await call('DELETE', '/api/conexao', token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Dispositivo desconectado com sucesso.' });
    expect(simulator.registry.get(`conta-${user.id}`)).toBeUndefined();
    expect((await call('GET', '/api/conexao/status', token)).json()).toEqual({ status: 'disconnected' });
    // Disconnecting again is harmless.
    expect((await call('DELETE', '/api/conexao', token)).statusCode).toBe(200);
  });

  it('reads disconnected without asking the service when the account has no phone', async () => {
    client = createHttpInstancesClient({ baseUrl: 'http://127.0.0.1:9', apiKey: API_KEY });
    const { token } = await ctx.createCustomer({ user_phone: null });
    const response = await call('GET', '/api/conexao/status', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'disconnected' });
  });

  it.each([[null], ['11988887777'], ['551198888777']])('refuses to connect the phone %j', async (phone) => {
    useSimulator();
    const { token } = await ctx.createCustomer({ user_phone: phone });
    const response = await call('POST', '/api/conexao', token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('O número de telefone deve estar no formato 5511988887777');
  });

  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/conexao/status'],
      ['POST', '/api/conexao'],
      ['DELETE', '/api/conexao'],
    ] as const) {
      expect((await call(method, url, null)).statusCode).toBe(401);
    }
  });
});

describe('a connection belongs to the account, not to the number', () => {
  it('never lets another account read, replace or delete a live connection of a number it puts on its profile', async () => {
    useSimulator();
    const owner = await ctx.createCustomer({ user_phone: '5511911120001' });
    await call('POST', '/api/conexao', owner.token);
    simulator.registry.connect(`conta-${owner.user.id}`);
    // The owner moves to another number on the profile; its connection of the old one stays live.
    await setPhone(owner.user.id, '5511911120002');
    const other = await ctx.createCustomer({ user_phone: '5511911120001' });

    expect((await call('GET', '/api/conexao/status', other.token)).json()).toEqual({
      status: 'disconnected',
    });
    const claim = await call('POST', '/api/conexao', other.token);
    expect(claim.statusCode).toBe(409);
    expect(claim.json()).toEqual({
      message:
        'Este número já está conectado ao WhatsApp de outra conta. Desconecte-o nessa conta ou use outro número.',
      code: 'TELEFONE_EM_USO',
    });
    expect((await call('DELETE', '/api/conexao', other.token)).statusCode).toBe(200);

    const live = simulator.registry.get(`conta-${owner.user.id}`);
    expect(live).toMatchObject({ phone: '5511911120001', status: 'connected' });
    expect(simulator.registry.get(`conta-${other.user.id}`)).toBeUndefined();
    expect((await call('GET', '/api/conexao/status', owner.token)).json()).toEqual({ status: 'connected' });
    const rows = await ctx.db
      .selectFrom('instance_connections')
      .select('user_id')
      .where('phone', '=', '5511911120001')
      .execute();
    expect(rows).toEqual([{ user_id: owner.user.id }]);
  });

  it("lets the number's owner put it on the profile and connect it after someone else typed it first", async () => {
    useSimulator();
    const squatter = await ctx.createCustomer({ user_phone: '5511911120009' });
    // The squatter even opens a connection with it, a QR code the real phone never scans.
    expect((await call('POST', '/api/conexao', squatter.token)).statusCode).toBe(200);

    const owner = await ctx.createCustomer({ user_phone: null });
    const profile = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: ctx.auth(owner.token),
      payload: { name: owner.user.name, email: owner.user.email, user_phone: '5511911120009' },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user.user_phone).toBe('5511911120009');
    const connected = await call('POST', '/api/conexao', owner.token);
    expect(connected.statusCode).toBe(200);
    simulator.registry.connect(`conta-${owner.user.id}`);
    expect((await call('GET', '/api/conexao/status', owner.token)).json()).toEqual({ status: 'connected' });

    // Now the number is the owner's: the squatter cannot take it over.
    const claim = await call('POST', '/api/conexao', squatter.token);
    expect(claim.statusCode).toBe(409);
    expect(claim.json().code).toBe('TELEFONE_EM_USO');
    expect(simulator.registry.get(`conta-${owner.user.id}`)?.status).toBe('connected');
  });

  it('lets the number connect elsewhere once the other account is no longer connected with it', async () => {
    useSimulator();
    const first = await ctx.createCustomer({ user_phone: '5511911120003' });
    await call('POST', '/api/conexao', first.token);
    // A QR code nobody scanned does not hold the number.
    const second = await ctx.createCustomer({ user_phone: '5511911120003' });
    expect((await call('POST', '/api/conexao', second.token)).statusCode).toBe(200);
    simulator.registry.connect(`conta-${second.user.id}`);
    expect((await call('POST', '/api/conexao', first.token)).statusCode).toBe(409);
    // Disconnected there, the number is free again.
    await call('DELETE', '/api/conexao', second.token);
    expect((await call('POST', '/api/conexao', first.token)).statusCode).toBe(200);
    expect(simulator.registry.get(`conta-${first.user.id}`)?.status).toBe('pending');
  });
});

describe('instances service failures (their pt-BR messages)', () => {
  it('maps an error answer to "Erro na API ({status}): {message}"', async () => {
    client = createHttpInstancesClient({ baseUrl: simulator.url, apiKey: 'chave-errada' });
    const { token } = await ctx.createCustomer({ user_phone: '5511911110006' });
    for (const [method, url] of [
      ['POST', '/api/conexao'],
      ['GET', '/api/conexao/status'],
      ['DELETE', '/api/conexao'],
    ] as const) {
      const response = await call(method, url, token);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        message: 'Erro na API (401): API key inválida',
        code: 'SERVICO_EXTERNO',
      });
    }
  });

  it('maps an unreachable service to the network message', async () => {
    client = createHttpInstancesClient({ baseUrl: 'http://127.0.0.1:9', apiKey: API_KEY });
    const { token } = await ctx.createCustomer({ user_phone: '5511911110007' });
    const response = await call('GET', '/api/conexao/status', token);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('Erro ao conectar com a API do WhatsApp. Verifique sua conexão.');
  });

  it('maps a creation without QR code to its message', async () => {
    client = createHttpInstancesClient({ baseUrl: brokenUrl, apiKey: API_KEY });
    const { token } = await ctx.createCustomer({ user_phone: '5511911110008' });
    const response = await call('POST', '/api/conexao', token);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('Erro: QR Code não foi gerado pela API.');
  });
});
