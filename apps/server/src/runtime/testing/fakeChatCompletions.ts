import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly path: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: Record<string, unknown>;
}

export type Script = (request: RecordedRequest, response: ServerResponse) => void;

/**
 * An OpenAI-compatible chat-completions server on 127.0.0.1 for tests: each case scripts the answer and reads
 * back the requests it received.
 */
export async function startFakeChatCompletions() {
  let script: Script = (_, response) => response.writeHead(500).end();
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded = {
        path: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
      };
      requests.push(recorded);
      script(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answer(next: Script) {
      script = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** One tool call as the API sends it (arguments as the raw string). */
export interface FakeToolCall {
  readonly tool: string;
  readonly arguments?: string;
}

/**
 * A chat-completions answer with an optional tool call (arguments given as the raw string the API sends), or
 * several in `calls`, in order.
 */
export function completion(options: {
  content?: string | null;
  tool?: string;
  arguments?: string;
  calls?: readonly FakeToolCall[];
}) {
  const calls: FakeToolCall[] = [
    ...(options.tool ? [{ tool: options.tool, arguments: options.arguments ?? '{}' }] : []),
    ...(options.calls ?? []),
  ];
  return {
    id: 'chatcmpl-teste',
    object: 'chat.completion',
    model: 'modelo-teste',
    choices: [
      {
        index: 0,
        finish_reason: calls.length > 0 ? 'tool_calls' : 'stop',
        message: {
          role: 'assistant',
          content: options.content ?? null,
          ...(calls.length > 0
            ? {
                tool_calls: calls.map((call, index) => ({
                  id: `call_${index + 1}`,
                  type: 'function',
                  function: { name: call.tool, arguments: call.arguments ?? '{}' },
                })),
              }
            : {}),
        },
      },
    ],
    usage: { prompt_tokens: 812, completion_tokens: 23, total_tokens: 835 },
  };
}

export const json = (body: unknown) => (_: RecordedRequest, response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};
