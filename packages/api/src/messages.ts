import { SESSION_EXPIRED_MESSAGE } from '@agente/rules';

/** pt-BR texts the client itself produces (server messages pass through untouched). */
export const MESSAGES = {
  /** A call without a stored token fails before any request. */
  TOKEN_NOT_FOUND: 'Token não encontrado',
  /** 401 on a call that carried a token. */
  SESSION_EXPIRED: SESSION_EXPIRED_MESSAGE,
  NETWORK: 'Não foi possível falar com o servidor. Verifique sua conexão.',
} as const;

/** Key under which the browser keeps the session token. */
export const AUTH_TOKEN_KEY = 'auth_token';
