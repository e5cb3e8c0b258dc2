import { LEAD_PHONE_DIGITS_MAX, LEAD_PHONE_DIGITS_MIN } from '@agente/rules';
import { MSG_WEBHOOK_NOT_EVOLUTION } from '../../../messages.ts';
import { ownEntry } from '../../../ownEntry.ts';
import type { DeliveryStatus, InboundEvent, InboundMedia } from '../inboundEvent.ts';
import { instanceName, toConnectionState } from '../instancesClient.ts';
import type { WebhookDelivery, WebhookTranslation } from '../provider.ts';

/** A person's chat id: the number (as many digits as a lead's phone may have), maybe a device, then the domain. */
const PERSON_JID = new RegExp(
  `^(\\d{${LEAD_PHONE_DIGITS_MIN},${LEAD_PHONE_DIGITS_MAX}})(?::\\d+)?@s\\.whatsapp\\.net$`,
);

const DELIVERY: Readonly<Record<string, DeliveryStatus>> = {
  SERVER_ACK: 'sent',
  DELIVERY_ACK: 'delivered',
  READ: 'read',
  PLAYED: 'read',
  ERROR: 'failed',
};

type Json = Record<string, unknown>;
const record = (value: unknown): Json => (typeof value === 'object' && value !== null ? (value as Json) : {});
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The lead's number when the chat is one person's: groups, broadcast lists, status posts and channels are not
 * leads. A chat addressed by WhatsApp's private id (`…@lid`) carries the phone in `senderPn` / `remoteJidAlt`.
 */
function chatNumber(key: Json): { phone: string } | { ignored: string } {
  const jid = text(key.remoteJid);
  if (jid.endsWith('@g.us')) return { ignored: 'grupo' };
  if (jid === 'status@broadcast') return { ignored: 'status' };
  if (jid.endsWith('@broadcast')) return { ignored: 'lista de transmissão' };
  if (jid.endsWith('@newsletter')) return { ignored: 'canal' };
  for (const candidate of [jid, text(key.senderPn), text(key.remoteJidAlt)]) {
    const match = PERSON_JID.exec(candidate);
    if (match?.[1]) return { phone: match[1] };
  }
  return { ignored: 'conversa sem número' };
}

/** Disappearing and view-once messages wrap the real one. */
function unwrap(message: Json): Json {
  for (const wrapper of [
    'ephemeralMessage',
    'viewOnceMessage',
    'viewOnceMessageV2',
    'documentWithCaptionMessage',
  ]) {
    const inner = record(record(message[wrapper]).message);
    if (Object.keys(inner).length > 0) return unwrap(inner);
  }
  return message;
}

const nonBlank = (value: unknown): string => (typeof value === 'string' && value.trim() !== '' ? value : '');
const optional = (value: unknown): string | undefined => nonBlank(value) || undefined;

/** A file of the message; `url` is where Evolution's media storage (S3/MinIO) keeps it, when that is on. */
function mediaOf(kind: InboundMedia['kind'], part: Json, url: unknown, caption: string): InboundMedia {
  return {
    kind,
    mime: optional(part.mimetype),
    url: optional(url),
    providerMediaId: undefined,
    caption,
    fileName: optional(part.fileName) ?? optional(part.title),
    voiceNote: kind === 'audio' && part.ptt === true,
  };
}

/** The words or the file of a message, or why it is ignored (stickers, reactions, edits, polls…). */
function messageContent(
  message: Json,
  storedUrl: unknown,
): { text: string; media: InboundMedia | undefined } | { ignored: string } {
  if (message.reactionMessage) return { ignored: 'reação' };
  const plain = nonBlank(message.conversation) || nonBlank(record(message.extendedTextMessage).text);
  if (plain) return { text: plain, media: undefined };
  for (const [field, kind] of [
    ['imageMessage', 'image'],
    ['videoMessage', 'video'],
    ['audioMessage', 'audio'],
    ['documentMessage', 'document'],
  ] as const) {
    if (!message[field]) continue;
    const part = record(message[field]);
    const media = mediaOf(kind, part, storedUrl, kind === 'audio' ? '' : nonBlank(part.caption));
    // A file without a caption or a name says nothing the agent could answer.
    if (kind === 'document' && !media.caption && !media.fileName) return { ignored: 'arquivo sem nome' };
    return { text: '', media };
  }
  return { ignored: 'mensagem sem texto nem mídia' };
}

/** Evolution names events 'messages.upsert' (or MESSAGES_UPSERT when configured so). */
const eventName = (value: unknown) => text(value).toLowerCase().replace(/_/g, '.');

/** One Evolution API v2 webhook envelope as the product's inbound event. */
export function translateEvolutionEvent(payload: unknown, now: Date): InboundEvent {
  const body = record(payload);
  const data = record(body.data);
  const name = eventName(body.event);
  switch (name) {
    case 'messages.upsert': {
      const key = record(data.key);
      const chat = chatNumber(key);
      if ('ignored' in chat) return { kind: 'ignored', reason: chat.ignored };
      const id = text(key.id);
      if (!id) return { kind: 'ignored', reason: 'mensagem sem id' };
      const message = record(data.message);
      // WhatsApp's own `url` in the message is encrypted: only the storage's `mediaUrl` is a file to read.
      const content = messageContent(unwrap(message), message.mediaUrl);
      if ('ignored' in content) return { kind: 'ignored', reason: content.ignored };
      const seconds = Number(data.messageTimestamp);
      const fromMe = key.fromMe === true;
      return {
        kind: 'message',
        providerMessageId: id,
        leadPhone: chat.phone,
        direction: fromMe ? 'out' : 'in',
        // The number's own messages are the owner's (a human or a command), never the lead's name.
        pushName: fromMe ? '' : text(data.pushName).trim(),
        text: content.text,
        media: content.media,
        at:
          Number.isFinite(seconds) && seconds > 0 ? new Date(Math.min(seconds * 1_000, now.getTime())) : now,
      };
    }
    case 'messages.update': {
      const id = text(data.keyId) || text(record(data.key).id);
      const status = ownEntry(DELIVERY, text(data.status));
      return id && status
        ? { kind: 'delivery', providerMessageId: id, status }
        : { kind: 'ignored', reason: 'atualização sem id ou estado conhecido' };
    }
    case 'connection.update': {
      const state = toConnectionState(data.state);
      const phone = PERSON_JID.exec(text(data.wuid))?.[1];
      return state === 'connected' && phone
        ? { kind: 'connection', state, phone }
        : { kind: 'connection', state };
    }
    default:
      return { kind: 'ignored', reason: `evento ${name || 'sem nome'}` };
  }
}

/**
 * Evolution's webhook for the account the address names: its envelope `{event, instance, data}` (anything else
 * is refused). An envelope of another instance means a gateway misconfigured: ignored.
 */
export function translateEvolutionWebhook(delivery: WebhookDelivery): WebhookTranslation {
  const body = record(delivery.body);
  if (typeof body.event !== 'string' || !('data' in body)) {
    return { kind: 'refused', status: 400, message: MSG_WEBHOOK_NOT_EVOLUTION };
  }
  const instance = text(body.instance);
  if (instance && delivery.userId !== undefined && instance !== instanceName({ userId: delivery.userId })) {
    return { kind: 'events', events: [{ kind: 'ignored', reason: `instância ${instance}` }] };
  }
  return { kind: 'events', events: [translateEvolutionEvent(body, delivery.receivedAt)] };
}
