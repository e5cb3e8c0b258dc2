import type { FastifyInstance } from 'fastify';
import { MSG_INVALID_CHARACTER } from '../messages.ts';
import { ERROR_CODES, HttpError } from './errors.ts';

/** PostgreSQL text cannot hold U+0000: a string carrying it must be refused before it reaches a query. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || containsNul(inner));
  }
  return false;
}

/** Fastify's own JSON parser (prototype-poisoning guard included), plus the NUL check above. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, typeof body === 'string' ? body : body.toString('utf8'), (error, value) => {
      if (error) return done(error, undefined);
      if (containsNul(value))
        return done(new HttpError(400, MSG_INVALID_CHARACTER, ERROR_CODES.validation), undefined);
      done(null, value);
    });
  });
}
