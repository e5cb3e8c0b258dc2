import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import QRCode from 'qrcode';
import { CONNECTION_API_KEY_HEADER, CONNECTION_TIMEOUT_MS } from '../../constants.ts';
import { InstanceRegistry } from './instanceRegistry.ts';
import { renderSimulatorPage } from './simulatorPage.ts';

export interface SimulatorOptions {
  /** The API key the simulator demands (the server's CONNECTION_API_KEY, generated when unset). */
  readonly apiKey: string;
  /** 0 picks a free port. */
  readonly port: number;
  /** AUTO_CONNECT_SECONDS: connect every new instance by itself after this delay (demos); null = wait for the button. */
  readonly autoConnectSeconds: number | null;
  readonly log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  readonly clock?: () => Date;
}

export interface RunningSimulator {
  /** http://127.0.0.1:{port} */
  readonly url: string;
  readonly registry: InstanceRegistry;
  close(): Promise<void>;
}

/** Largest request body the simulator reads (its API and page forms are small). */
const MAX_BODY_BYTES = 64 * 1_024;
const LOOPBACK = '127.0.0.1';
const INSTANCE_PATH = /^\/instances\/([^/]+)(\/status)?$/;
const PAGE_ACTION_PATH = /^\/painel\/instancias\/([^/]+)\/(ler|mensagens)$/;
/** What the QR code encodes: the instance's place on the simulator page. */
const INSTANCE_PAGE_PATH = /^\/painel\/instancias\/([^/]+)$/;

class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new RequestError(413, 'Corpo grande demais');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

function sameSecret(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function parseJsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new RequestError(400, 'JSON inválido');
}

/**
 * Embedded instances service: the same HTTP contract as the real one (spec 2 §7), on loopback, so the server's
 * HTTP adapter is always the code path. Instances stay pending until 'Simular leitura' on its page (or
 * AUTO_CONNECT_SECONDS); the page can also post a message event to the instance's webhook as a lead would.
 */
