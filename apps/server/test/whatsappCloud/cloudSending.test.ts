import type { ApprovedTemplate } from '@agente/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runFollowup } from '../../src/runtime/followup/followups.ts';
import { sendOutbox } from '../../src/runtime/outbox/sendOutbox.ts';
import { typingDelayMs } from '../../src/runtime/planner/pacing.ts';
import { runRecovery } from '../../src/sales/recovery.ts';
import { leadNumbers, noonInSaoPaulo } from '../runtime/runtimeFixtures.ts';
import { type CloudContext, cloudAgentAccount, cloudContext } from './cloudFixtures.ts';

const WAIT = { timeout: 20_000, interval: 50 };
const HOUR_MS = 3_600_000;
let cloud: CloudContext;
beforeAll(async () => {
  cloud = await cloudContext({ now: noonInSaoPaulo(), autoStatuses: ['sent', 'delivered', 'read'] });
});
afterAll(async () => {
  await cloud.close();
});

const newLead = leadNumbers('55489', 70_000_000);
const sentTo = (lead: string) => cloud.fake.sent.filter((message) => message.to === lead);

const agentRows = (userId: number, lead: string) =>
  cloud.ctx.db
    .selectFrom('conversation_messages')
    .select(['id', 'kind', 'texto', 'delivery', 'delivery_error', 'provider_message_id'])
    .where('user_id', '=', userId)
    .where('lead_phone', '=', lead)
    .where('author', '=', 'agente')
    .orderBy('id')
    .execute();

describe('the agent answers through the official API', () => {
  it('a lead’s message through the signed webhook gets the reply at the messages endpoint, then delivered and read', async () => {
    const { fake } = cloud;
    const { user, phoneNumberId } = await cloudAgentAccount(cloud.ctx);
    const lead = newLead();
    await fake.leadWrites({ phoneNumberId, from: lead, name: 'Ana', text: 'oi, tudo bem?' });
    await vi.waitFor(() => expect(sentTo(lead).length).toBeGreaterThan(0), WAIT);
    const [first] = sentTo(lead);
    expect(first?.phoneNumberId).toBe(phoneNumberId);
    expect(first?.body).toMatchObject({ messaging_product: 'whatsapp', type: 'text', to: lead });
    expect((first?.body?.text as { body: string } | undefined)?.body).toContain('Júlia');
    await vi.waitFor(async () => {
      const rows = await agentRows(user.id, lead);
      expect(rows[0]).toMatchObject({ delivery: 'lida', provider_message_id: first?.id });
    }, WAIT);
  });

  it('a rate-limit answer leaves the message waiting on the queue, and the retry sends it', async () => {
    const { ctx, fake } = cloud;
    const { user, phoneNumberId } = await cloudAgentAccount(ctx);
    const lead = newLead();
    fake.rateLimitNext(1);
    await fake.leadWrites({ phoneNumberId, from: lead, text: 'oi' });
    await vi.waitFor(async () => {
      expect(fake.rateLimitsLeft()).toBe(0);
      const turns = await ctx.db
        .selectFrom('agent_turns')
        .select('result')
        .where('user_id', '=', user.id)
        .where('lead_phone', '=', lead)
        .execute();
      expect(turns.map((turn) => turn.result)).toEqual(['respondido']);
      expect((await agentRows(user.id, lead))[0]?.delivery).toBe('pendente');
    }, WAIT);
    expect(sentTo(lead)).toEqual([]);
    // What the queued retry does when its time comes.
    await sendOutbox(
      { ...ctx.deps, typingDelayMs: (message) => typingDelayMs(message, 0) },
      { userId: user.id, leadPhone: lead, retries: 1 },
    );
    expect(sentTo(lead).length).toBeGreaterThan(0);
    expect((await agentRows(user.id, lead))[0]?.delivery).not.toBe('falhou');
  });
});

