import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connectionUpdate, type Envelope } from './evolutionPayloads.ts';

/**
 * Evolution API v2 (2.3.6) on 127.0.0.1, answering the requests the adapter makes with the shapes the real
 * server gives: success bodies, and errors as `{status, error, response: {message}}`. Server tests hold the fake
 * in their own process; the browser journey drives the one scripts/test-e2e.ts starts through its control routes
 * (FAKE_CONTROL_PREFIX), which no real gateway has.
 */
export interface FakeInstance {
  readonly name: string;
  readonly number: string | undefined;
  readonly webhook: { url: string; byEvents: boolean; events: string[] };
  state: 'connecting' | 'open' | 'close';
}

export interface SentRequest {
  readonly instance: string;
  readonly path: string;
  readonly body: Record<string, unknown>;
}

const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==';

const problem = (status: number, error: string, message: string | string[]) => ({
  status,
  body: { status, error, response: { message } },
});

/** What the product answered to one webhook post. */
export interface WebhookAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** How the fake reaches an instance's webhook (default: an HTTP POST; server tests inject into the app). */
export type WebhookDelivery = (url: string, envelope: Envelope) => Promise<WebhookAnswer | undefined>;

const postJson: WebhookDelivery = async (url, envelope) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(envelope),
  });
  return { status: response.status, body: await response.json().catch(() => undefined) };
};

/**
 * Routes of the fake alone, for a test in another process: `GET {prefix}/record` answers the instances, the
 * messages sent and the calls made; `POST {prefix}/instances/{name}/open` is the phone scanning the QR code;
 * `POST {prefix}/instances/{name}/events` posts the envelope in the body to the instance's webhook. Both POSTs
 * answer what the product answered.
 */
export const FAKE_CONTROL_PREFIX = '/_fake';

/** The body of `GET {FAKE_CONTROL_PREFIX}/record`. */
export interface FakeRecord {
  readonly instances: FakeInstance[];
  readonly sent: SentRequest[];
  readonly calls: string[];
}

/**
 * Failure modes a test switches on: the gateway does the work but answers only once the caller has stopped
 * waiting, answers 5xx, or drops every connection.
 */
export interface FakeTrouble {
  answersAfterCallerGivesUp: boolean;
  status: number | undefined;
  down: boolean;
}

