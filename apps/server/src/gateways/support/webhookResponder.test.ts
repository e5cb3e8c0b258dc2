import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeReplies } from './normalizeReplies.ts';
import { SupportUnavailableError } from './responder.ts';
import { createWebhookResponder } from './webhookResponder.ts';

const payload = {
  message: 'Como conecto?',
  user_id: 31,
  session_id: 's-1',
  user_name: 'Maria',
  user_phone: '5511988887777',
  timestamp: '2026-05-01T12:00:00.000Z',
};

type Behaviour = (request: IncomingMessage, body: string, response: ServerResponse) => void;

describe('support webhook responder', () => {
  let server: Server;
  let baseUrl = '';
  let behaviour: Behaviour = () => {};

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on('end', () => behaviour(request, body, response));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  it('posts the spec payload as JSON and turns a single object into a one-item array', async () => {
    let received: unknown;
    behaviour = (request, body, response) => {
      received = { method: request.method, type: request.headers['content-type'], body: JSON.parse(body) };
      json(response, 200, { resposta: 'Vá em Conectar WhatsApp.', user_id: 31, session_id: 's-1', extra: 1 });
    };
    const replies = await createWebhookResponder(`${baseUrl}/suporte`).reply(payload);
    expect(received).toEqual({ method: 'POST', type: 'application/json', body: payload });
    expect(replies).toEqual([{ resposta: 'Vá em Conectar WhatsApp.', user_id: 31, session_id: 's-1' }]);
  });

  it('keeps several replies in order', async () => {
    behaviour = (_request, _body, response) =>
      json(response, 200, [{ resposta: 'Um' }, { resposta: 'Dois' }]);
    const replies = await createWebhookResponder(baseUrl).reply(payload);
    expect(replies.map((reply) => reply.resposta)).toEqual(['Um', 'Dois']);
  });

  it('fails as "timeout" when the automation does not answer in time', async () => {
    behaviour = () => {};
    const error = await createWebhookResponder(baseUrl, 100)
      .reply(payload)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SupportUnavailableError);
    expect((error as SupportUnavailableError).reason).toBe('timeout');
  });

  it('fails as "failed" on an HTTP error, on a body that is not JSON and on replies without text', async () => {
    const cases: Behaviour[] = [
      (_q, _b, response) => json(response, 500, { resposta: 'erro' }),
      (_q, _b, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<html>ok</html>');
      },
      (_q, _b, response) => json(response, 200, [{ output: 'sem resposta' }]),
    ];
    for (const current of cases) {
      behaviour = current;
      const error = await createWebhookResponder(baseUrl)
        .reply(payload)
        .catch((e: unknown) => e);
      expect((error as SupportUnavailableError).reason).toBe('failed');
    }
  });

  it('fails as "failed" when nothing listens at the address', async () => {
    const error = await createWebhookResponder('http://127.0.0.1:9/')
      .reply(payload)
      .catch((e: unknown) => e);
    expect((error as SupportUnavailableError).reason).toBe('failed');
  });
});

describe('normalizeReplies', () => {
  it('keeps only items with text and only the fields the panel reads', () => {
    expect(
      normalizeReplies([
        { resposta: 'ok', user_id: '31', session_id: 's', x: 1 },
        { resposta: '  ' },
        null,
        'texto',
      ]),
    ).toEqual([{ resposta: 'ok', user_id: '31', session_id: 's' }]);
    expect(normalizeReplies({ resposta: 'um' })).toEqual([{ resposta: 'um' }]);
    expect(normalizeReplies(null)).toEqual([]);
  });
});
