import { describe, expect, it } from 'vitest';
import { translateCloudWebhook } from './whatsappCloudProvider.ts';

const RECEIVED = new Date('2026-03-02T12:00:00Z');

function notification(value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [{ changes: [{ field: 'messages', value: { metadata: { phone_number_id: '1065' }, ...value } }] }],
  };
}

const translate = (body: unknown) => {
  const translation = translateCloudWebhook({
    body,
    headers: {},
    rawBody: undefined,
    receivedAt: RECEIVED,
    userId: undefined,
  });
  if (translation.kind !== 'events') throw new Error('refused');
  return translation.events;
};

describe('translateCloudWebhook', () => {
  it("reads a lead's photo as a neutral message routed by the business number, its file by id", () => {
    const [event] = translate(
      notification({
        contacts: [{ wa_id: '5511988887777', profile: { name: 'Ana' } }],
        messages: [
          {
            from: '5511988887777',
            id: 'wamid.1',
            timestamp: '1772452800',
            type: 'image',
            image: { id: 'midia-1', mime_type: 'image/jpeg', caption: 'olha isso' },
          },
        ],
      }),
    );
    expect(event).toEqual({
      kind: 'message',
      businessNumberId: '1065',
      providerMessageId: 'wamid.1',
      leadPhone: '5511988887777',
      direction: 'in',
      pushName: 'Ana',
      text: '',
      media: {
        kind: 'image',
        mime: 'image/jpeg',
        url: undefined,
        providerMediaId: 'midia-1',
        caption: 'olha isso',
        fileName: undefined,
        voiceNote: false,
      },
      at: new Date(1772452800 * 1_000),
    });
  });

  it('keeps a PDF as a document with its file name', () => {
    const [event] = translate(
      notification({
        messages: [
          {
            from: '5511988887777',
            id: 'wamid.2',
            type: 'document',
            document: { id: 'midia-2', filename: 'catalogo.pdf' },
          },
        ],
      }),
    );
    expect(event).toMatchObject({
      kind: 'message',
      media: {
        kind: 'document',
        mime: 'application/pdf',
        fileName: 'catalogo.pdf',
        providerMediaId: 'midia-2',
      },
    });
  });

  it("words a failed delivery's reason in pt-BR; other statuses carry none", () => {
    const events = translate(
      notification({
        statuses: [
          { id: 'wamid.3', status: 'failed', errors: [{ code: 999999, title: 'Something broke' }] },
          { id: 'wamid.4', status: 'read' },
        ],
      }),
    );
    expect(events).toEqual([
      {
        kind: 'delivery',
        businessNumberId: '1065',
        providerMessageId: 'wamid.3',
        status: 'failed',
        errorText: 'erro da API oficial do WhatsApp (999999): Something broke',
      },
      {
        kind: 'delivery',
        businessNumberId: '1065',
        providerMessageId: 'wamid.4',
        status: 'read',
        errorText: undefined,
      },
    ]);
  });

  it('ignores what is not a WhatsApp business notification', () => {
    expect(translate({ object: 'page' })).toEqual([
      { kind: 'ignored', reason: 'objeto não é whatsapp_business_account' },
    ]);
  });
});
