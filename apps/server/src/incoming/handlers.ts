import type { FastifyRequest } from 'fastify';
import { hashToken } from '../auth/tokens.ts';
import { findConnectionBySecret } from '../connection/queries.ts';
import { LEAD_PHONE_DIGITS_MAX, LEAD_PHONE_DIGITS_MIN } from '../constants.ts';
import type { AppDeps } from '../deps.ts';
import { normalizePhone } from '../disabled/phone.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { OperationGuard } from '../http/operationGuards.ts';
import type { Handlers } from '../http/types.ts';
import { MSG_WEBHOOK_NOT_FOUND, MSG_WEBHOOK_PHONE_INVALID, MSG_WEBHOOK_TIME_INVALID } from '../messages.ts';
import { parseEventTime } from './eventTime.ts';
import { recordIncomingMessage } from './recordMessage.ts';

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

/** The lead's number as stored: 55 + DDD + number for a Brazilian one (as Desativados stores it), else its digits. */
export function leadPhoneOf(input: string): string | undefined {
  const digits = input.replace(/\D/g, '');
  if (digits.length < LEAD_PHONE_DIGITS_MIN || digits.length > LEAD_PHONE_DIGITS_MAX) return undefined;
  return normalizePhone(digits) ?? digits;
}

/** POST /api/webhooks/instancias/{secret}: messages exchanged on the account's connected number (issue 3). */
export function incomingHandlers({ db, clock, queue, config }: AppDeps) {
  return {
    instanceWebhook: async (request) => {
      const userId = accountOfRequest.get(request);
      if (userId === undefined) throw notFound(MSG_WEBHOOK_NOT_FOUND);
      const { body } = request;
      const leadPhone = leadPhoneOf(body.phone);
      if (!leadPhone) throw badRequest(MSG_WEBHOOK_PHONE_INVALID);
      const now = clock();
      const occurredAt = parseEventTime(body.timestamp, now);
      if (!occurredAt) throw badRequest(MSG_WEBHOOK_TIME_INVALID);
      const result = await recordIncomingMessage(
        db,
        {
          userId,
          leadPhone,
          name: body.name?.trim() ?? '',
          direction: body.direction,
          text: body.text,
          step: body.step,
          occurredAt,
          receivedAt: now,
          messageId: body.message_id,
        },
        { queue, debounceMs: config.agentDebounceMs },
      );
      return { result };
    },
  } satisfies Partial<Handlers>;
}
