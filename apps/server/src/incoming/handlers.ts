import type { components } from '@agente/api';
import type { FastifyRequest } from 'fastify';
import { hashToken } from '../auth/tokens.ts';
import { findConnectionBySecret } from '../connection/queries.ts';
import type { AppDeps } from '../deps.ts';
import { instancesMessageContent } from '../gateways/instances/instancesEvents.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { OperationGuard } from '../http/operationGuards.ts';
import type { Handlers } from '../http/types.ts';
import {
  MSG_WEBHOOK_NOT_EVOLUTION,
  MSG_WEBHOOK_NOT_FOUND,
  MSG_WEBHOOK_NOT_INSTANCES,
  MSG_WEBHOOK_PHONE_INVALID,
  MSG_WEBHOOK_TIME_INVALID,
} from '../messages.ts';
import { parseEventTime } from './eventTime.ts';
import { handleEvolutionEvent } from './evolutionWebhook.ts';
import { leadPhoneOf } from './leadPhone.ts';
import { recordIncomingMessage, recordingRuntimeOf } from './recordMessage.ts';

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

type EvolutionEnvelope = components['schemas']['EvolutionWebhookEvent'];
type InstanceEvent = components['schemas']['InstanceMessageEvent'];

const isEvolutionEnvelope = (body: InstanceEvent | EvolutionEnvelope): body is EvolutionEnvelope =>
  typeof (body as Partial<EvolutionEnvelope>).event === 'string' && 'data' in body;

/**
 * POST /api/webhooks/instancias/{secret}: messages exchanged on the account's connected number. The body's
 * format is the configured provider's (one gateway per deployment): Evolution's envelopes with
 * CONNECTION_PROVIDER=evolution, the instances service's events otherwise; the other format is refused.
 */
export function incomingHandlers(deps: AppDeps) {
  const { db, clock, config } = deps;
  return {
    instanceWebhook: async (request) => {
      const userId = accountOfRequest.get(request);
      if (userId === undefined) throw notFound(MSG_WEBHOOK_NOT_FOUND);
      const { body } = request;
      if (config.evolution) {
        if (!isEvolutionEnvelope(body)) throw badRequest(MSG_WEBHOOK_NOT_EVOLUTION);
        return { result: await handleEvolutionEvent(deps, request.log, userId, body) };
      }
      if (isEvolutionEnvelope(body) || !('phone' in body)) throw badRequest(MSG_WEBHOOK_NOT_INSTANCES);
      const leadPhone = leadPhoneOf(body.phone);
      if (!leadPhone) throw badRequest(MSG_WEBHOOK_PHONE_INVALID);
      const now = clock();
      const occurredAt = parseEventTime(body.timestamp, now);
      if (!occurredAt) throw badRequest(MSG_WEBHOOK_TIME_INVALID);
      const content = instancesMessageContent(body.text, body.media);
      const result = await recordIncomingMessage(
        db,
        {
          userId,
          leadPhone,
          name: body.name?.trim() ?? '',
          direction: body.direction,
          text: content.text,
          media: content.media,
          mediaUrl: content.mediaUrl,
          step: body.step,
          occurredAt,
          receivedAt: now,
          messageId: body.message_id,
        },
        recordingRuntimeOf(deps),
      );
      return { result };
    },
  } satisfies Partial<Handlers>;
}
