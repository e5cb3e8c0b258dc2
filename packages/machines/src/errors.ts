/**
 * What the machines read from a thrown value. packages/api throws an ApiError carrying these fields
 * (status 0 when the server could not be reached); a bare fetch TypeError carries a message but no status.
 */
export interface ErrorDetails {
  status?: number;
  message?: string;
  code?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** True when the thrown value has the ApiError shape (any of status, message, code, each of the right type). */
export function isErrorDetails(error: unknown): error is ErrorDetails {
  if (!isRecord(error)) return false;
  const { status, message, code } = error;
  return (
    (status === undefined || typeof status === 'number') &&
    (message === undefined || typeof message === 'string') &&
    (code === undefined || typeof code === 'string')
  );
}

/** The fields of an unknown thrown value that have the expected types; anything else is dropped. */
export function readErrorDetails(error: unknown): ErrorDetails {
  if (!isRecord(error)) return {};
  const details: ErrorDetails = {};
  if (typeof error.status === 'number') details.status = error.status;
  if (typeof error.message === 'string' && error.message.trim() !== '') details.message = error.message;
  if (typeof error.code === 'string') details.code = error.code;
  return details;
}

/** No answer from the server: fetch's TypeError, or packages/api's ApiError with status 0. */
export function isNetworkError(error: unknown): boolean {
  const { status } = readErrorDetails(error);
  return status === undefined || status === 0;
}

/**
 * The server's message when the server answered with one; undefined for a bare status or anything that is not an
 * API error. A failed connection (status 0) gives its own text only when asked for (`withNetworkText`): the list
 * screens show it, the other screens word it themselves.
 */
export function serverMessageOf(error: unknown, { withNetworkText = false } = {}): string | undefined {
  const { status, message } = readErrorDetails(error);
  if (status === undefined || (status === 0 && !withNetworkText)) return undefined;
  return message;
}

/**
 * What a machine reports for a screen to put into words: a code the screen's copy maps to pt-BR, and the
 * server's own message when the server answered with one (the screen shows that one instead).
 */
export interface MachineMessage<Code extends string> {
  code: Code;
  serverMessage?: string;
}

/** The code, carrying the server's message when the thrown value has one. */
export function withServerMessage<Code extends string>(error: unknown, code: Code): MachineMessage<Code> {
  const serverMessage = serverMessageOf(error);
  return serverMessage === undefined ? { code } : { code, serverMessage };
}

/** The words a screen shows for a machine's message: the server's when it came, otherwise the screen's own. */
export const messageText = <Code extends string>(
  message: MachineMessage<Code>,
  texts: Readonly<Record<Code, string>>,
): string => message.serverMessage ?? texts[message.code];

/** 401: no stored token (packages/api refuses to call, code SEM_TOKEN) or a token the server rejected. */
export const isUnauthorizedError = (error: unknown): boolean => readErrorDetails(error).status === 401;
