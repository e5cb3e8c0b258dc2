import type { ConnectionState } from '../instancesClient.ts';
import { toConnectionState } from '../instancesClient.ts';

/** What one Evolution API v2 webhook post means to the product (anything else is ignored). */
export type EvolutionEvent =
  | {
      readonly kind: 'message';
      readonly providerMessageId: string;
      /** The lead's number, digits only. */
      readonly phone: string;
      /** True when the account's own number sent it (the owner typing on the phone, or the product). */
      readonly fromMe: boolean;
      readonly name: string;
      readonly text: string;
      readonly at: Date;
    }
  | { readonly kind: 'delivery'; readonly providerMessageId: string; readonly status: DeliveryStatus }
  | { readonly kind: 'connection'; readonly state: ConnectionState };

export type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

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

/** Only one person's chat counts (groups, broadcasts and status posts are not leads). */
const personNumber = (jid: string): string | null => {
  const match = /^(\d{8,15})(?::\d+)?@s\.whatsapp\.net$/.exec(jid);
  return match?.[1] ?? null;
};

/** The words of a message: plain, extended, or the caption of a media message. */
function messageText(message: Json): string {
  const extended = record(message.extendedTextMessage);
  for (const candidate of [
    message.conversation,
    extended.text,
    record(message.imageMessage).caption,
    record(message.videoMessage).caption,
    record(message.documentMessage).caption,
  ]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
  }
  return '';
}

/** Evolution names events 'messages.upsert' (or MESSAGES_UPSERT when configured so). */
const eventName = (value: unknown) => text(value).toLowerCase().replace(/_/g, '.');

export function translateEvolutionEvent(payload: unknown, now: Date): EvolutionEvent | null {
  const body = record(payload);
  const data = record(body.data);
  switch (eventName(body.event)) {
    case 'messages.upsert': {
      const key = record(data.key);
      const phone = personNumber(text(key.remoteJid));
      const id = text(key.id);
      const words = messageText(record(data.message));
      if (!phone || !id || words === '') return null;
      const seconds = Number(data.messageTimestamp);
      return {
        kind: 'message',
        providerMessageId: id,
        phone,
        fromMe: key.fromMe === true,
        name: text(data.pushName).trim(),
        text: words,
        at: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1_000) : now,
      };
    }
    case 'messages.update': {
      const id = text(data.keyId) || text(record(data.key).id);
      const status = DELIVERY[text(data.status)];
      return id && status ? { kind: 'delivery', providerMessageId: id, status } : null;
    }
    case 'connection.update':
      return { kind: 'connection', state: toConnectionState(data.state) };
    default:
      return null;
  }
}
