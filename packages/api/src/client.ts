import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError } from './errors.ts';
import { MESSAGES } from './messages.ts';
import { PUBLIC_PATHS } from './publicOperations.ts';
import type { paths } from './schema';

export interface ApiClientOptions {
  /** '' for same-origin (the product serves API and apps on one port). */
  baseUrl: string;
  /** Reads the stored token (localStorage 'auth_token' in the browser). */
  getToken: () => string | null;
  /** Called when a call that carried a token answers 401: the session has expired. */
  onUnauthorized?: () => void;
  fetch?: typeof globalThis.fetch;
}

export type ApiClient = Client<paths>;

function authMiddleware(options: ApiClientOptions): Middleware {
  const carriedToken = new Set<string>();
  return {
    onRequest({ request, schemaPath, id }) {
      if (PUBLIC_PATHS.has(schemaPath)) return undefined;
      const token = options.getToken();
      // No token: fail at once, without a request ('Token não encontrado').
      if (!token) throw new ApiError(401, 'SEM_TOKEN', MESSAGES.TOKEN_NOT_FOUND);
      carriedToken.add(id);
      request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    onResponse({ response, id }) {
      const hadToken = carriedToken.delete(id);
      if (response.status === 401 && hadToken) {
        options.onUnauthorized?.();
        const body = JSON.stringify({ message: MESSAGES.SESSION_EXPIRED, code: 'SESSAO_EXPIRADA' });
        return new Response(body, { status: 401, headers: { 'Content-Type': 'application/json' } });
      }
      return undefined;
    },
    onError({ id }) {
      carriedToken.delete(id);
      return undefined;
    },
  };
}

/** openapi-fetch client typed from openapi.yaml, with the bearer token and 401 handling as middleware. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(authMiddleware(options));
  return client;
}