describe('the 24-hour window', () => {
  async function followupAfterADay(template: { name: string; language: string; variables: string[] } | null) {
    const { ctx, fake } = cloud;
    const { user, phoneNumberId } = await cloudAgentAccount(ctx);
    const lead = newLead();
    await fake.leadWrites({ phoneNumberId, from: lead, name: 'Carla Souza', text: 'oi' });
    await vi.waitFor(
      async () => expect((await agentRows(user.id, lead)).at(-1)?.delivery).toBe('lida'),
      WAIT,
    );
    const followup = await ctx.db
      .insertInto('followup_messages')
      .values({
        user_id: user.id,
        mensagem: 'Oi! Ainda pensando no sérum?',
        tempo: 24,
        status: true,
        updated_at: ctx.clock.now(),
        template_name: template?.name ?? null,
        template_language: template?.language ?? null,
        template_variables: JSON.stringify(template?.variables ?? []),
      })
      .returning(['id', 'updated_at'])
      .executeTakeFirstOrThrow();
    const last = (await agentRows(user.id, lead)).at(-1);
    ctx.clock.advance(25 * HOUR_MS);
    const before = sentTo(lead).length;
    const outcome = await runFollowup(ctx.deps, {
      userId: user.id,
      leadPhone: lead,
      followupId: followup.id,
      followupUpdatedAt: followup.updated_at.toISOString(),
      afterMessageId: last?.id ?? 0,
    });
    expect(outcome).toBe('enviado');
    await vi.waitFor(async () => {
      const row = (await agentRows(user.id, lead)).at(-1);
      expect(row?.kind).toBe('followup');
      expect(['pendente', 'enviando']).not.toContain(row?.delivery);
    }, WAIT);
    ctx.clock.advance(-25 * HOUR_MS);
    return { user, lead, newSends: sentTo(lead).slice(before) };
  }

  it('a follow-up with no approved template is not sent and Conversas says why', async () => {
    const { user, lead, newSends } = await followupAfterADay(null);
    expect(newSends).toEqual([]);
    expect((await agentRows(user.id, lead)).at(-1)).toMatchObject({
      kind: 'followup',
      delivery: 'cancelada',
      delivery_error: 'fora da janela de 24 h — configure um modelo aprovado',
    });
  });

  it('a follow-up mapped to an approved template goes as that template, with the lead’s name', async () => {
    const { newSends } = await followupAfterADay({
      name: 'retomar_conversa',
      language: 'pt_BR',
      variables: ['{nome}', 'sérum'],
    });
    expect(newSends).toHaveLength(1);
    expect(newSends[0]?.body).toMatchObject({
      type: 'template',
      template: {
        name: 'retomar_conversa',
        language: { code: 'pt_BR' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Carla Souza' },
              { type: 'text', text: 'sérum' },
            ],
          },
        ],
      },
    });
  });
});

describe('the recovery message outside the 24-hour window', () => {
  /** A lead who wrote, abandoned a checkout, and is due its recovery message a day later. */
  async function recoveryAfterADay(modelo: ApprovedTemplate | null) {
    const { ctx, fake } = cloud;
    const { user, token, phoneNumberId } = await cloudAgentAccount(ctx);
    const lead = newLead();
    await fake.leadWrites({ phoneNumberId, from: lead, name: 'Bruna Lima', text: 'oi' });
    await vi.waitFor(
      async () => expect((await agentRows(user.id, lead)).at(-1)?.delivery).toBe('lida'),
      WAIT,
    );
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/vendas/configuracao',
      headers: ctx.auth(token),
      payload: {
        obrigado: { ativo: false, texto: '' },
        recuperacao: { ativo: true, texto: 'Seu pix ainda está aberto!', atraso_minutos: 1, modelo },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().recuperacao.modelo).toEqual(modelo);
    const address = new URL(saved.json().enderecos.generico as string);
    const posted = await ctx.app.inject({
      method: 'POST',
      url: address.pathname,
      payload: { id: `ab-${lead}`, tipo: 'abandonada', telefone: lead },
    });
    expect(posted.json()).toEqual({ result: 'registrado' });
    const recovery = await ctx.db
      .selectFrom('sale_recoveries')
      .select('sale_event_id')
      .where('user_id', '=', user.id)
      .where('lead_phone', '=', lead)
      .executeTakeFirstOrThrow();
    ctx.clock.advance(25 * HOUR_MS);
    const before = sentTo(lead).length;
    expect(await runRecovery(ctx.deps, { userId: user.id, saleEventId: recovery.sale_event_id })).toBe(
      'enviada',
    );
    await vi.waitFor(async () => {
      const row = (await agentRows(user.id, lead)).at(-1);
      expect(row?.texto).toContain('Seu pix ainda está aberto!');
      expect(['pendente', 'enviando']).not.toContain(row?.delivery);
    }, WAIT);
    ctx.clock.advance(-25 * HOUR_MS);
    return { user, lead, newSends: sentTo(lead).slice(before) };
  }

  it('with no approved template it is not sent and Conversas says why', async () => {
    const { user, lead, newSends } = await recoveryAfterADay(null);
    expect(newSends).toEqual([]);
    expect((await agentRows(user.id, lead)).at(-1)).toMatchObject({
      delivery: 'cancelada',
      delivery_error: 'fora da janela de 24 h — configure um modelo aprovado',
    });
  });

  it('mapped in Vendas to an approved template, it goes as that template with the lead’s name', async () => {
    const { newSends } = await recoveryAfterADay({
      nome: 'pagamento_pendente',
      idioma: 'pt_BR',
      variaveis: ['{nome}'],
    });
    expect(newSends).toHaveLength(1);
    expect(newSends[0]?.body).toMatchObject({
      type: 'template',
      template: {
        name: 'pagamento_pendente',
        language: { code: 'pt_BR' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'Bruna Lima' }] }],
      },
    });
  });
});
