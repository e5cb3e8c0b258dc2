import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { InstancesServiceError, toConnectionState } from '../instancesClient.ts';
import { createHttpInstancesClient, messageBody } from './httpInstancesClient.ts';
import { type RunningSimulator, startInstancesSimulator } from './simulator/simulatorServer.ts';

const API_KEY = 'chave';
const ACCOUNT = { userId: 7, phone: '5511977776666' };
const log = { info: vi.fn(), error: vi.fn() };

async function failure(promise: Promise<unknown>): Promise<InstancesServiceError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InstancesServiceError);
  return error as InstancesServiceError;
}

describe('HTTP instances client against the simulator', () => {
  let simulator: RunningSimulator;
  beforeAll(async () => {
    simulator = await startInstancesSimulator({ apiKey: API_KEY, port: 0, autoConnectSeconds: null, log });
  });
  afterAll(() => simulator.close());

  it('goes through the whole life of an instance', async () => {
    const client = createHttpInstancesClient({ baseUrl: `${simulator.url}/`, apiKey: API_KEY });
    expect(await client.status(ACCOUNT)).toBe('disconnected');
    const qr = await client.create({
      ...ACCOUNT,
      webhookUrl: 'http://127.0.0.1:3000/api/webhooks/x',
    });
    expect(qr.status).toBe('pending');
    expect(qr.qr_code).toMatch(/^data:image\/png;base64,/);
    expect(simulator.registry.get('conta-7')?.phone).toBe('5511977776666');
    expect(simulator.registry.get('conta-7')?.webhookUrl).toBe('http://127.0.0.1:3000/api/webhooks/x');
    expect(await client.status(ACCOUNT)).toBe('pending');
    simulator.registry.connect('conta-7');
    expect(await client.status(ACCOUNT)).toBe('connected');

    const text = await client.send(ACCOUNT, { kind: 'text', to: '11912345678', text: 'Olá!' });
    const pdf = await client.send(ACCOUNT, {
      kind: 'media',
      to: '11912345678',
      mediaType: 'pdf',
      url: 'https://agente.test/uploads/midias/a.pdf',
      fileName: 'Proposta.pdf',
    });
    expect(text.providerMessageId).toMatch(/\S/);
    expect(pdf.providerMessageId).not.toBe(text.providerMessageId);
    expect(simulator.registry.get('conta-7')?.chats.get('11912345678')?.entries).toMatchObject([
      { from: 'account', content: { kind: 'text', text: 'Olá!' } },
      {
        from: 'account',
        content: {
          kind: 'media',
          type: 'document',
          url: 'https://agente.test/uploads/midias/a.pdf',
          fileName: 'Proposta.pdf',
        },
      },
    ]);

    await client.remove(ACCOUNT);
    expect(await client.status(ACCOUNT)).toBe('disconnected');
    await expect(client.remove(ACCOUNT)).resolves.toBeUndefined();
    // A send through a deleted instance fails with the service's answer, never silently.
    expect(
      await failure(client.send(ACCOUNT, { kind: 'text', to: '11912345678', text: 'Oi' })),
    ).toMatchObject({ kind: 'api', status: 404, message: 'Instância não encontrada' });
  });

  it('reports a wrong key as the service error with its status and message', async () => {
    const client = createHttpInstancesClient({ baseUrl: simulator.url, apiKey: 'errada' });
    const error = await failure(client.create({ ...ACCOUNT, webhookUrl: 'http://x.test/w' }));
    expect(error).toMatchObject({ kind: 'api', status: 401, message: 'API key inválida' });
  });
});

describe('HTTP instances client failures', () => {
  let server: Server;
  let baseUrl = '';
  let respond: (response: ServerResponse) => void = () => {};
  beforeAll(async () => {
    server = createServer((_request, response) => respond(response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('gives up after the timeout instead of hanging', async () => {
    respond = () => {};
    const client = createHttpInstancesClient({ baseUrl, apiKey: API_KEY, timeoutMs: 100 });
    const started = Date.now();
    expect((await failure(client.status(ACCOUNT))).kind).toBe('network');
    const send = client.send(ACCOUNT, { kind: 'text', to: '11912345678', text: 'Oi' });
    expect((await failure(send)).kind).toBe('network');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('does not count against the service the time our own process was too busy to run', async () => {
    respond = (response) => {
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message_id: 'wamid-1' }));
    };
    const client = createHttpInstancesClient({ baseUrl, apiKey: API_KEY, timeoutMs: 200 });
    const send = client.send(ACCOUNT, { kind: 'text', to: '11912345678', text: 'Oi' });
    // The event loop held for three times the deadline before the request could even leave.
    const blockedUntil = performance.now() + 600;
    while (performance.now() < blockedUntil) {}
    expect(await send).toEqual({ providerMessageId: 'wamid-1' });
  });

  it('maps an unreachable service to a network failure', async () => {
    const client = createHttpInstancesClient({ baseUrl: 'http://127.0.0.1:9', apiKey: API_KEY });
    expect((await failure(client.remove(ACCOUNT))).kind).toBe('network');
  });

  it('keeps the service message of an error answer, or its status text', async () => {
    const client = createHttpInstancesClient({ baseUrl, apiKey: API_KEY });
    respond = (response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: 'Sessão travada' }));
    };
    expect(await failure(client.status(ACCOUNT))).toMatchObject({
      kind: 'api',
      status: 500,
      message: 'Sessão travada',
    });
    respond = (response) => {
      response.writeHead(503);
      response.end('');
    };
    expect(await failure(client.remove(ACCOUNT))).toMatchObject({
      kind: 'api',
      status: 503,
      message: 'Service Unavailable',
    });
  });

  it('reports a creation without QR code', async () => {
    respond = (response) => {
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: 'pending' }));
    };
    const client = createHttpInstancesClient({ baseUrl, apiKey: API_KEY });
    expect((await failure(client.create({ ...ACCOUNT, webhookUrl: 'http://x.test/w' }))).kind).toBe('no_qr');
  });
});

describe('messageBody', () => {
  it.each([
    [
      { kind: 'text', to: '5511912345678', text: 'Oi' },
      { to: '5511912345678', type: 'text', text: 'Oi' },
    ],
    [
      {
        kind: 'media',
        to: '5511912345678',
        mediaType: 'imagem',
        url: 'https://a.test/f.png',
        caption: 'Foto',
      },
      { to: '5511912345678', type: 'image', url: 'https://a.test/f.png', caption: 'Foto' },
    ],
    [
      { kind: 'media', to: '5511912345678', mediaType: 'audio', url: 'https://a.test/f.ogg' },
      { to: '5511912345678', type: 'audio', url: 'https://a.test/f.ogg' },
    ],
    [
      {
        kind: 'media',
        to: '5511912345678',
        mediaType: 'pdf',
        url: 'https://a.test/f.pdf',
        fileName: 'F.pdf',
      },
      { to: '5511912345678', type: 'document', url: 'https://a.test/f.pdf', file_name: 'F.pdf' },
    ],
  ] as const)('%o', (message, body) => {
    expect(messageBody(message)).toEqual(body);
  });
});

describe('toConnectionState', () => {
  it.each([
    ['connected', 'connected'],
    ['open', 'connected'],
    ['PENDING', 'pending'],
    ['connecting', 'pending'],
    ['close', 'disconnected'],
    ['disconnected', 'disconnected'],
    ['banido', 'other'],
    [undefined, 'other'],
  ])('%s → %s', (input, expected) => {
    expect(toConnectionState(input)).toBe(expected);
  });
});
