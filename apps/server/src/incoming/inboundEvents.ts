import { isAccountPhone, leadPhoneOf } from '@agente/rules';
import type { FastifyBaseLogger } from 'fastify';
import { saveReportedState } from '../connection/queries.ts';
import type { MediaKind } from '../db/integrationTables.ts';
import type { AppDeps } from '../deps.ts';
import type { InboundEvent, InboundMedia, InboundMessage } from '../gateways/instances/inboundEvent.ts';
import { badRequest } from '../http/errors.ts';
import { MSG_WEBHOOK_PHONE_INVALID } from '../messages.ts';
import { applyDeliveryReport } from '../runtime/outbox/deliveryUpdates.ts';
import { type RecordResult, recordIncomingMessage, recordingRuntimeOf } from './recordMessage.ts';

/** What the webhook answers for one event: how a message was recorded, 'atualizado' for a state that moved. */
export type InboundEventResult = RecordResult | 'atualizado';

const PDF_MIME = 'application/pdf';

const KIND: Readonly<Record<Exclude<InboundMedia['kind'], 'document'>, MediaKind>> = {
  image: 'imagem',
  video: 'video',
  audio: 'audio',
};

const httpUrl = (value: string | undefined): string | undefined => {
  const url = value?.trim();
  return url && /^https?:\/\/\S+$/i.test(url) ? url : undefined;
};

const isPdf = (media: InboundMedia) =>
  media.mime?.trim().toLowerCase() === PDF_MIME || /\.pdf$/i.test(media.fileName?.trim() ?? '');

/**
 * What the product keeps of a message: its words (a media's caption) and, for a picture, video, audio or PDF,
 * its kind and http(s) address. Any other document has no media kind in the product: the lead still wrote, so
 * its file name stands as the words when there is no caption.
 */
export function messageContent(message: InboundMessage): {
  text: string;
  media: MediaKind | undefined;
  mediaUrl: string | undefined;
} {
  const { media } = message;
  if (!media) return { text: message.text, media: undefined, mediaUrl: undefined };
  if (media.kind !== 'document') {
    return { text: media.caption, media: KIND[media.kind], mediaUrl: httpUrl(media.url) };
  }
  if (isPdf(media)) return { text: media.caption, media: 'pdf', mediaUrl: httpUrl(media.url) };
  return {
    text: media.caption.trim() || media.fileName?.trim() || '',
    media: undefined,
    mediaUrl: undefined,
  };
}

type InboundDeps = Pick<AppDeps, 'db' | 'queue' | 'config' | 'transcriber' | 'modelCalls'>;

async function handleEvent(
  deps: InboundDeps,
  log: FastifyBaseLogger,
  userId: number,
  event: InboundEvent,
  receivedAt: Date,
): Promise<InboundEventResult> {
  const ignore = (reason: string) => {
    log.info({ userId, reason }, 'webhook: evento ignorado');
    return 'ignorado' as const;
  };
  switch (event.kind) {
    case 'ignored':
      return ignore(event.reason);
    case 'connection': {
      // The number is the one the phone that scanned the code has, whatever the profile said: a number typed
      // into someone's profile never holds a number its owner connects.
      const connected = event.phone && isAccountPhone(event.phone) ? event.phone : undefined;
      await saveReportedState(deps.db, userId, event.state, connected);
      return 'atualizado';
    }
    case 'delivery':
      return (await applyDeliveryReport(deps.db, userId, event.providerMessageId, event.status))
        ? 'atualizado'
        : ignore('entrega sem mensagem enviada a avançar');
    case 'message': {
      const content = messageContent(event);
      return recordIncomingMessage(
        deps.db,
        {
          userId,
          // Checked before any event is handled (handleInboundEvents).
          leadPhone: leadPhoneOf(event.leadPhone) ?? event.leadPhone,
          name: event.pushName,
          direction: event.direction,
          text: content.text,
          media: content.media,
          mediaUrl: content.mediaUrl,
          step: event.step,
          occurredAt: event.at,
          receivedAt,
          messageId: event.providerMessageId,
        },
        recordingRuntimeOf(deps),
      );
    }
  }
}

/**
 * Acts on the events one webhook delivery carried for the account, in order, whichever provider posted them:
 * a message is recorded (and may start the agent's turn), a delivery report moves the sent message forward, a
 * connection report saves the number's state, and what the product does not use is logged and answered
 * 'ignorado' (an error status would only make the provider post it again). A message whose lead number is not
 * a phone number refuses the whole delivery before anything changes.
 */
export async function handleInboundEvents(
  deps: InboundDeps,
  log: FastifyBaseLogger,
  userId: number,
  events: readonly InboundEvent[],
  receivedAt: Date,
): Promise<InboundEventResult[]> {
  for (const event of events) {
    if (event.kind === 'message' && leadPhoneOf(event.leadPhone) === undefined) {
      throw badRequest(MSG_WEBHOOK_PHONE_INVALID);
    }
  }
  const results: InboundEventResult[] = [];
  for (const event of events) results.push(await handleEvent(deps, log, userId, event, receivedAt));
  return results;
}
