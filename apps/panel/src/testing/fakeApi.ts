import type { components } from '@agente/api';

// A fake server at the fetch boundary for screen tests: answers per "METHOD /path" and records every call.

export type Schemas = components['schemas'];

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

type Reply = Response | { status?: number; body: unknown };
export type Handler = (call: RecordedCall) => Reply | Promise<Reply>;

export const json = (body: unknown, status = 200): Reply => ({ status, body });
export const fail = (status: number, message: string, code = 'ERRO'): Reply => ({
  status,
  body: { message, code },
});

/** A reply that waits until the test releases it (to see pending states). */
export function deferred<T extends Reply = Reply>() {
  let release: (reply: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

export interface FakeApi {
  fetch: typeof globalThis.fetch;
  calls: RecordedCall[];
  /** Replaces or adds a route ("PUT /api/products/7/offers/1"). */
  on: (route: string, handler: Handler) => void;
  /** The calls made to one route. */
  callsTo: (route: string) => RecordedCall[];
}

export function createFakeApi(routes: Record<string, Handler> = {}): FakeApi {
  const table = new Map(Object.entries(routes));
  const calls: RecordedCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
      headers: request.headers,
    };
    calls.push(call);
    const handler = table.get(`${call.method} ${call.path}`);
    if (!handler) {
      return new Response(
        JSON.stringify({ message: `Sem rota de teste: ${call.method} ${call.path}`, code: 'TESTE' }),
        {
          status: 501,
          headers: { 'Content-Type': 'application/json' },
        },
      );
    }
    const reply = await handler(call);
    if (reply instanceof Response) return reply;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return {
    fetch,
    calls,
    on: (route, handler) => table.set(route, handler),
    callsTo: (route) => calls.filter((c) => `${c.method} ${c.path}` === route),
  };
}
