import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateEvolutionEvent } from '../../src/gateways/instances/evolution/evolutionEvents.ts';
import { createEvolutionInstancesClient } from '../../src/gateways/instances/evolution/evolutionInstancesClient.ts';
import { InstancesServiceError } from '../../src/gateways/instances/instancesClient.ts';
import { startEvolutionFake } from '../fakes/evolutionFake.ts';

const API_KEY = 'chave-global';
const ACCOUNT = { userId: 41, phone: '5511955556666' };
const WEBHOOK = 'https://agente.exemplo.com.br/api/webhooks/instancias/segredo-da-conta';
let fake: Awaited<ReturnType<typeof startEvolutionFake>>;

beforeAll(async () => {
  // The adapter alone: the webhook events the fake would post go nowhere.
  fake = await startEvolutionFake(API_KEY, async () => undefined);
});
afterAll(() => fake.close());

const client = () => createEvolutionInstancesClient({ baseUrl: fake.url, apiKey: API_KEY });

describe('Evolution API v2 adapter', () => {
  it('connects an account: named instance, QR code, webhook with the secret, status mapping', async () => {
    const evolution = client();
    expect(await evolution.status(ACCOUNT)).toBe('disconnected');
    const qr = await evolution.create({ ...ACCOUNT, webhookUrl: WEBHOOK });
    expect(qr).toEqual({ qr_code: expect.stringMatching(/^data:image\/png;base64,/), status: 'pending' });
    expect(fake.instances.get('conta-41')).toMatchObject({
      number: '5511955556666',
      webhook: {
        url: WEBHOOK,
        byEvents: false,
        events: ['MESSAGES_UPSERT', 'MESSAGES_UPDATE', 'CONNECTION_UPDATE'],
      },
    });
    expect(await evolution.status(ACCOUNT)).toBe('pending');
    await fake.open('conta-41');
    expect(await evolution.status(ACCOUNT)).toBe('connected');
  });

  it('sends text, image, PDF and audio with the provider message id', async () => {
    const evolution = client();
    const media = 'https://agente.exemplo.com.br/uploads/midias';
    const receipts = [
      await evolution.send(ACCOUNT, { kind: 'text', to: '5511912345678', text: 'Olá!' }),
      await evolution.send(ACCOUNT, {
        kind: 'media',
        to: '5511912345678',
        mediaType: 'imagem',
        url: `${media}/a.png`,
        caption: 'Foto',
      }),
      await evolution.send(ACCOUNT, {
        kind: 'media',
        to: '5511912345678',
        mediaType: 'pdf',
        url: `${media}/b.pdf`,
        fileName: 'Proposta.pdf',
      }),
      await evolution.send(ACCOUNT, {
        kind: 'media',
        to: '5511912345678',
        mediaType: 'audio',
        url: `${media}/c.ogg`,
      }),
    ];
    for (const receipt of receipts) expect(receipt.providerMessageId).toMatch(/^3EB0/);
    expect(fake.sent).toEqual([
      { instance: 'conta-41', path: 'sendText', body: { number: '5511912345678', text: 'Olá!' } },
      {
        instance: 'conta-41',
        path: 'sendMedia',
        body: { number: '5511912345678', mediatype: 'image', media: `${media}/a.png`, caption: 'Foto' },
      },
      {
        instance: 'conta-41',
        path: 'sendMedia',
        body: {
          number: '5511912345678',
          mediatype: 'document',
          mimetype: 'application/pdf',
          media: `${media}/b.pdf`,
          fileName: 'Proposta.pdf',
        },
      },
      {
        instance: 'conta-41',
        path: 'sendWhatsAppAudio',
        body: { number: '5511912345678', audio: `${media}/c.ogg` },
      },
    ]);
  });

  it('disconnects with logout then delete; a missing instance counts as removed', async () => {
    const evolution = client();
    await evolution.remove(ACCOUNT);
    expect(fake.calls.slice(-2)).toEqual([
      'DELETE /instance/logout/conta-41',
      'DELETE /instance/delete/conta-41',
    ]);
    expect(fake.instances.has('conta-41')).toBe(false);
    expect(await evolution.status(ACCOUNT)).toBe('disconnected');
    await expect(evolution.remove(ACCOUNT)).resolves.toBeUndefined();
  });

  it("reports Evolution's errors with its status and message", async () => {
    const send = client().send(ACCOUNT, { kind: 'text', to: '5511912345678', text: 'Oi' });
    await expect(send).rejects.toMatchObject({
      kind: 'api',
      status: 404,
      message: 'The "conta-41" instance does not exist',
    });
    const wrongKey = createEvolutionInstancesClient({ baseUrl: fake.url, apiKey: 'errada' });
    const refused = await wrongKey
      .create({ ...ACCOUNT, webhookUrl: WEBHOOK })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(InstancesServiceError);
    expect(refused).toMatchObject({ kind: 'api', status: 401, message: 'Unauthorized' });
    const unreachable = createEvolutionInstancesClient({ baseUrl: 'http://127.0.0.1:9', apiKey: API_KEY });
    await expect(unreachable.status(ACCOUNT)).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('Evolution webhook events', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('reads a lead message and an own message with their ids', () => {
    const upsert = (fromMe: boolean, message: object) => ({
      event: 'messages.upsert',
      instance: 'conta-41',
      data: {
        key: { remoteJid: '5511912345678@s.whatsapp.net', fromMe, id: 'ABC123' },
        pushName: 'Ana Lima',
        message,
        messageType: 'conversation',
        messageTimestamp: 1_773_144_000,
      },
    });
    expect(translateEvolutionEvent(upsert(false, { conversation: 'Quanto custa?' }), now)).toEqual({
      kind: 'message',
      providerMessageId: 'ABC123',
      leadPhone: '5511912345678',
      direction: 'in',
      pushName: 'Ana Lima',
      text: 'Quanto custa?',
      media: undefined,
      at: new Date(1_773_144_000_000),
    });
    // The number's own message is the owner's: no lead name comes with it.
    expect(
      translateEvolutionEvent(upsert(true, { extendedTextMessage: { text: 'Custa R$ 97' } }), now),
    ).toMatchObject({ direction: 'out', pushName: '', text: 'Custa R$ 97' });
    expect(
      translateEvolutionEvent(
        upsert(false, { imageMessage: { caption: 'Esse?', mimetype: 'image/jpeg' } }),
        now,
      ),
    ).toMatchObject({ text: '', media: { kind: 'image', caption: 'Esse?', mime: 'image/jpeg' } });
    expect(
      translateEvolutionEvent(upsert(false, { audioMessage: { ptt: true, seconds: 4 } }), now),
    ).toMatchObject({ text: '', media: { kind: 'audio', caption: '', voiceNote: true } });
    expect(
      translateEvolutionEvent(
        upsert(false, {
          documentWithCaptionMessage: {
            message: {
              documentMessage: { mimetype: 'application/pdf', fileName: 'rg.pdf', caption: 'Meu RG' },
            },
          },
        }),
        now,
      ),
    ).toMatchObject({
      media: { kind: 'document', caption: 'Meu RG', mime: 'application/pdf', fileName: 'rg.pdf' },
    });
    // With Evolution's media storage on, the message carries the file's address; WhatsApp's encrypted url is not it.
    const stored = 'https://s3.exemplo.com/evolution/conta-41/ABC123.ogg';
    expect(
      translateEvolutionEvent(
        upsert(false, {
          audioMessage: { ptt: true, url: 'https://mmg.whatsapp.net/v/t62/x.enc' },
          mediaUrl: stored,
        }),
        now,
      ),
    ).toMatchObject({ media: { kind: 'audio', url: stored } });
    expect(
      translateEvolutionEvent(
        upsert(false, { audioMessage: { url: 'https://mmg.whatsapp.net/x.enc' } }),
        now,
      ),
    ).toMatchObject({ media: { kind: 'audio', url: undefined } });
  });

  it('ignores groups, status posts, reactions and stickers, saying why', () => {
    const from = (remoteJid: string, message: object = { conversation: 'Oi' }) => ({
      event: 'messages.upsert',
      data: { key: { remoteJid, fromMe: false, id: 'X1' }, message },
    });
    const lead = '5511912345678@s.whatsapp.net';
    const reason = (payload: unknown) => {
      const event = translateEvolutionEvent(payload, now);
      return event.kind === 'ignored' ? event.reason : event.kind;
    };
    expect(reason(from('120363000000000000@g.us'))).toBe('grupo');
    expect(reason(from('status@broadcast'))).toBe('status');
    expect(reason(from(lead, { reactionMessage: { text: '👍', key: { id: 'ABC123' } } }))).toBe('reação');
    expect(reason(from(lead, { stickerMessage: {} }))).toBe('mensagem sem texto nem mídia');
    expect(reason({ event: 'contacts.update', data: {} })).toBe('evento contacts.update');
    expect(reason('lixo')).toBe('evento sem nome');
  });

  it('reads delivery updates and connection changes', () => {
    expect(
      translateEvolutionEvent(
        { event: 'messages.update', data: { keyId: 'ABC123', status: 'DELIVERY_ACK' } },
        now,
      ),
    ).toEqual({ kind: 'delivery', providerMessageId: 'ABC123', status: 'delivered' });
    expect(
      translateEvolutionEvent({ event: 'MESSAGES_UPDATE', data: { keyId: 'ABC123', status: 'READ' } }, now),
    ).toMatchObject({ status: 'read' });
    // A status the gateway does not use, named like an object property, is no delivery update.
    expect(
      translateEvolutionEvent(
        { event: 'messages.update', data: { keyId: 'ABC123', status: 'constructor' } },
        now,
      ),
    ).not.toMatchObject({ kind: 'delivery' });
    expect(translateEvolutionEvent({ event: 'connection.update', data: { state: 'close' } }, now)).toEqual({
      kind: 'connection',
      state: 'disconnected',
    });
    // Once open, the number that actually connected (the phone that scanned the code).
    expect(
      translateEvolutionEvent(
        { event: 'connection.update', data: { state: 'open', wuid: '5521988880102@s.whatsapp.net' } },
        now,
      ),
    ).toEqual({ kind: 'connection', state: 'connected', phone: '5521988880102' });
  });
});
