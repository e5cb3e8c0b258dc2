// The benchmark's messaging-app service: the instances contract the server's HTTP adapter speaks (README,
// "Serviço de instâncias"), on loopback, connecting every instance at once and noting when each message the
// agent sends arrives, so the benchmark can time a lead's message to the agent's first reply.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedMessage {
  readonly to: string;
  readonly type: string;
  readonly text: string;
  /** performance.now() when it arrived. */
  readonly at: number;
}

export interface RecordingService {
  readonly url: string;
  readonly apiKey: string;
  /** The webhook each instance was created with, by instance name. */
  readonly webhooks: Map<string, string>;
  /** Every message the agent sent, by lead. */
  readonly received: Map<string, ReceivedMessage[]>;
  /** Resolves when the lead receives its next message (or at once if it already has `count`). */
  waitFor(lead: string, count: number): Promise<ReceivedMessage>;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>;
}

export async function startRecordingService(apiKey: string): Promise<RecordingService> {
  const webhooks = new Map<string, string>();
  const received = new Map<string, ReceivedMessage[]>();
  const waiters = new Map<string, { count: number; done: (message: ReceivedMessage) => void }>();
  let sequence = 0;
  const server = createServer((request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers['x-api-key'] !== apiKey) return reply(401, { message: 'chave inválida' });
    const path = request.url ?? '/';
    void (async () => {
      if (request.method === 'POST' && path === '/instances') {
        const body = await readJson(request);
        webhooks.set(String(body.session_id), String(body.webhook_url));
        return reply(201, { qr_code: 'data:image/png;base64,iVBORw0KGgo=', status: 'pending' });
      }
      if (request.method === 'GET' && path.endsWith('/status')) return reply(200, { status: 'connected' });
      if (request.method === 'POST' && path.endsWith('/messages')) {
        const body = await readJson(request);
        const message = {
          to: String(body.to),
          type: String(body.type),
          text: String(body.text ?? body.url ?? ''),
          at: performance.now(),
        };
        const list = received.get(message.to) ?? [];
        list.push(message);
        received.set(message.to, list);
        const waiter = waiters.get(message.to);
        if (waiter && list.length >= waiter.count) {
          waiters.delete(message.to);
          waiter.done(message);
        }
        sequence += 1;
        return reply(201, { message_id: `bench-${sequence}` });
      }
      if (request.method === 'DELETE') return reply(200, { message: 'Instância removida' });
      return reply(404, { message: 'Rota não encontrada' });
    })().catch((error: unknown) => reply(500, { message: String(error) }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    webhooks,
    received,
    waitFor: (lead, count) =>
      new Promise((done) => {
        const list = received.get(lead) ?? [];
        const reached = list[count - 1];
        if (reached) done(reached);
        else waiters.set(lead, { count, done });
      }),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
