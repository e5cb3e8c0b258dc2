import { describe, expect, it, vi } from 'vitest';
import { createApi } from './api.ts';
import { ApiError, errorMessage } from './errors.ts';
import { MESSAGES } from './messages.ts';

type Handler = (request: Request) => Response | Promise<Response>;

function setup(handler: Handler, token: string | null = 'tok-123') {
  const requests: Request[] = [];
  const onUnauthorized = vi.fn();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    return handler(request);
  });
  const api = createApi({ baseUrl: 'http://api.test', getToken: () => token, onUnauthorized, fetch });
  return { api, requests, onUnauthorized, fetch };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client', () => {
  it('sends the stored token as a bearer header and unwraps the reply', async () => {
    const { api, requests } = setup(() =>
      json({ products: [{ id: 1, nome_produto: 'Kit', categoria: 'Outros' }] }),
    );
    const products = await api.products.list();
    expect(products).toEqual([{ id: 1, nome_produto: 'Kit', categoria: 'Outros' }]);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/products/list');
  });

  it('fails at once with "Token não encontrado" and makes no request when no token is stored', async () => {
    const { api, fetch } = setup(() => json({}), null);
    await expect(api.products.list()).rejects.toMatchObject({
      status: 401,
      message: MESSAGES.TOKEN_NOT_FOUND,
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('cancels the support chat request when its signal is aborted', async () => {
    const { api, requests } = setup(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const controller = new AbortController();
    const reply = api.support.send(
      { message: 'Olá', session_id: '7-1700000000000', timestamp: '2026-11-23T12:00:00.000Z' },
      controller.signal,
    );
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    controller.abort();
    await expect(reply).rejects.toBeDefined();
    expect(requests[0]?.signal.aborted).toBe(true);
  });

  it('calls public operations without a token', async () => {
    const { api, requests } = setup(() => json({ message: 'ok' }), null);
    await expect(api.auth.recoverPassword('a@b.com')).resolves.toEqual({ message: 'ok' });
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
  });

  it('turns a 401 on a call that carried a token into the session-expired message and tells the session', async () => {
    const { api, onUnauthorized } = setup(() => json({ message: 'Token inválido', code: 'X' }, 401));
    const error = await api.auth.me().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(MESSAGES.SESSION_EXPIRED);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('keeps the server message of a failed login (no token carried, no session expiry)', async () => {
    const { api, onUnauthorized } = setup(() =>
      json({ message: 'Email ou senha inválidos.', code: 'LOGIN' }, 401),
    );
    const error = await api.auth.login({ email: 'a@b.com', senha: 'errada1' }).catch((e: unknown) => e);
    expect(errorMessage(error, 'Erro ao fazer login')).toBe('Email ou senha inválidos.');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('uses the caller fallback when the server sends no message', async () => {
    const { api } = setup(() => new Response('oops', { status: 500 }));
    const error = await api.dashboard.counters().catch((e: unknown) => e);
    expect(errorMessage(error, 'Erro ao carregar estatísticas')).toBe('Erro ao carregar estatísticas');
  });

  it('reports a network failure as an ApiError', async () => {
    const { api } = setup(() => {
      throw new TypeError('fetch failed');
    });
    await expect(api.dashboard.counters()).rejects.toMatchObject({ status: 0, code: 'REDE' });
  });

  it('fills path and query parameters', async () => {
    const { api, requests } = setup(() => json({ kanban: [] }));
    await api.kanban.get(7, 'ultimos_7');
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/followup/kanban/7');
    expect(url.searchParams.get('periodo')).toBe('ultimos_7');
  });

  it("asks for a kanban column's next page with its step, period and cursor", async () => {
    const { api, requests } = setup(() => json({ leads: [], cursor: null }));
    expect(await api.kanban.columnPage(7, 3, 'mes_atual', '1750248000123456.42')).toEqual({
      leads: [],
      cursor: null,
    });
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/followup/kanban/7/etapas/3');
    expect(url.searchParams.get('periodo')).toBe('mes_atual');
    expect(url.searchParams.get('cursor')).toBe('1750248000123456.42');
  });
});
