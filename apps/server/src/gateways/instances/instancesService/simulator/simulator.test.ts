import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONNECTION_API_KEY_HEADER } from '../../../../constants.ts';
import { type RunningSimulator, startInstancesSimulator } from './simulatorServer.ts';

const API_KEY = 'chave-de-teste';
const log = { info: vi.fn(), error: vi.fn() };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A stand-in for our server's webhook route: records every event posted to it. */
async function startWebhookReceiver() {
  const events: unknown[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      events.push({ path: request.url, body: JSON.parse(body) });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ result: 'registrado' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { events, url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('instances simulator (same contract as the real service)', () => {
  let simulator: RunningSimulator;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  const api = (method: string, path: string, body?: unknown, key = API_KEY) =>
    fetch(`${simulator.url}${path}`, {
      method,
      headers: { [CONNECTION_API_KEY_HEADER]: key, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  const formToken = async () => {
    const html = await (await fetch(simulator.url)).text();
    return /name="token" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '';
  };

  const postForm = (path: string, fields: Record<string, string>) =>
    fetch(`${simulator.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });

  beforeAll(async () => {
    simulator = await startInstancesSimulator({
      apiKey: API_KEY,
      port: 0,
      autoConnectSeconds: null,
      mediaOrigin: 'https://agente.exemplo.com.br',
      log,
    });
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await simulator.close();
    await receiver.close();
  });

  it('listens on loopback only', () => {
    expect(simulator.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('refuses calls without the API key', async () => {
    const response = await api('GET', '/instances/5511988887777/status', undefined, 'errada');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'API key inválida' });
  });

  it('creates a pending instance with a real PNG QR code, connected only after "Simular leitura"', async () => {
    const created = await api('POST', '/instances', {
      session_id: '5511988887777',
      webhook_url: `${receiver.url}/api/webhooks/instancias/segredo-0123456789`,
      api_key: API_KEY,
    });
    expect(created.status).toBe(201);
    const body = (await created.json()) as { qr_code: string; status: string };
    expect(body.status).toBe('pending');
    expect(body.qr_code).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(body.qr_code.split(',')[1] ?? '', 'base64');
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);

    expect(await (await api('GET', '/instances/5511988887777/status')).json()).toEqual({ status: 'pending' });

    const page = await (await fetch(simulator.url)).text();
    expect(page).toContain('5511988887777');
    expect(page).toContain('Simular leitura');
    expect(page).toContain(body.qr_code);

    const forged = await postForm('/painel/instancias/5511988887777/ler', { token: 'forjado' });
    expect(forged.status).toBe(403);
    expect(await (await api('GET', '/instances/5511988887777/status')).json()).toEqual({ status: 'pending' });

    const read = await postForm('/painel/instancias/5511988887777/ler', { token: await formToken() });
    expect(read.status).toBe(303);
    expect(await (await api('GET', '/instances/5511988887777/status')).json()).toEqual({
      status: 'connected',
    });
  });

  it('sends a message "as a lead" to the instance webhook exactly as the real service would', async () => {
    const sent = await postForm('/painel/instancias/5511988887777/mensagens', {
      token: await formToken(),
      telefone: '(11) 91234-5678',
      nome: 'Ana Lima',
      direcao: 'in',
      texto: 'Quanto custa?',
    });
    expect(sent.status).toBe(303);
    expect(decodeURIComponent(sent.headers.get('location') ?? '')).toContain(
      'Webhook respondeu 200 (registrado)',
    );
    expect(receiver.events).toEqual([
      {
        path: '/api/webhooks/instancias/segredo-0123456789',
        body: {
          phone: '11912345678',
          name: 'Ana Lima',
          direction: 'in',
          text: 'Quanto custa?',
          timestamp: expect.any(String),
        },
      },
    ]);
  });

  it('sends, as a lead, a photo with a caption and a voice note, each with the address of a file it serves', async () => {
    receiver.events.length = 0;
    const token = await formToken();
    const lead = { token, telefone: '11955554444', nome: 'Bia', direcao: 'in' };
    await postForm('/painel/instancias/5511988887777/mensagens', {
      ...lead,
      anexo: 'foto',
      texto: 'quanto custa?',
    });
    await postForm('/painel/instancias/5511988887777/mensagens', { ...lead, anexo: 'audio', texto: '' });
    const empty = await postForm('/painel/instancias/5511988887777/mensagens', { ...lead, texto: ' ' });
    expect(decodeURIComponent(empty.headers.get('location') ?? '')).toContain(
      'Escreva a mensagem ou escolha um anexo.',
    );
    const bodies = receiver.events.map((event) => (event as { body: Record<string, unknown> }).body);
    expect(bodies).toEqual([
      expect.objectContaining({
        text: 'quanto custa?',
        media: {
          type: 'image',
          url: `${simulator.url}/demo/foto-do-produto.svg`,
          mime_type: 'image/svg+xml',
        },
      }),
      expect.objectContaining({
        text: '',
        media: { type: 'audio', url: `${simulator.url}/demo/mensagem-de-voz.wav`, mime_type: 'audio/wav' },
      }),
    ]);
    const voice = await fetch(`${simulator.url}/demo/mensagem-de-voz.wav`);
    expect(voice.headers.get('content-type')).toBe('audio/wav');
    expect(
      Buffer.from(await voice.arrayBuffer())
        .subarray(0, 4)
        .toString('ascii'),
    ).toBe('RIFF');
    const page = await (await fetch(simulator.url)).text();
    expect(page).toContain(
      `<audio controls preload="metadata" src="${simulator.url}/demo/mensagem-de-voz.wav">`,
    );
    expect(page).toContain('alt="quanto custa?"');
  });

  it("accepts sends from the product and shows each lead's chat with its media", async () => {
    const media = 'https://agente.exemplo.com.br/uploads/midias';
    const sends = [
      { to: '11912345678', type: 'text', text: 'Custa R$ 97,00 <à vista>' },
      { to: '11912345678', type: 'image', url: `${media}/foto.png`, caption: 'Nosso produto' },
      { to: '11912345678', type: 'audio', url: `${media}/explicacao.ogg` },
      { to: '11912345678', type: 'video', url: `${media}/demo.mp4` },
      { to: '11912345678', type: 'document', url: `${media}/catalogo.pdf`, file_name: 'Catálogo.pdf' },
    ];
    const before = (await (await fetch(`${simulator.url}/painel/revisao`)).json()) as { revision: number };
    const ids: string[] = [];
    for (const body of sends) {
      const response = await api('POST', '/instances/5511988887777/messages', body);
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { message_id: string }).message_id);
    }
    expect(new Set(ids).size).toBe(sends.length);
    const after = (await (await fetch(`${simulator.url}/painel/revisao`)).json()) as { revision: number };
    expect(after.revision).not.toBe(before.revision);

    const page = await fetch(simulator.url);
    const html = await page.text();
    const chat = html.slice(html.indexOf('<article class="chat"'), html.indexOf('</article>'));
    // The lead's earlier message, then the product's, in order, on their own sides.
    expect(chat.indexOf('<li class="bolha lead"><p>Quanto custa?</p>')).toBeGreaterThan(-1);
    expect(chat).toContain('Ana Lima');
    expect(chat).toContain('<li class="bolha conta"><p>Custa R$ 97,00 &#60;à vista&#62;</p>');
    expect(chat).toContain(`<img src="${media}/foto.png" alt="Nosso produto"><p>Nosso produto</p>`);
    expect(chat).toContain(`<audio controls preload="metadata" src="${media}/explicacao.ogg">`);
    expect(chat).toContain(`<video controls preload="metadata" src="${media}/demo.mp4">`);
    expect(chat).toMatch(new RegExp(`<a href="${media}/catalogo.pdf"[^>]*>📄 Catálogo.pdf</a>`));
    expect(chat.indexOf('Quanto custa?')).toBeLessThan(chat.indexOf('Custa R$ 97,00'));

    // The page may load media from the product only, and runs no script but its own.
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("media-src 'self' https://agente.exemplo.com.br");
    expect(csp).toContain("img-src data: 'self' https://agente.exemplo.com.br");
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toContain("fetch('/painel/revisao'");
  });

  it('refuses a send to a missing or unconnected instance, or a malformed one, recording nothing', async () => {
    const text = { to: '11912345678', type: 'text', text: 'Oi' };
    const missing = await api('POST', '/instances/5511900000000/messages', text);
    expect(missing.status).toBe(404);
    await api('POST', '/instances', { session_id: '5511955554444', webhook_url: `${receiver.url}/w` });
    const pending = await api('POST', '/instances/5511955554444/messages', text);
    expect(pending.status).toBe(409);
    expect(await pending.json()).toEqual({ message: 'Instância não conectada' });
    for (const body of [
      { type: 'text', text: 'Oi' },
      { to: '11912345678', type: 'text', text: '  ' },
      { to: '11912345678', type: 'sticker', url: 'https://x.test/a.webp' },
      { to: '11912345678', type: 'image', url: 'javascript:alert(1)' },
    ]) {
      expect((await api('POST', '/instances/5511988887777/messages', body)).status).toBe(400);
    }
    expect(simulator.registry.get('5511955554444')?.chats.list()).toEqual([]);
    expect(simulator.registry.get('5511988887777')?.chats.get('11912345678')?.entries).toHaveLength(6);
    await api('DELETE', '/instances/5511955554444');
  });

  it('deletes an instance (status then answers 404, a second delete too)', async () => {
    expect((await api('DELETE', '/instances/5511988887777')).status).toBe(200);
    expect((await api('GET', '/instances/5511988887777/status')).status).toBe(404);
    expect((await api('DELETE', '/instances/5511988887777')).status).toBe(404);
  });

  it('rejects a malformed creation', async () => {
    expect((await api('POST', '/instances', { session_id: 'abc', webhook_url: 'x' })).status).toBe(400);
    const raw = await fetch(`${simulator.url}/instances`, {
      method: 'POST',
      headers: { [CONNECTION_API_KEY_HEADER]: API_KEY },
      body: '{não é json',
    });
    expect(raw.status).toBe(400);
  });
});

describe('instances simulator with AUTO_CONNECT_SECONDS', () => {
  it('connects a new instance by itself after the delay', async () => {
    const simulator = await startInstancesSimulator({
      apiKey: API_KEY,
      port: 0,
      autoConnectSeconds: 0.05,
      log,
    });
    try {
      const headers = { [CONNECTION_API_KEY_HEADER]: API_KEY, 'content-type': 'application/json' };
      await fetch(`${simulator.url}/instances`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ session_id: '5511911112222', webhook_url: 'http://127.0.0.1:9/x' }),
      });
      const status = async () =>
        (await (await fetch(`${simulator.url}/instances/5511911112222/status`, { headers })).json()) as {
          status: string;
        };
      expect(await status()).toEqual({ status: 'pending' });
      await vi.waitFor(async () => expect(await status()).toEqual({ status: 'connected' }), {
        timeout: 2_000,
      });
    } finally {
      await simulator.close();
    }
  });
});
