/**
 * Webhook envelopes as Evolution API v2 (2.3.6) posts them (`webhook.byEvents: false`): recorded shapes with the
 * fields the product reads and the ones it must tolerate (instance token, server address, message metadata).
 */
export interface Envelope {
  readonly event: string;
  readonly instance: string;
  readonly data: unknown;
  readonly [extra: string]: unknown;
}

const envelope = (event: string, instance: string, data: unknown): Envelope => ({
  event,
  instance,
  data,
  destination: 'webhook',
  date_time: new Date().toISOString(),
  sender: '5511988887777@s.whatsapp.net',
  server_url: 'http://127.0.0.1:8080',
  apikey: 'B6D9A4C2-TOKEN-DA-INSTANCIA',
});

/** `number` is the phone that scanned the QR code (its WhatsApp id comes as `wuid` once open). */
export const connectionUpdate = (
  instance: string,
  state: 'open' | 'connecting' | 'close',
  number = '5511988887777',
) =>
  envelope('connection.update', instance, {
    instance,
    state,
    statusReason: state === 'open' ? 200 : 401,
    ...(state === 'open' ? { wuid: `${number}@s.whatsapp.net`, profileName: 'Loja Bela' } : {}),
  });

export interface UpsertFields {
  readonly id: string;
  readonly remoteJid: string;
  readonly fromMe?: boolean;
  readonly pushName?: string;
  readonly message: Record<string, unknown>;
  readonly messageType?: string;
  readonly timestamp?: number;
}

export const messagesUpsert = (instance: string, fields: UpsertFields) =>
  envelope('messages.upsert', instance, {
    key: { remoteJid: fields.remoteJid, fromMe: fields.fromMe ?? false, id: fields.id },
    pushName: fields.pushName ?? 'Ana Lima',
    status: fields.fromMe ? 'SERVER_ACK' : 'DELIVERY_ACK',
    message: { ...fields.message, messageContextInfo: { deviceListMetadataVersion: 2 } },
    messageType: fields.messageType ?? Object.keys(fields.message)[0] ?? 'conversation',
    messageTimestamp: fields.timestamp ?? Math.floor(Date.now() / 1_000),
    instanceId: '7f1c0d9e-7a55-4a8e-9a5e-2f7d3d1c9b10',
    source: 'android',
  });

export const messagesUpdate = (instance: string, keyId: string, remoteJid: string, status: string) =>
  envelope('messages.update', instance, {
    messageId: 'cm8x2k1qv0001abcd',
    keyId,
    remoteJid,
    fromMe: true,
    participant: null,
    status,
    instanceId: '7f1c0d9e-7a55-4a8e-9a5e-2f7d3d1c9b10',
  });

export const leadJid = (phone: string) => `${phone}@s.whatsapp.net`;
