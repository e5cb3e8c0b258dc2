import type { MediaKind } from '../../../db/integrationTables.ts';

/**
 * One thing a Cloud API webhook notification reported, in the product's terms. A notification
 * (`object: whatsapp_business_account`) holds entries, each with changes; a `messages` change's value names the
 * business number (`metadata.phone_number_id`) and carries the leads' `messages` (with their `contacts`) and the
 * `statuses` of messages the number sent.
 */
export type CloudEvent =
  | {
      readonly kind: 'message';
      readonly phoneNumberId: string;
      /** The lead's WhatsApp id (its number, digits only). */
      readonly from: string;
      readonly name: string;
      readonly providerMessageId: string;
      readonly at: Date;
      /** The words, or the caption of a file. */
      readonly text: string;
      readonly media: CloudMedia | undefined;
    }
  | {
      readonly kind: 'delivery';
      readonly phoneNumberId: string;
      readonly providerMessageId: string;
      readonly status: 'sent' | 'delivered' | 'read' | 'failed';
      /** Meta's first error on a failed message (code, title, details). */
      readonly error: CloudError | undefined;
    }
  | { readonly kind: 'ignored'; readonly reason: string };

export interface CloudMedia {
  readonly kind: MediaKind;
  /** The media id, downloaded with the account's token (GET /{media-id}). */
  readonly mediaId: string;
  readonly mimeType: string | undefined;
  readonly fileName: string | undefined;
  /** A voice note recorded in WhatsApp (audio.voice), answered through transcription like any audio. */
  readonly voice: boolean;
}

export interface CloudError {
  readonly code: number | undefined;
  readonly title: string;
  readonly details: string | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Meta's timestamps are Unix seconds as strings; a missing or odd one is "now". */
function timeOf(value: unknown, now: Date): Date {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1_000) : now;
}

const MEDIA_KIND: Readonly<Record<string, MediaKind>> = { image: 'imagem', video: 'video', audio: 'audio' };
const STATUSES = new Set(['sent', 'delivered', 'read', 'failed']);

function messageEvent(
  phoneNumberId: string,
  message: Record<string, unknown>,
  names: ReadonlyMap<string, string>,
  now: Date,
): CloudEvent {
  const from = text(message.from);
  const id = text(message.id);
  if (!from || !id) return { kind: 'ignored', reason: 'mensagem sem remetente ou id' };
  const base = {
    kind: 'message',
    phoneNumberId,
    from,
    name: names.get(from) ?? '',
    providerMessageId: id,
  } as const;
  const at = timeOf(message.timestamp, now);
  const type = text(message.type);
  if (type === 'text') {
    const body = isRecord(message.text) ? text(message.text.body) : '';
    return { ...base, at, text: body, media: undefined };
  }
  if (type === 'button') {
    // A template's quick-reply button: its words are what the lead answered.
    const button = isRecord(message.button) ? text(message.button.text) : '';
    return { ...base, at, text: button, media: undefined };
  }
  const payload = isRecord(message[type]) ? (message[type] as Record<string, unknown>) : undefined;
  if (!payload || !['image', 'video', 'audio', 'document'].includes(type)) {
    return { kind: 'ignored', reason: `tipo ${type || 'desconhecido'}` };
  }
  const mediaId = text(payload.id);
  const mimeType = text(payload.mime_type).split(';')[0]?.trim().toLowerCase() || undefined;
  const fileName = text(payload.filename).trim() || undefined;
  const caption = text(payload.caption);
  if (!mediaId) return { kind: 'ignored', reason: 'mídia sem id' };
  if (type === 'document') {
    const pdf = mimeType === 'application/pdf' || /\.pdf$/i.test(fileName ?? '');
    // A document other than a PDF has no media type in the product: its name stands as the lead's words.
    if (!pdf) return { ...base, at, text: caption.trim() || fileName || '', media: undefined };
    return { ...base, at, text: caption, media: { kind: 'pdf', mediaId, mimeType, fileName, voice: false } };
  }
  const kind = MEDIA_KIND[type] as MediaKind;
  return {
    ...base,
    at,
    text: caption,
    media: { kind, mediaId, mimeType, fileName, voice: type === 'audio' && payload.voice === true },
  };
}

function statusEvent(phoneNumberId: string, status: Record<string, unknown>): CloudEvent {
  const id = text(status.id);
  const word = text(status.status);
  if (!id || !STATUSES.has(word)) return { kind: 'ignored', reason: `estado ${word || 'desconhecido'}` };
  const first = list(status.errors).find(isRecord);
  const error: CloudError | undefined = first && {
    code: typeof first.code === 'number' ? first.code : undefined,
    title: text(first.title) || text(first.message),
    details: isRecord(first.error_data) ? text(first.error_data.details) || undefined : undefined,
  };
  return {
    kind: 'delivery',
    phoneNumberId,
    providerMessageId: id,
    status: word as 'sent' | 'delivered' | 'read' | 'failed',
    error,
  };
}

/** Every message and status of one webhook notification, in order; anything else is an 'ignored' event. */
export function translateCloudNotification(body: unknown, now: Date): CloudEvent[] {
  if (!isRecord(body) || body.object !== 'whatsapp_business_account') {
    return [{ kind: 'ignored', reason: 'objeto não é whatsapp_business_account' }];
  }
  const events: CloudEvent[] = [];
  for (const entry of list(body.entry).filter(isRecord)) {
    for (const change of list(entry.changes).filter(isRecord)) {
      const value = isRecord(change.value) ? change.value : undefined;
      const phoneNumberId = value && isRecord(value.metadata) ? text(value.metadata.phone_number_id) : '';
      if (change.field !== 'messages' || !value || !phoneNumberId) {
        events.push({ kind: 'ignored', reason: `campo ${text(change.field) || 'desconhecido'}` });
        continue;
      }
      const names = new Map<string, string>();
      for (const contact of list(value.contacts).filter(isRecord)) {
        const profile = isRecord(contact.profile) ? text(contact.profile.name) : '';
        if (contact.wa_id) names.set(text(contact.wa_id), profile);
      }
      for (const message of list(value.messages).filter(isRecord)) {
        events.push(messageEvent(phoneNumberId, message, names, now));
      }
      for (const status of list(value.statuses).filter(isRecord)) {
        events.push(statusEvent(phoneNumberId, status));
      }
    }
  }
  return events;
}
