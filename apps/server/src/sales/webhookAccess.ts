import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { unauthorized } from '../http/errors.ts';
import type { OperationGuard } from '../http/operationGuards.ts';
import { MSG_SALES_UNAUTHORIZED } from '../messages.ts';
import { findSalesWebhookByKey, looksLikeSalesKey } from './settings.ts';

/** Fixed-length digests, so the comparison takes the same time whatever the length of what was sent. */
const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** A digest compared when the key matches no account, so an unknown key costs what a wrong secret does. */
const NO_ACCOUNT = digest('sem conta');

const accountOfRequest = new WeakMap<FastifyRequest, number>();

/**
 * The address's key finds the account and its secret is compared in constant time, before the body is read.
 * Unknown key or wrong secret: the same 401, and nothing changes.
 */
export function salesWebhookGuard({ db }: Pick<AppDeps, 'db'>): OperationGuard {
  return async (request) => {
    const { chave, segredo } = request.params as { chave?: unknown; segredo?: unknown };
    const given = digest(typeof segredo === 'string' ? segredo : '');
    const account =
      // A key of another shape (a stray NUL byte included, which PostgreSQL refuses in text) is not looked up.
      typeof chave === 'string' && looksLikeSalesKey(chave)
        ? await findSalesWebhookByKey(db, chave)
        : undefined;
    const matches = timingSafeEqual(given, account ? digest(account.segredo) : NO_ACCOUNT);
    if (!account || !matches) throw unauthorized(MSG_SALES_UNAUTHORIZED);
    accountOfRequest.set(request, account.user_id);
  };
}

/** The account the guard found for this request. */
export function salesAccountOf(request: FastifyRequest): number {
  const userId = accountOfRequest.get(request);
  if (userId === undefined) throw unauthorized(MSG_SALES_UNAUTHORIZED);
  return userId;
}
