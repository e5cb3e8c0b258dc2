import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mediaDirectory } from '../../src/gateways/integrations.ts';
import { insertAgentText, leadNumbers } from '../runtime/runtimeFixtures.ts';
import {
  type CloudContext,
  cloudAgentAccount,
  cloudContext,
  postSigned,
  textNotification,
} from './cloudFixtures.ts';

const WAIT = { timeout: 15_000, interval: 50 };
let cloud: CloudContext;
beforeAll(async () => {
  cloud = await cloudContext();
});
afterAll(async () => {
  await cloud.close();
});

const newLead = leadNumbers('55479', 60_000_000);

/** Meta's notification of one message status, as its webhook posts it. */
const statusNotification = (
  phoneNumberId: string,
  lead: string,
  { id, status, errors }: { id: string; status: string; errors?: object[] | undefined },
) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '1',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '5511999990000', phone_number_id: phoneNumberId },
            statuses: [
              { id, status, timestamp: '1700000000', recipient_id: lead, ...(errors ? { errors } : {}) },
            ],
          },
        },
      ],
    },
  ],
});

const leadMessagesOf = (userId: number, leadPhone: string) =>
  cloud.ctx.db
    .selectFrom('conversation_messages')
    .select(['texto', 'kind', 'media_type', 'media_url', 'provider_message_id'])
    .where('user_id', '=', userId)
    .where('lead_phone', '=', leadPhone)
    .where('author', '=', 'lead')
    .orderBy('id')
    .execute();

