import type { FastifyRequest } from 'fastify';
import { hashToken } from '../auth/tokens.ts';
import { findConnectionBySecret } from '../connection/queries.ts';
import type { AppDeps } from '../deps.ts';
import { badRequest, notFound, unauthorized } from '../http/errors.ts';
import type { OperationGuard } from '../http/operationGuards.ts';
import type { Handlers } from '../http/types.ts';
import { MSG_WEBHOOK_NOT_FOUND } from '../messages.ts';
import { handleInboundEvents } from './inboundEvents.ts';

/** Account whose webhook secret a request carried, set by the guard before the body is read. */
const accountOfRequest = new WeakMap<FastifyRequest, number>();

/**
 * The secret in the path identifies the account (the webhook_url given to the instances service when the
 * instance was created; only its hash is stored). Unknown or replaced secrets answer 404 before the body is read.
 */
export function instanceWebhookGuard({ db }: Pick<AppDeps, 'db'>): OperationGuard {
  return async (request) => {
    const { secret } = request.params as { secret?: unknown };
    const connection =
      typeof secret === 'string' && secret !== ''
        ? await findConnectionBySecret(db, hashToken(secret))
        : undefined;
    if (!connection) throw notFound(MSG_WEBHOOK_NOT_FOUND);
    accountOfRequest.set(request, connection.userId);
  };
}

/**
 * POST /api/webhooks/instancias/{secret}: what the deployment's WhatsApp provider posts for the account (messages
 * in and out, delivery reports, connection changes). The provider's translator reads its own format (a body in
 * another one is refused with 400); the events it finds are handled the same way whichever provider sent them.
 */
export function incomingHandlers(deps: AppDeps) {
  const { clock, inbound } = deps;
  return {
    instanceWebhook: async (request) => {
      const userId = accountOfRequest.get(request);
      if (userId === undefined) throw notFound(MSG_WEBHOOK_NOT_FOUND);
      const receivedAt = clock();
      const translation = inbound({
        body: request.body,
        headers: request.headers,
        rawBody: undefined,
        receivedAt,
        userId,
      });
      if (translation.kind === 'refused') {
        throw translation.status === 401
          ? unauthorized(translation.message)
          : badRequest(translation.message);
      }
      const results = await handleInboundEvents(deps, request.log, userId, translation.events, receivedAt);
      return { result: results[0] ?? 'ignorado' };
    },
  } satisfies Partial<Handlers>;
}
