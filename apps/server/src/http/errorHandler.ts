import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  MSG_INTERNAL_ERROR,
  MSG_INVALID_DATA,
  MSG_INVALID_JSON,
  MSG_PAYLOAD_TOO_LARGE,
  MSG_ROUTE_NOT_FOUND,
  MSG_UNSUPPORTED_MEDIA_TYPE,
} from '../messages.ts';
import { ERROR_CODES, HttpError, isHttpError, unauthorized } from './errors.ts';
import { validationMessage } from './validation.ts';

const JSON_BODY_ERRORS = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/** fastify-openapi-glue's SecurityError (exported as a type only): wraps what the security handlers threw. */
function securityErrors(error: unknown): unknown[] | undefined {
  if (!(error instanceof Error) || error.name !== 'Unauthorized' || !('errors' in error)) return undefined;
  return Array.isArray(error.errors) ? error.errors : undefined;
}

/** Maps anything thrown while handling a request to the contract's `{message, code}` error. */
export function toHttpError(error: unknown): HttpError | undefined {
  if (isHttpError(error)) return error;
  const wrapped = securityErrors(error);
  if (wrapped) return wrapped.find(isHttpError) ?? unauthorized();
  if (typeof error !== 'object' || error === null) return undefined;
  const fastifyError = error as Partial<FastifyError> & { validation?: unknown };
  if (Array.isArray(fastifyError.validation)) {
    return new HttpError(400, validationMessage(fastifyError.validation), ERROR_CODES.validation);
  }
  const status = fastifyError.statusCode;
  if (
    (fastifyError.code && JSON_BODY_ERRORS.has(fastifyError.code)) ||
    (error instanceof SyntaxError && status === 400)
  ) {
    return new HttpError(400, MSG_INVALID_JSON, ERROR_CODES.invalidJson);
  }
  if (status === 413) return new HttpError(413, MSG_PAYLOAD_TOO_LARGE, ERROR_CODES.payloadTooLarge);
  if (status === 415) return new HttpError(415, MSG_UNSUPPORTED_MEDIA_TYPE, ERROR_CODES.unsupportedMediaType);
  if (status === 404) return new HttpError(404, MSG_ROUTE_NOT_FOUND, ERROR_CODES.notFound);
  // any other client mistake fastify detected (bad header, bad multipart…) stays a 4xx, never a 500
  if (status !== undefined && status >= 400 && status < 500) {
    return new HttpError(status, MSG_INVALID_DATA, ERROR_CODES.validation);
  }
  return undefined;
}

export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const httpError = toHttpError(error);
  if (httpError) {
    if (httpError.status >= 500 && httpError.code !== ERROR_CODES.notImplemented)
      request.log.error({ err: error }, httpError.message);
    return reply
      .code(httpError.status)
      .headers(httpError.headers)
      .send({ message: httpError.message, code: httpError.code });
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.code(500).send({ message: MSG_INTERNAL_ERROR, code: ERROR_CODES.internal });
}

export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send({ message: MSG_ROUTE_NOT_FOUND, code: ERROR_CODES.notFound });
}