describe('the signed webhook', () => {
  it('a wrong or missing signature answers 401 and nothing is recorded', async () => {
    const { ctx } = cloud;
    const { user, phoneNumberId } = await cloudAgentAccount(ctx);
    const lead = newLead();
    const body = textNotification(phoneNumberId, lead, 'oi');
    const forged = await postSigned(ctx, body, `sha256=${'0'.repeat(64)}`);
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Assinatura do webhook inválida.');
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp-cloud',
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);
    // Signed for other bytes: the signature covers the raw body, not its meaning.
    const raw = JSON.stringify(body);
    const reordered = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp-cloud',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': (
          await import('../../src/gateways/instances/whatsappCloud/signature.ts')
        ).signBody(`${raw} `, 'segredo-do-app-da-meta'),
      },
      payload: raw,
    });
    expect(reordered.statusCode).toBe(401);
    expect(await leadMessagesOf(user.id, lead)).toEqual([]);
  });

  it('a lead’s text reaches the account of its phone number id once, however often Meta delivers it', async () => {
    const { ctx } = cloud;
    const { user, phoneNumberId } = await cloudAgentAccount(ctx);
    const other = await cloudAgentAccount(ctx);
    const lead = newLead();
    const body = textNotification(phoneNumberId, lead, 'quanto custa o sérum?');
    expect((await postSigned(ctx, body)).statusCode).toBe(200);
    expect((await postSigned(ctx, body)).statusCode).toBe(200);
    const stored = await leadMessagesOf(user.id, lead);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ texto: 'quanto custa o sérum?', kind: 'texto' });
    expect(await leadMessagesOf(other.user.id, lead)).toEqual([]);
    const lead_ = await ctx.db
      .selectFrom('leads')
      .select('nome')
      .where('user_id', '=', user.id)
      .where('lead_phone', '=', lead)
      .executeTakeFirst();
    expect(lead_?.nome).toBe('Ana Lima');
  });

  it('a number no account connected is accepted and ignored', async () => {
    const { ctx } = cloud;
    const response = await postSigned(ctx, textNotification('999000111222', newLead(), 'oi'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 'recebido' });
  });

  it('a photo is downloaded by its id with the account’s token and kept like an uploaded file', async () => {
    const { ctx, fake } = cloud;
    const { user, phoneNumberId } = await cloudAgentAccount(ctx);
    const lead = newLead();
    const jpeg = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]),
      Buffer.alloc(64, 7),
    ]);
    const { status } = await fake.leadWrites({
      phoneNumberId,
      from: lead,
      name: 'Bia',
      media: { type: 'image', bytes: jpeg, mimeType: 'image/jpeg', caption: 'tem nessa cor?' },
    });
    expect(status).toBe(200);
    const [message] = await leadMessagesOf(user.id, lead);
    expect(message).toMatchObject({ texto: 'tem nessa cor?', kind: 'midia', media_type: 'imagem' });
    const url = message?.media_url ?? '';
    expect(url).toMatch(/\/uploads\/midias\/[0-9a-f]+\.jpg$/);
    const kept = await readFile(join(mediaDirectory(ctx.config), url.split('/').at(-1) ?? ''));
    expect(kept.equals(jpeg)).toBe(true);
  });

  it('a PDF keeps its type; another document stands as its file name', async () => {
    const { ctx, fake } = cloud;
    const { user, phoneNumberId } = await cloudAgentAccount(ctx);
    const lead = newLead();
    await fake.leadWrites({
      phoneNumberId,
      from: lead,
      media: {
        type: 'document',
        bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
        mimeType: 'application/pdf',
        fileName: 'pedido.pdf',
      },
    });
    await fake.leadWrites({
      phoneNumberId,
      from: lead,
      media: { type: 'document', bytes: Buffer.from('a;b\n'), mimeType: 'text/csv', fileName: 'lista.csv' },
    });
    const stored = await leadMessagesOf(user.id, lead);
    expect(stored.map((row) => [row.kind, row.media_type, row.texto])).toEqual([
      ['midia', 'pdf', ''],
      ['texto', null, 'lista.csv'],
    ]);
  });

  it('statuses move a sent message forward only, and a failure is recorded in pt-BR', async () => {
    const { ctx } = cloud;
    const { user, phoneNumberId } = await cloudAgentAccount(ctx);
    const lead = newLead();
    const insert = (id: string) =>
      insertAgentText(ctx, user.id, lead, {
        provider_message_id: id,
        delivery: 'enviada',
        sent_at: ctx.clock.now(),
      });
    await insert('wamid.lida');
    await insert('wamid.falha');
    const statusBody = (id: string, status: string, errors?: object[]) =>
      statusNotification(phoneNumberId, lead, { id, status, errors });
    for (const status of ['delivered', 'read', 'delivered', 'sent']) {
      expect((await postSigned(ctx, statusBody('wamid.lida', status))).statusCode).toBe(200);
    }
    await postSigned(
      ctx,
      statusBody('wamid.falha', 'failed', [
        { code: 131047, title: 'Re-engagement message', error_data: { details: 'more than 24 hours' } },
      ]),
    );
    const rows = await ctx.db
      .selectFrom('conversation_messages')
      .select(['provider_message_id', 'delivery', 'delivery_error'])
      .where('user_id', '=', user.id)
      .where('lead_phone', '=', lead)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { provider_message_id: 'wamid.lida', delivery: 'lida', delivery_error: null },
      {
        provider_message_id: 'wamid.falha',
        delivery: 'falhou',
        delivery_error:
          'fora da janela de 24 h — o lead não escreve há mais de 24 horas; só um modelo aprovado pode ir',
      },
    ]);
    const conversation = await vi.waitFor(async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/conversas/${lead}`,
        headers: ctx.auth(await ctx.login(user.email, user.senha)),
      });
      expect(response.statusCode).toBe(200);
      return response.json();
    }, WAIT);
    expect(JSON.stringify(conversation)).toContain('fora da janela de 24 h');
  });

  it('a status that comes before the send recorded its message id is applied once the send is recorded', async () => {
    const { ctx } = cloud;
    const { user, phoneNumberId } = await cloudAgentAccount(ctx);
    const lead = newLead();
    // The row as the outbox holds it while Meta's answer to the send is still on its way.
    const row = await insertAgentText(ctx, user.id, lead, {
      provider_message_id: null,
      delivery: 'enviando',
      sent_at: null,
    });
    const early = await postSigned(
      ctx,
      statusNotification(phoneNumberId, lead, { id: 'wamid.cedo', status: 'read' }),
    );
    expect(early.statusCode).toBe(200);
    await ctx.db
      .updateTable('conversation_messages')
      .set({ provider_message_id: 'wamid.cedo', delivery: 'enviada', sent_at: ctx.clock.now() })
      .where('id', '=', row.id)
      .execute();
    await vi.waitFor(async () => {
      const sent = await ctx.db
        .selectFrom('conversation_messages')
        .select('delivery')
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(sent.delivery).toBe('lida');
    }, WAIT);
  });
});
