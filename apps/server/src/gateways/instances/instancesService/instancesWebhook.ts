import type { components } from '@agente/api';
import { MSG_WEBHOOK_NOT_INSTANCES, MSG_WEBHOOK_TIME_INVALID } from '../../../messages.ts';
import { parseEventTime } from '../../eventTime.ts';
import type { InboundMessage } from '../inboundEvent.ts';
import type { WebhookDelivery, WebhookTranslation } from '../provider.ts';

type InstanceEvent = components['schemas']['InstanceMessageEvent'];

const refuse = (message: string): WebhookTranslation => ({ kind: 'refused', status: 400, message });

/** The instances service posts `{phone, direction, text, timestamp}`; Evolution's envelope has `event` and `data`. */
function isInstanceEvent(body: unknown): body is InstanceEvent {
  if (typeof body !== 'object' || body === null) return false;
  const fields = body as Record<string, unknown>;
  const isEnvelope = typeof fields.event === 'string' && 'data' in fields;
  return !isEnvelope && 'phone' in fields;
}

/**
 * One instances-service message event (openapi.yaml InstanceMessageEvent; the contract has checked its fields)
 * as the product's inbound message. The caption of a media comes in `text`. A body in another provider's format,
 * or a time that is not ISO 8601 with its offset nor Unix time, is refused.
 */
export function translateInstancesWebhook(delivery: WebhookDelivery): WebhookTranslation {
  const { body } = delivery;
  if (!isInstanceEvent(body)) return refuse(MSG_WEBHOOK_NOT_INSTANCES);
  const at = parseEventTime(body.timestamp, delivery.receivedAt);
  if (!at) return refuse(MSG_WEBHOOK_TIME_INVALID);
  const message: InboundMessage = {
    kind: 'message',
    providerMessageId: body.message_id,
    leadPhone: body.phone,
    direction: body.direction,
    pushName: body.name?.trim() ?? '',
    text: body.media ? '' : body.text,
    media: body.media && {
      kind: body.media.type,
      mime: body.media.mime_type,
      url: body.media.url,
      providerMediaId: undefined,
      caption: body.text,
      fileName: body.media.file_name,
      // The service sends a lead's audio as a voice note.
      voiceNote: body.media.type === 'audio',
    },
    at,
    step: body.step,
  };
  return { kind: 'events', events: [message] };
}
