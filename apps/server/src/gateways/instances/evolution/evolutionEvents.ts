import type { MediaKind } from '../../../db/integrationTables.ts';
import { ownEntry } from '../../../ownEntry.ts';
import type { DeliveryStatus } from '../inboundEvent.ts';
import type { ConnectionState } from '../instancesClient.ts';
import { toConnectionState } from '../instancesClient.ts';

/** What one Evolution API v2 webhook post means to the product; anything else is ignored, with the reason. */
export type EvolutionEvent =
  | {
      readonly kind: 'message';
      readonly providerMessageId: string;
      /** The lead's number, digits only. */
      readonly phone: string;
      /** True when the account's own number sent it (the owner typing on the phone, or the product). */
      readonly fromMe: boolean;
      readonly name: string;
      /** The words, or a media message's caption (may be empty for media). */
      readonly text: string;
      /** Set for a picture, video, voice/audio or PDF. */
      readonly media: MediaKind | undefined;
      /**
       * The file's address when Evolution stores media (its S3/MinIO option puts `mediaUrl` in the message);
       * WhatsApp's own `url` is encrypted and not kept.
       */
      readonly mediaUrl: string | undefined;
      readonly at: Date;
    }
  | { readonly kind: 'delivery'; readonly providerMessageId: string; readonly status: DeliveryStatus }
  | {
      readonly kind: 'connection';
      readonly state: ConnectionState;
      /** The number that actually connected (the phone that scanned the QR code), digits only, when reported. */
      readonly phone?: string;
    }
  | { readonly kind: 'ignored'; readonly reason: string };

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
    const match = /^(\d{8,15})(?::\d+)?@s\.whatsapp\.net$/.exec(candidate);
    if (match?.[1]) return { phone: match[1] };
  }
  return { ignored: 'conversa sem número' };
}

const PDF = 'application/pdf';

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

const httpUrl = (value: unknown): string | undefined =>
  typeof value === 'string' && /^https?:\/\/\S+$/i.test(value.trim()) ? value.trim() : undefined;

const nonBlank = (value: unknown): string => (typeof value === 'string' && value.trim() !== '' ? value : '');

/** The words and media type of a message, or why it is ignored (stickers, reactions, edits, polls…). */
function messageContent(message: Json): { text: string; media: MediaKind | undefined } | { ignored: string } {
  if (message.reactionMessage) return { ignored: 'reação' };
  const plain = nonBlank(message.conversation) || nonBlank(record(message.extendedTextMessage).text);
  if (plain) return { text: plain, media: undefined };
  const image = record(message.imageMessage);
  if (message.imageMessage) return { text: nonBlank(image.caption), media: 'imagem' };
  if (message.videoMessage) return { text: nonBlank(record(message.videoMessage).caption), media: 'video' };
  if (message.audioMessage) return { text: '', media: 'audio' };
  const document = record(message.documentMessage);
  if (message.documentMessage) {
    const caption = nonBlank(document.caption);
    if (text(document.mimetype) === PDF) return { text: caption, media: 'pdf' };
    // Other files have no media type in the product: the lead still wrote, so its name stands as the words.
    const words = caption || nonBlank(document.fileName) || nonBlank(document.title);
    return words ? { text: words, media: undefined } : { ignored: 'arquivo sem nome' };
  }
  return { ignored: 'mensagem sem texto nem mídia' };
}

/** Evolution names events 'messages.upsert' (or MESSAGES_UPSERT when configured so). */
const eventName = (value: unknown) => text(value).toLowerCase().replace(/_/g, '.');

export function translateEvolutionEvent(payload: unknown, now: Date): EvolutionEvent {
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
      const content = messageContent(unwrap(message));
      if ('ignored' in content) return { kind: 'ignored', reason: content.ignored };
      const seconds = Number(data.messageTimestamp);
      return {
        kind: 'message',
        providerMessageId: id,
        phone: chat.phone,
        fromMe: key.fromMe === true,
        name: text(data.pushName).trim(),
        text: content.text,
        media: content.media,
        mediaUrl: content.media ? httpUrl(message.mediaUrl) : undefined,
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
      const phone = /^(\d{8,15})(?::\d+)?@s\.whatsapp\.net$/.exec(text(data.wuid))?.[1];
      return state === 'connected' && phone
        ? { kind: 'connection', state, phone }
        : { kind: 'connection', state };
    }
    default:
      return { kind: 'ignored', reason: `evento ${name || 'sem nome'}` };
  }
}
