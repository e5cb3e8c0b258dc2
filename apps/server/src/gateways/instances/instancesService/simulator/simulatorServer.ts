import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { LEAD_PHONE_DIGITS_MAX, LEAD_PHONE_DIGITS_MIN } from '@agente/rules';
import type { FastifyBaseLogger } from 'fastify';
import QRCode from 'qrcode';
import {
  CONNECTION_API_KEY_HEADER,
  CONNECTION_TIMEOUT_MS,
  SIMULATOR_REFRESH_MS,
} from '../../../../constants.ts';
import { LOOPBACK, listenOnLoopback, sameSecret } from '../../../../http/loopbackServer.ts';
import { type ChatContent, WIRE_MEDIA_TYPES, type WireMediaType } from './chatLog.ts';
import { DEMO_FILES, isDemoAttachment } from './demoMedia.ts';
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
  /** Origin the product serves its media from (PUBLIC_URL): the page shows sent images, audio and video from it. */
  readonly mediaOrigin?: string;
}

export interface RunningSimulator {
  /** http://127.0.0.1:{port} */
  readonly url: string;
  readonly registry: InstanceRegistry;
  close(): Promise<void>;
}

/** Largest request body the simulator reads (its API and page forms are small). */
const MAX_BODY_BYTES = 64 * 1_024;
const INSTANCE_PATH = /^\/instances\/([^/]+)(\/status|\/messages)?$/;
const LEAD_NUMBER = new RegExp(`^\\d{${LEAD_PHONE_DIGITS_MIN},${LEAD_PHONE_DIGITS_MAX}}$`);
const INSTANCE_NAME = /^[\w-]{1,64}$/;
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