export async function startInstancesSimulator(options: SimulatorOptions): Promise<RunningSimulator> {
  const registry = new InstanceRegistry();
  const clock = options.clock ?? (() => new Date());
  const formToken = randomBytes(16).toString('hex');
  const timers = new Set<NodeJS.Timeout>();
  let url = '';

  async function createInstance(body: Record<string, unknown>) {
    const phone = typeof body.session_id === 'string' ? body.session_id.trim() : '';
    const webhookUrl = typeof body.webhook_url === 'string' ? body.webhook_url.trim() : '';
    if (!/^\d{8,15}$/.test(phone)) throw new RequestError(400, 'session_id deve ser o número com DDI e DDD');
    if (!/^https?:\/\//.test(webhookUrl)) throw new RequestError(400, 'webhook_url inválida');
    const qrText = `${url}/painel/instancias/${phone}`;
    const qrCode = await QRCode.toDataURL(qrText, { errorCorrectionLevel: 'M', margin: 2, width: 256 });
    const instance = registry.create({ phone, webhookUrl, qrText, qrCode, createdAt: clock() });
    if (options.autoConnectSeconds !== null) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (registry.connect(phone, instance.generation))
          options.log.info({ phone }, 'simulador: instância conectada');
      }, options.autoConnectSeconds * 1_000);
      timer.unref();
      timers.add(timer);
    }
    return { qr_code: instance.qrCode, status: instance.status };
  }

  async function handleApi(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    if (!sameSecret(request.headers[CONNECTION_API_KEY_HEADER] as string | undefined, options.apiKey)) {
      throw new RequestError(401, 'API key inválida');
    }
    if (request.method === 'POST' && path === '/instances') {
      sendJson(response, 201, await createInstance(parseJsonObject(await readBody(request))));
      return;
    }
    const match = INSTANCE_PATH.exec(path);
    const phone = match?.[1] ? decodeURIComponent(match[1]) : '';
    if (match && request.method === 'GET' && match[2]) {
      const instance = registry.get(phone);
      if (!instance) throw new RequestError(404, 'Instância não encontrada');
      sendJson(response, 200, { status: instance.status });
      return;
    }
    if (match && request.method === 'DELETE' && !match[2]) {
      if (!registry.remove(phone)) throw new RequestError(404, 'Instância não encontrada');
      sendJson(response, 200, { message: 'Instância removida' });
      return;
    }
    throw new RequestError(404, 'Rota não encontrada');
  }

  async function deliverAsLead(phone: string, form: URLSearchParams): Promise<string> {
    const instance = registry.get(phone);
    if (!instance) return 'Instância não encontrada.';
    if (instance.status !== 'connected') return 'Leia o QR Code antes de enviar mensagens.';
    const direction = form.get('direcao') === 'out' ? 'out' : 'in';
    const event = {
      phone: (form.get('telefone') ?? '').replace(/\D/g, ''),
      name: (form.get('nome') ?? '').trim(),
      direction,
      text: form.get('texto') ?? '',
      timestamp: clock().toISOString(),
    };
    try {
      const delivered = await fetch(instance.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(event),
        signal: AbortSignal.timeout(CONNECTION_TIMEOUT_MS),
      });
      const answer = (await delivered.json().catch(() => ({}))) as { result?: unknown; message?: unknown };
      const detail = typeof answer.result === 'string' ? answer.result : String(answer.message ?? '');
      return `Webhook respondeu ${delivered.status}${detail ? ` (${detail})` : ''}.`;
    } catch (error) {
      return `Falha ao entregar no webhook: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  async function handlePage(
    request: IncomingMessage,
    response: ServerResponse,
    requestUrl: URL,
  ): Promise<void> {
    if (request.method === 'GET' && requestUrl.pathname === '/') {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy':
          "default-src 'none'; img-src data:; style-src 'unsafe-inline'; form-action 'self'",
      });
      response.end(
        renderSimulatorPage({
          instances: registry.list(),
          formToken,
          notice: requestUrl.searchParams.get('aviso'),
          autoConnectSeconds: options.autoConnectSeconds,
        }),
      );
      return;
    }
    const instancePage = INSTANCE_PAGE_PATH.exec(requestUrl.pathname);
    if (request.method === 'GET' && instancePage?.[1]) {
      response.writeHead(303, { location: `/#instancia-${instancePage[1]}` });
      response.end();
      return;
    }
    const action = PAGE_ACTION_PATH.exec(requestUrl.pathname);
    if (request.method === 'POST' && action?.[1]) {
      const form = new URLSearchParams(await readBody(request));
      if (!sameSecret(form.get('token') ?? undefined, formToken))
        throw new RequestError(403, 'Formulário expirado');
      const phone = decodeURIComponent(action[1]);
      let notice: string;
      if (action[2] === 'ler') {
        notice = registry.connect(phone) ? `Instância ${phone} conectada.` : 'Instância não encontrada.';
      } else {
        notice = await deliverAsLead(phone, form);
      }
      response.writeHead(303, { location: `/?aviso=${encodeURIComponent(notice)}` });
      response.end();
      return;
    }
    throw new RequestError(404, 'Página não encontrada');
  }

  const server = createServer((request, response) => {
    const requestUrl = new URL(request.url ?? '/', url || 'http://127.0.0.1');
    const handler = requestUrl.pathname.startsWith('/instances')
      ? handleApi(request, response, requestUrl.pathname)
      : handlePage(request, response, requestUrl);
    handler.catch((error: unknown) => {
      const status = error instanceof RequestError ? error.status : 500;
      if (status === 500) options.log.error({ err: error }, 'simulador: erro inesperado');
      if (!response.headersSent)
        sendJson(response, status, { message: error instanceof Error ? error.message : 'Erro' });
      else response.end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, LOOPBACK, () => resolve());
  });
  url = `http://${LOOPBACK}:${(server.address() as AddressInfo).port}`;
  // A helper of the main server: it never keeps the process alive on its own.
  server.unref();

  return {
    url,
    registry,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
