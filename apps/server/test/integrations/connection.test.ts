import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpInstancesClient } from '../../src/connection/httpInstancesClient.ts';
import {
  type RunningSimulator,
  startInstancesSimulator,
} from '../../src/connection/simulator/simulatorServer.ts';
import type { InstancesClient } from '../../src/deps.ts';
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

const useSimulator = () => {
  client = createHttpInstancesClient({ baseUrl: simulator.url, apiKey: API_KEY });
};

describe('connection through the instances service (simulator)', () => {
  it('creates a pending instance with a QR code, then reads connected once the QR is scanned', async () => {
    useSimulator();
    const { token } = await ctx.createCustomer({ user_phone: '5511911110001' });
    expect((await call('GET', '/api/conexao/status', token)).json()).toEqual({ status: 'disconnected' });

    const created = await call('POST', '/api/conexao', token);
    expect(created.statusCode).toBe(200);
    expect(created.json().status).toBe('pending');
    expect(created.json().qr_code).toMatch(/^data:image\/png;base64,/);
    const instance = simulator.registry.get('5511911110001');
    expect(instance?.webhookUrl).toMatch(
      /^https:\/\/agente\.exemplo\.com\.br\/api\/webhooks\/instancias\/[\w-]{40,}$/,
    );
    expect((await call('GET', '/api/conexao/status', token)).json()).toEqual({ status: 'pending' });

    simulator.registry.connect('5511911110001');
    expect((await call('GET', '/api/conexao/status', token)).json()).toEqual({ status: 'connected' });
  });

  it('replaces the instance (and its webhook secret) on every new connection', async () => {
    useSimulator();
    const { token } = await ctx.createCustomer({ user_phone: '5511911110002' });
    await call('POST', '/api/conexao', token);
    const first = simulator.registry.get('5511911110002');
    simulator.registry.connect('5511911110002');
    await call('POST', '/api/conexao', token);
    const second = simulator.registry.get('5511911110002');
    expect(second?.status).toBe('pending');
    expect(second?.generation).toBeGreaterThan(first?.generation ?? 0);
    expect(second?.webhookUrl).not.toBe(first?.webhookUrl);
  });

  it('removes the instance of the number used before when the account changed its phone', async () => {
    useSimulator();
    const { user, token } = await ctx.createCustomer({ user_phone: '5511911110003' });
    await call('POST', '/api/conexao', token);
    await ctx.db
      .updateTable('users')
      .set({ user_phone: '5511911110004' })
      .where('id', '=', user.id)
      .execute();
    await call('POST', '/api/conexao', token);
    expect(simulator.registry.get('5511911110003')).toBeUndefined();
    expect(simulator.registry.get('5511911110004')?.status).toBe('pending');
  });

  it('disconnects', async () => {
    useSimulator();
    const { token } = await ctx.createCustomer({ user_phone: '5511911110005' });
    await call('POST', '/api/conexao', token);
    simulator.registry.connect('5511911110005');
    const removed = await call('DELETE', '/api/conexao', token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Dispositivo desconectado com sucesso.' });
    expect(simulator.registry.get('5511911110005')).toBeUndefined();
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

describe('instances service failures (spec 2 §8 messages)', () => {
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