const optionalText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The body of POST /instances/{name}/messages as chat content, or the reason it is refused. */
function readOutgoing(body: Record<string, unknown>): { to: string; content: ChatContent } {
  const to = typeof body.to === 'string' ? body.to.trim() : '';
  if (!LEAD_NUMBER.test(to)) throw new RequestError(400, 'to deve ser o número do lead, só dígitos');
  if (body.type === 'text') {
    const text = optionalText(body.text);
    if (!text) throw new RequestError(400, 'text é obrigatório');
    return { to, content: { kind: 'text', text } };
  }
  if (!WIRE_MEDIA_TYPES.includes(body.type as WireMediaType)) {
    throw new RequestError(400, `type deve ser text, ${WIRE_MEDIA_TYPES.join(', ')}`);
  }
  const url = optionalText(body.url);
  if (!url || !/^https?:\/\//.test(url)) throw new RequestError(400, 'url deve ser um endereço http(s)');
  const caption = optionalText(body.caption);
  const fileName = optionalText(body.file_name);
  return {
    to,
    content: {
      kind: 'media',
      type: body.type as WireMediaType,
      url,
      ...(caption ? { caption } : {}),
      ...(fileName ? { fileName } : {}),
    },
  };
}

/**
 * Embedded instances service: the same HTTP contract as the real one (README), on loopback, so the server's
 * HTTP adapter is always the code path. Instances stay pending until 'Simular leitura' on its page (or
 * AUTO_CONNECT_SECONDS); the page can also post a message event to the instance's webhook as a lead would.
 */
export async function startInstancesSimulator(options: SimulatorOptions): Promise<RunningSimulator> {
  const registry = new InstanceRegistry();
  const clock = options.clock ?? (() => new Date());
  const formToken = randomBytes(16).toString('hex');
  const timers = new Set<NodeJS.Timeout>();
  let url = '';
  // Sent media come from the product's address; without it, any web address the product names.
  const mediaSources = options.mediaOrigin ?? 'http: https:';
  let messageCount = 0;
  const nextMessageId = () => {
    messageCount += 1;
    return `sim-${messageCount}`;
  };

  async function createInstance(body: Record<string, unknown>) {
    const name = typeof body.session_id === 'string' ? body.session_id.trim() : '';
    const phone = typeof body.phone === 'string' ? body.phone.trim() : undefined;
    const webhookUrl = typeof body.webhook_url === 'string' ? body.webhook_url.trim() : '';
    if (!INSTANCE_NAME.test(name))
      throw new RequestError(400, 'session_id deve ter de 1 a 64 letras, dígitos, - ou _');
    if (phone !== undefined && !LEAD_NUMBER.test(phone))
      throw new RequestError(400, 'phone deve ter só dígitos');
    if (!/^https?:\/\//.test(webhookUrl)) throw new RequestError(400, 'webhook_url inválida');
    const qrText = `${url}/painel/instancias/${name}`;
    const qrCode = await QRCode.toDataURL(qrText, { errorCorrectionLevel: 'M', margin: 2, width: 256 });
    const instance = registry.create({ name, phone, webhookUrl, qrText, qrCode, createdAt: clock() });
    if (options.autoConnectSeconds !== null) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (registry.connect(name, instance.generation))
          options.log.info({ name }, 'simulador: instância conectada');
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
    const name = match?.[1] ? decodeURIComponent(match[1]) : '';
    if (match && request.method === 'GET' && match[2] === '/status') {
      const instance = registry.get(name);
      if (!instance) throw new RequestError(404, 'Instância não encontrada');
      sendJson(response, 200, { status: instance.status });
      return;
    }
    if (match && request.method === 'POST' && match[2] === '/messages') {
      const outgoing = readOutgoing(parseJsonObject(await readBody(request)));
      const instance = registry.get(name);
      if (!instance) throw new RequestError(404, 'Instância não encontrada');
      if (instance.status !== 'connected') throw new RequestError(409, 'Instância não conectada');
      const id = nextMessageId();
      instance.chats.add(outgoing.to, { id, from: 'account', at: clock(), content: outgoing.content });
      registry.touch();
      sendJson(response, 201, { message_id: id });
      return;
    }
    if (match && request.method === 'DELETE' && !match[2]) {
      if (!registry.remove(name)) throw new RequestError(404, 'Instância não encontrada');
      sendJson(response, 200, { message: 'Instância removida' });
      return;
    }
    throw new RequestError(404, 'Rota não encontrada');
  }

  async function deliverAsLead(nameOrPhone: string, form: URLSearchParams): Promise<string> {
    const instance = registry.find(nameOrPhone);
    if (!instance) return 'Instância não encontrada.';
    if (instance.status !== 'connected') return 'Leia o QR Code antes de enviar mensagens.';
    const direction = form.get('direcao') === 'out' ? 'out' : 'in';
    const attachment = form.get('anexo');
    const file = isDemoAttachment(attachment) ? DEMO_FILES[attachment] : undefined;
    const text = form.get('texto') ?? '';
    if (!file && text.trim() === '') return 'Escreva a mensagem ou escolha um anexo.';
    const event = {
      phone: (form.get('telefone') ?? '').replace(/\D/g, ''),
      name: (form.get('nome') ?? '').trim(),
      direction,
      text,
      timestamp: clock().toISOString(),
      ...(file
        ? { media: { type: file.wireType, url: `${url}${file.path}`, mime_type: file.mimeType } }
        : {}),
    };
    if (LEAD_NUMBER.test(event.phone)) {
      const from = direction === 'in' ? 'lead' : 'account';
      const content: ChatContent = file
        ? {
            kind: 'media',
            type: file.wireType,
            url: `${url}${file.path}`,
            ...(text.trim() ? { caption: text.trim() } : {}),
          }
        : { kind: 'text', text };
      instance.chats.add(event.phone, { id: nextMessageId(), from, at: clock(), content }, event.name);
      registry.touch();
    }
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
      const scriptNonce = randomBytes(16).toString('base64');
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': [
          "default-src 'none'",
          `img-src data: 'self' ${mediaSources}`,
          `media-src 'self' ${mediaSources}`,
          "style-src 'unsafe-inline'",
          `script-src 'nonce-${scriptNonce}'`,
          "connect-src 'self'",
          "form-action 'self'",
        ].join('; '),
      });
      response.end(
        renderSimulatorPage({
          instances: registry.list(),
          formToken,
          notice: requestUrl.searchParams.get('aviso'),
          autoConnectSeconds: options.autoConnectSeconds,
          revision: registry.revision,
          scriptNonce,
          refreshMs: SIMULATOR_REFRESH_MS,
        }),
      );
      return;
    }
    const demoFile = Object.values(DEMO_FILES).find((file) => file.path === requestUrl.pathname);
    if (request.method === 'GET' && demoFile) {
      response.writeHead(200, {
        'content-type': demoFile.mimeType,
        'content-length': demoFile.body.length,
        'cache-control': 'public, max-age=86400',
      });
      response.end(demoFile.body);
      return;
    }
    if (request.method === 'GET' && requestUrl.pathname === '/painel/revisao') {
      sendJson(response, 200, { revision: registry.revision });
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
      const key = decodeURIComponent(action[1]);
      let notice: string;
      if (action[2] === 'ler') {
        // Named by its number, as the person holding the phone knows it.
        notice = registry.connect(key)
          ? `Instância ${registry.find(key)?.phone ?? key} conectada.`
          : 'Instância não encontrada.';
      } else {
        notice = await deliverAsLead(key, form);
      }
      const anchor = `#instancia-${encodeURIComponent(registry.find(key)?.name ?? key)}`;
      response.writeHead(303, { location: `/?aviso=${encodeURIComponent(notice)}${anchor}` });
      response.end();
      return;
    }
    throw new RequestError(404, 'Página não encontrada');
  }

  const server = createServer((request, response) => {
    const requestUrl = new URL(request.url ?? '/', url || `http://${LOOPBACK}`);
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

  url = await listenOnLoopback(server, options.port);

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
