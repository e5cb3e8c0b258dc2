import { Readable } from 'node:stream';
import { leadPhoneOf } from '@agente/rules';
import type { FastifyInstance, preParsingAsyncHookHandler } from 'fastify';
import { BODY_LIMIT_BYTES } from '../../../constants.ts';
import type { AppDeps } from '../../../deps.ts';
import { forbidden, unauthorized } from '../../../http/errors.ts';
import { sameSecret } from '../../../http/loopbackServer.ts';
import type { Handlers } from '../../../http/types.ts';
import { recordIncomingMessage, recordingRuntimeOf } from '../../../incoming/recordMessage.ts';
import { MSG_CLOUD_VERIFY_REFUSED, MSG_CLOUD_WEBHOOK_SIGNATURE, msgCloudError } from '../../../messages.ts';
import { providerMessageKey } from '../../../runtime/conversation/providerMessageId.ts';
import { applyDeliveryReport } from '../../../runtime/outbox/deliveryUpdates.ts';
import { type CloudEvent, translateCloudNotification } from './cloudEvents.ts';
import { type CloudConnection, findCloudConnectionByNumberId } from './connections.ts';
import { keepLeadMedia } from './inboundMedia.ts';
import type { WhatsappCloudPort } from './port.ts';
import { SIGNATURE_HEADER, signatureMatches } from './signature.ts';

const WEBHOOK_OPERATION = 'whatsappCloudWebhook';

async function readAll(stream: NodeJS.ReadableStream, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += bytes.length;
    if (size > limit) return undefined;
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/**
 * Checks X-Hub-Signature-256 against the raw bytes of the webhook's body before Fastify parses them: a wrong or
 * missing signature answers 401 and the body is never parsed or acted on. Without the Cloud API configured every
 * POST is refused the same way. Call before fastify-openapi-glue registers the routes.
 */
export function guardCloudWebhookSignature(app: FastifyInstance, cloud: WhatsappCloudPort | undefined): void {
  const check: preParsingAsyncHookHandler = async (request, _reply, payload) => {
    const raw = await readAll(payload, BODY_LIMIT_BYTES);
    if (!cloud || !raw || !signatureMatches(raw, request.headers[SIGNATURE_HEADER], cloud.appSecret)) {
      throw unauthorized(MSG_CLOUD_WEBHOOK_SIGNATURE);
    }
    const replay = Readable.from([raw]) as Readable & { receivedEncodedLength?: number };
    replay.receivedEncodedLength = raw.length;
    return replay;
  };
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { operationId?: unknown } | undefined;
    if (schema?.operationId !== WEBHOOK_OPERATION) return;
    const existing = route.preParsing === undefined ? [] : [route.preParsing].flat();
    route.preParsing = [...existing, check];
  });
}

type Deps = Pick<
  AppDeps,
  'db' | 'clock' | 'queue' | 'config' | 'transcriber' | 'storage' | 'log' | 'modelCalls'
>;

/** The lead's message already stored (Meta delivers at least once): its file is not downloaded again. */
async function alreadyStored(deps: Deps, userId: number, providerMessageId: string): Promise<boolean> {
  const row = await deps.db
    .selectFrom('conversation_messages')
    .select('id')
    .where('user_id', '=', userId)
    .where('dedupe_key', '=', `id:${providerMessageKey(providerMessageId)}`)
    .executeTakeFirst();
  return row !== undefined;
}

async function handleMessage(
  deps: Deps,
  cloud: WhatsappCloudPort,
  connection: CloudConnection,
  event: Extract<CloudEvent, { kind: 'message' }>,
): Promise<void> {
  const leadPhone = leadPhoneOf(event.from);
  if (!leadPhone) return;
  if (await alreadyStored(deps, connection.userId, event.providerMessageId)) return;
  let mediaUrl: string | undefined;
  if (event.media && connection.token) {
    try {
      mediaUrl = await keepLeadMedia(
        cloud.graph,
        deps.storage,
        deps.config.publicUrl,
        event.media.mediaId,
        connection.token,
      );
    } catch (error) {
      // The message is still the lead's: it is recorded (and answered) without its file.
      deps.log.warn({ err: error, userId: connection.userId }, 'whatsapp-cloud: mídia não baixada');
    }
  }
  await recordIncomingMessage(
    deps.db,
    {
      userId: connection.userId,
      leadPhone,
      name: event.name,
      direction: 'in',
      text: event.text,
      step: undefined,
      occurredAt: event.at,
      receivedAt: deps.clock(),
      messageId: event.providerMessageId,
      media: event.media?.kind,
      mediaUrl,
    },
    recordingRuntimeOf(deps),
  );
}

async function handleDelivery(
  deps: Deps,
  connection: CloudConnection,
  event: Extract<CloudEvent, { kind: 'delivery' }>,
): Promise<void> {
  const moved = await applyDeliveryReport(deps.db, connection.userId, event.providerMessageId, event.status);
  if (moved && event.status === 'failed') {
    await deps.db
      .updateTable('conversation_messages')
      .set({
        delivery_error: msgCloudError(event.error?.code, event.error?.details ?? event.error?.title ?? ''),
      })
      .where('user_id', '=', connection.userId)
      .where('provider_message_id', '=', providerMessageKey(event.providerMessageId))
      .execute();
  }
}

/**
 * GET/POST /api/webhooks/whatsapp-cloud: the handshake, and the signed notifications of every account's number
 * (routed by metadata.phone_number_id; a number no account connected is skipped). Whatever is not used still
 * answers 200, or Meta would deliver it again.
 */
export function cloudWebhookHandlers(deps: AppDeps) {
  const cloud = deps.whatsappCloud;
  return {
    verifyWhatsappCloudWebhook: async (request, reply) => {
      const query = request.query;
      const ok =
        cloud !== undefined &&
        query['hub.mode'] === 'subscribe' &&
        sameSecret(query['hub.verify_token'], cloud.verifyToken);
      if (!ok) throw forbidden(MSG_CLOUD_VERIFY_REFUSED);
      return reply.type('text/plain').send(query['hub.challenge'] ?? '');
    },

    whatsappCloudWebhook: async (request) => {
      if (!cloud) throw unauthorized(MSG_CLOUD_WEBHOOK_SIGNATURE);
      const connections = new Map<string, CloudConnection | undefined>();
      const connectionOf = async (phoneNumberId: string) => {
        if (!connections.has(phoneNumberId)) {
          connections.set(
            phoneNumberId,
            await findCloudConnectionByNumberId(deps.db, cloud.cipher, phoneNumberId),
          );
        }
        return connections.get(phoneNumberId);
      };
      for (const event of translateCloudNotification(request.body, deps.clock())) {
        if (event.kind === 'ignored') {
          request.log.info({ reason: event.reason }, 'whatsapp-cloud: evento ignorado');
          continue;
        }
        const connection = await connectionOf(event.phoneNumberId);
        if (!connection) {
          request.log.info({ phoneNumberId: event.phoneNumberId }, 'whatsapp-cloud: número sem conta');
          continue;
        }
        if (event.kind === 'message') await handleMessage(deps, cloud, connection, event);
        else await handleDelivery(deps, connection, event);
      }
      return { result: 'recebido' as const };
    },
  } satisfies Partial<Handlers>;
}
