import { isAccountPhone, leadPhoneOf } from '@agente/rules';
import type { FastifyBaseLogger } from 'fastify';
import { saveReportedState } from '../connection/queries.ts';
import type { MediaKind } from '../db/integrationTables.ts';
import type { AppDeps } from '../deps.ts';
import type { InboundEvent, InboundMedia, InboundMessage } from '../gateways/instances/inboundEvent.ts';
import type { AccountProvider, WebhookDelivery } from '../gateways/instances/provider.ts';
import { badRequest, unauthorized } from '../http/errors.ts';
import { MSG_WEBHOOK_PHONE_INVALID } from '../messages.ts';
import { providerMessageKey } from '../runtime/conversation/providerMessageId.ts';
import { applyOrHoldDeliveryReport } from '../runtime/outbox/lateDeliveryReports.ts';
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
    case 'delivery': {
      const outcome = await applyOrHoldDeliveryReport(deps, {
        userId,
        providerMessageId: event.providerMessageId,
        status: event.status,
        errorText: event.errorText,
        attempt: 0,
      });
      return outcome === 'sem_efeito' ? ignore('entrega sem mensagem enviada a avançar') : 'atualizado';
    }
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

type SharedAddressDeps = InboundDeps & Pick<AppDeps, 'log' | 'storage'>;

/** The lead's message already stored (providers deliver at least once): its file is not fetched again. */
async function alreadyRecorded(
  deps: InboundDeps,
  userId: number,
  providerMessageId: string,
): Promise<boolean> {
  const row = await deps.db
    .selectFrom('conversation_messages')
    .select('id')
    .where('user_id', '=', userId)
    .where('dedupe_key', '=', `id:${providerMessageKey(providerMessageId)}`)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The message with its file's address, for a provider that serves files by id: the file is kept in the
 * product's storage first. A file that cannot be read leaves the message without it (the lead still wrote).
 */
async function withKeptMedia(
  deps: SharedAddressDeps,
  provider: AccountProvider,
  userId: number,
  message: InboundMessage,
): Promise<InboundMessage> {
  const { media } = message;
  if (!media || media.url || !media.providerMediaId) return message;
  try {
    const url = await provider.keepMedia(deps.db, deps.storage, userId, media);
    return { ...message, media: { ...media, url } };
  } catch (error) {
    deps.log.warn({ err: error, userId, provider: provider.name }, 'webhook: mídia não baixada');
    return message;
  }
}

/**
 * Acts on one delivery to an account provider's webhook address, which every account connected through it
 * shares: each event goes to the account that connected its business number and is then handled as any other
 * provider's. What names no account, has no lead phone or was already recorded is logged and skipped, and the
 * delivery still succeeds (an error status would only make the provider deliver it again).
 */
export async function handleSharedAddressDelivery(
  deps: SharedAddressDeps,
  log: FastifyBaseLogger,
  provider: AccountProvider,
  delivery: WebhookDelivery,
): Promise<void> {
  const translation = provider.translate(delivery);
  if (translation.kind === 'refused') {
    throw translation.status === 401 ? unauthorized(translation.message) : badRequest(translation.message);
  }
  const accounts = new Map<string, number | undefined>();
  for (const event of translation.events) {
    if (event.kind === 'ignored' || event.businessNumberId === undefined) {
      log.info(
        { provider: provider.name, reason: event.kind === 'ignored' ? event.reason : 'sem número' },
        'webhook: evento ignorado',
      );
      continue;
    }
    const numberId = event.businessNumberId;
    if (!accounts.has(numberId)) accounts.set(numberId, await provider.accountOf(deps.db, numberId));
    const userId = accounts.get(numberId);
    if (userId === undefined) {
      log.info({ provider: provider.name, businessNumberId: numberId }, 'webhook: número sem conta');
      continue;
    }
    if (event.kind !== 'message') {
      await handleEvent(deps, log, userId, event, delivery.receivedAt);
      continue;
    }
    if (leadPhoneOf(event.leadPhone) === undefined) {
      log.info({ provider: provider.name, userId }, 'webhook: mensagem sem telefone de lead');
      continue;
    }
    if (event.providerMessageId && (await alreadyRecorded(deps, userId, event.providerMessageId))) continue;
    await handleEvent(
      deps,
      log,
      userId,
      await withKeptMedia(deps, provider, userId, event),
      delivery.receivedAt,
    );
  }
}
