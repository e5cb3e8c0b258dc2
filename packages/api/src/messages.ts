/** pt-BR texts the client itself produces (server messages pass through untouched). */
export const MESSAGES = {
  /** A call without a stored token fails before any request. */
  TOKEN_NOT_FOUND: 'Token não encontrado',
  /** 401 on a call that carried a token. */
  SESSION_EXPIRED: 'Sua sessão expirou. Por favor, faça login novamente.',
  NETWORK: 'Não foi possível falar com o servidor. Verifique sua conexão.',
} as const;

/** Key under which the browser keeps the session token. */
export const AUTH_TOKEN_KEY = 'auth_token';

/** Step rule messages, shown by the panel and answered by the server. */
export const FLOW_MESSAGES = {
  TEXTO_LONGO: 'O texto da etapa deve ter no máximo 400 caracteres.',
  MIDIAS_DEMAIS: 'Só é permitido no máximo 4 mídias por etapa.',
  MIDIA_REPETIDA: 'Esta mídia já está na etapa.',
  OFERTA_REPETIDA: 'Esta oferta já está na etapa.',
  ETAPAS_DEMAIS: 'Só é permitido no máximo 15 etapas no fluxo.',
} as const;
