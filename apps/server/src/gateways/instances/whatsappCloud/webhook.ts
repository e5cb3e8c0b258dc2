import { Readable } from 'node:stream';
import type { FastifyInstance, preParsingAsyncHookHandler } from 'fastify';
import { BODY_LIMIT_BYTES } from '../../../constants.ts';
import type { AppDeps } from '../../../deps.ts';
import { forbidden, unauthorized } from '../../../http/errors.ts';
import { sameSecret } from '../../../http/loopbackServer.ts';
import type { Handlers } from '../../../http/types.ts';
import { handleSharedAddressDelivery } from '../../../incoming/inboundEvents.ts';
import { MSG_CLOUD_VERIFY_REFUSED, MSG_CLOUD_WEBHOOK_SIGNATURE } from '../../../messages.ts';
import type { WhatsappCloudPort } from './port.ts';
import { SIGNATURE_HEADER, signatureMatches } from './signature.ts';
import { WHATSAPP_CLOUD_PROVIDER } from './whatsappCloudProvider.ts';

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

/**
 * GET/POST /api/webhooks/whatsapp-cloud: the handshake, and the signed notifications of every account's number,
 * read by the provider's translator and handled by the shared inbound handler (routed by
 * metadata.phone_number_id; a number no account connected is skipped). Whatever is not used still answers 200,
 * or Meta would deliver it again.
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
      const provider = deps.accountProviders?.find(({ name }) => name === WHATSAPP_CLOUD_PROVIDER);
      if (!cloud || !provider) throw unauthorized(MSG_CLOUD_WEBHOOK_SIGNATURE);
      await handleSharedAddressDelivery(deps, request.log, provider, {
        body: request.body,
        headers: request.headers,
        rawBody: undefined,
        receivedAt: deps.clock(),
        userId: undefined,
      });
      return { result: 'recebido' as const };
    },
  } satisfies Partial<Handlers>;
}