export async function startEvolutionFake(apiKey: string, deliver: WebhookDelivery = postJson) {
  const instances = new Map<string, FakeInstance>();
  const sent: SentRequest[] = [];
  const calls: string[] = [];
  const trouble: FakeTrouble = {
    answersAfterCallerGivesUp: false,
    status: undefined,
    down: false,
  };

  async function route(method: string, path: string, body: Record<string, unknown>) {
    if (method === 'POST' && path === '/instance/create') {
      const name = typeof body.instanceName === 'string' ? body.instanceName : '';
      if (!name || body.integration !== 'WHATSAPP-BAILEYS') {
        return problem(400, 'Bad Request', ['instanceName and integration are required']);
      }
      if (instances.has(name)) return problem(403, 'Forbidden', [`This name "${name}" is already in use.`]);
      const webhook = body.webhook as FakeInstance['webhook'];
      const number = typeof body.number === 'string' ? body.number : undefined;
      instances.set(name, { name, number, webhook, state: 'connecting' });
      return {
        status: 201,
        body: {
          instance: {
            instanceName: name,
            instanceId: randomBytes(8).toString('hex'),
            integration: body.integration,
            status: 'connecting',
          },
          hash: randomBytes(8).toString('hex'),
          webhook: { webhookUrl: webhook?.url, webhookByEvents: webhook?.byEvents, webhookBase64: false },
          qrcode:
            body.qrcode === true
              ? { pairingCode: null, code: '2@fake', base64: PNG_DATA_URL, count: 1 }
              : undefined,
        },
      };
    }
    const match = /^\/(instance|message)\/(\w+)\/([^/]+)$/.exec(path);
    const name = match?.[3] ? decodeURIComponent(match[3]) : '';
    const instance = instances.get(name);
    if (!match) return problem(404, 'Not Found', 'Cannot find route');
    if (!instance) return problem(404, 'Not Found', [`The "${name}" instance does not exist`]);
    const action = `${method} ${match[1]}/${match[2]}`;
    switch (action) {
      case 'GET instance/connectionState':
        return { status: 200, body: { instance: { instanceName: name, state: instance.state } } };
      case 'DELETE instance/logout':
        if (instance.state !== 'open')
          return problem(400, 'Bad Request', [`The "${name}" instance is not connected`]);
        instance.state = 'close';
        return {
          status: 200,
          body: { status: 'SUCCESS', error: false, response: { message: 'Instance logged out' } },
        };
      case 'DELETE instance/delete':
        instances.delete(name);
        return {
          status: 200,
          body: { status: 'SUCCESS', error: false, response: { message: 'Instance deleted' } },
        };
      case 'POST message/sendText':
      case 'POST message/sendMedia':
      case 'POST message/sendWhatsAppAudio': {
        if (instance.state !== 'open') return problem(400, 'Bad Request', ['Connection Closed']);
        sent.push({ instance: name, path: match[2] ?? '', body });
        const id = `3EB0${randomBytes(8).toString('hex').toUpperCase()}`;
        return {
          status: 201,
          body: {
            key: { remoteJid: `${String(body.number)}@s.whatsapp.net`, fromMe: true, id },
            messageTimestamp: Math.floor(Date.now() / 1_000),
            status: 'PENDING',
          },
        };
      }
      default:
        return problem(404, 'Not Found', 'Cannot find route');
    }
  }

  const emit = (name: string, envelope: Envelope) => {
    const instance = instances.get(name);
    if (!instance) throw new Error(`no instance ${name}`);
    return deliver(instance.webhook.url, envelope);
  };
  /** The phone scans the QR code: the instance's own number unless `scannedBy` says which phone did. */
  const open = async (name: string, scannedBy?: string) => {
    const instance = instances.get(name);
    if (!instance) return undefined;
    instance.state = 'open';
    return deliver(instance.webhook.url, connectionUpdate(name, 'open', scannedBy ?? instance.number));
  };

  async function control(method: string, path: string, text: string) {
    if (method === 'GET' && path === '/record') {
      return { status: 200, body: { instances: [...instances.values()], sent, calls } satisfies FakeRecord };
    }
    const match = /^\/instances\/([^/]+)\/(open|events)$/.exec(path);
    const name = decodeURIComponent(match?.[1] ?? '');
    if (method !== 'POST' || !match) return { status: 404, body: { error: 'no such control route' } };
    if (!instances.has(name)) return { status: 404, body: { error: `no instance ${name}` } };
    const answer = match[2] === 'open' ? await open(name) : await emit(name, JSON.parse(text) as Envelope);
    return { status: 200, body: answer };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let text = '';
    for await (const chunk of request) text += (chunk as Buffer).toString();
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (path.startsWith(`${FAKE_CONTROL_PREFIX}/`)) {
      const answer = await control(request.method ?? 'GET', path.slice(FAKE_CONTROL_PREFIX.length), text);
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
      return;
    }
    calls.push(`${request.method} ${path}`);
    if (trouble.down) {
      request.socket.destroy();
      return;
    }
    const answer =
      request.headers.apikey !== apiKey
        ? problem(401, 'Unauthorized', 'Unauthorized')
        : trouble.status !== undefined
          ? problem(trouble.status, 'Internal Server Error', 'Connection Failure')
          : await route(
              request.method ?? 'GET',
              path,
              text ? (JSON.parse(text) as Record<string, unknown>) : {},
            );
    // A slow gateway has done the work already when its answer finally leaves. The caller's deadline counts only
    // the time its process was awake, so no fixed delay is sure to outlast it on a loaded machine: this answer
    // waits for the caller to hang up instead.
    if (trouble.answersAfterCallerGivesUp && !response.destroyed) {
      await new Promise((resolve) => response.once('close', resolve));
    }
    if (response.destroyed) return;
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    instances,
    sent,
    calls,
    trouble,
    /** Posts an event to the instance's webhook, as the gateway does; answers what the product answered. */
    emit,
    /** The phone scans the QR code: the session opens and the gateway reports it. */
    open,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
