import { MESSAGES } from './messages.ts';

/** The one error type every API function throws, so an XState `fromPromise` actor lands in `onError`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The server's pt-BR message when it sent one, otherwise the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.message) return error.message;
  return fallback;
}

/** Reads the contract's `{message, code}` error body; anything else becomes a generic error of that status. */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const { message, code } = body as { message?: unknown; code?: unknown };
    if (typeof message === 'string' && message) {
      return new ApiError(status, typeof code === 'string' ? code : String(status), message);
    }
  }
  return new ApiError(status, String(status), '');
}

export function networkError(): ApiError {
  return new ApiError(0, 'REDE', MESSAGES.NETWORK);
}
