import {
  MSG_FORBIDDEN,
  MSG_SESSION_EXPIRED,
  MSG_TOO_MANY_ATTEMPTS,
  MSG_UNDER_CONSTRUCTION,
} from '../messages.ts';

/** Stable error codes sent in `{message, code}`. */
export const ERROR_CODES = {
  validation: 'VALIDACAO',
  invalidJson: 'JSON_INVALIDO',
  unauthorized: 'NAO_AUTORIZADO',
  forbidden: 'ACESSO_RESTRITO',
  notFound: 'NAO_ENCONTRADO',
  conflict: 'CONFLITO',
  foreignKey: '23503',
  payloadTooLarge: 'CONTEUDO_GRANDE_DEMAIS',
  unsupportedMediaType: 'FORMATO_NAO_SUPORTADO',
  tooManyRequests: 'MUITAS_TENTATIVAS',
  internal: 'ERRO_INTERNO',
  notImplemented: 'NAO_IMPLEMENTADO',
  badGateway: 'SERVICO_EXTERNO',
  gatewayTimeout: 'TEMPO_ESGOTADO',
  passwordChangeRequired: 'TROCA_DE_SENHA_OBRIGATORIA',
  planEnded: 'PLANO_EXPIRADO',
  /** The number is connected to another account right now. */
  phoneInUse: 'TELEFONE_EM_USO',
  /** The account's media already fill MEDIA_STORAGE_QUOTA_BYTES (or the file would pass it). */
  storageFull: 'ARMAZENAMENTO_ESGOTADO',
} as const;

/** An error a handler throws on purpose: the app answers `status` with `{message, code}` (message in pt-BR). */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  /** Extra response headers (e.g. Retry-After on 429). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, message: string, code: string, headers: Readonly<Record<string, string>> = {}) {
    // A client's mistake is answered, not investigated: capturing its stack cost some 30 µs per refusal, most of
    // a refused request's own work under a burst. A server error keeps its stack for the log.
    const stackTraceLimit = Error.stackTraceLimit;
    if (status < 500) Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

export const badRequest = (message: string, code: string = ERROR_CODES.validation) =>
  new HttpError(400, message, code);
export const unauthorized = (message: string = MSG_SESSION_EXPIRED) =>
  new HttpError(401, message, ERROR_CODES.unauthorized);
export const forbidden = (message: string = MSG_FORBIDDEN) =>
  new HttpError(403, message, ERROR_CODES.forbidden);
export const notFound = (message: string) => new HttpError(404, message, ERROR_CODES.notFound);
export const conflict = (message: string, code: string = ERROR_CODES.conflict) =>
  new HttpError(409, message, code);
export const tooManyRequests = (retryAfterSeconds: number, message: string = MSG_TOO_MANY_ATTEMPTS) =>
  new HttpError(429, message, ERROR_CODES.tooManyRequests, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
export const notImplemented = () => new HttpError(501, MSG_UNDER_CONSTRUCTION, ERROR_CODES.notImplemented);

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
