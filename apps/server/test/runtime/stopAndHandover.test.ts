import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HANDOVER_REASONS } from '../../src/messages.ts';
import { runFollowup } from '../../src/runtime/followup/followups.ts';
import type { FollowupJob } from '../../src/runtime/jobs/enqueue.ts';
import { FOLLOWUP_QUEUE } from '../../src/runtime/jobs/jobQueue.ts';
import { createTestContext, type TestContext } from '../harness.ts';
import { mailsTo } from '../outbox.ts';
import {
  agentAccount,
  deliver,
  FLOW,
  leadNumbers,
  PAUSE_MESSAGE,
  type RecordingInstances,
  recordingInstances,
  textsSentTo as sentTexts,
  turnsOf,
} from './runtimeFixtures.ts';

const WAIT = { timeout: 20_000, interval: 50 };
const CONFIRMATION = 'Tudo bem, não vou mais te enviar mensagens.';

let ctx: TestContext;
let instances: RecordingInstances;

beforeAll(async () => {
  instances = recordingInstances();
  ctx = await createTestContext({ integrations: { instances } });
});
afterAll(async () => {
  await ctx.close();
});

const newLead = leadNumbers('55318', 60_000_000);
const textsSentTo = (phone: string) => sentTexts(instances, phone);

const queuedFollowups = (lead: string) =>
  ctx.deps.queue.findJobs<FollowupJob>(FOLLOWUP_QUEUE, { data: { leadPhone: lead }, queued: true });

async function leadState(userId: number, lead: string) {
  return ctx.db
    .selectFrom('lead_states')
    .select(['paused', 'nao_perturbe_desde', 'aguardando_desde', 'aguardando_motivo'])
    .where('user_id', '=', userId)
    .where('lead_phone', '=', lead)
    .executeTakeFirstOrThrow();
}

async function lastAgentMessage(userId: number, lead: string) {
  return ctx.db
    .selectFrom('conversation_messages')
    .select(['id', 'delivery'])
    .where('user_id', '=', userId)
    .where('lead_phone', '=', lead)
    .where('author', '=', 'agente')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
}

describe('a lead who says stop', () => {
  it('gets one confirmation and nothing more: follow-ups cancelled, "não perturbe" kept until it asks again', async () => {
    const { user, token, secret } = await agentAccount(ctx);
    await ctx.db
      .updateTable('agents')
      .set({ mensagem_optout: CONFIRMATION })
      .where('user_id', '=', user.id)
      .execute();
    const followup = await ctx.db
      .insertInto('followup_messages')
      .values({ user_id: user.id, mensagem: 'Ainda tem interesse?', tempo: 3, status: true })
      .returning(['id', 'updated_at'])
      .executeTakeFirstOrThrow();
    const lead = newLead();

    await deliver(ctx, secret, { phone: lead, text: 'oi' });
    await vi.waitFor(async () => expect(await queuedFollowups(lead)).toHaveLength(1), WAIT);
    const [scheduled] = await queuedFollowups(lead);

    await deliver(ctx, secret, { phone: lead, text: 'pare de me mandar mensagem' });
    await vi.waitFor(() => expect(textsSentTo(lead)).toEqual([FLOW[0], CONFIRMATION]), WAIT);
    await vi.waitFor(
      async () => expect((await lastAgentMessage(user.id, lead)).delivery).toBe('enviada'),
      WAIT,
    );
    // The follow-up scheduled after step 1 was cancelled, and none was scheduled after the confirmation.
    const [cancelled] = await ctx.deps.queue.findJobs(FOLLOWUP_QUEUE, { id: scheduled?.id ?? '' });
    expect(cancelled?.state).toBe('cancelled');
    expect(await queuedFollowups(lead)).toEqual([]);
    const since = (await leadState(user.id, lead)).nao_perturbe_desde;
    expect(since).toBeInstanceOf(Date);
    // The panel shows it, in the conversation and in the list.
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/api/conversas/${lead}`,
      headers: ctx.auth(token),
    });
    expect(page.json().estado.nao_perturbe_desde).toBe(since?.toISOString());
    const list = await ctx.app.inject({ method: 'GET', url: '/api/conversas', headers: ctx.auth(token) });
    expect(list.json().conversas).toEqual([
      expect.objectContaining({
        lead_phone: lead,
        nao_perturbe_desde: since?.toISOString(),
        aguardando: null,
      }),
    ]);

    // A follow-up due later (as if scheduled after the confirmation) does not go either.
    const confirmation = await lastAgentMessage(user.id, lead);
    expect(
      await runFollowup(ctx.deps, {
        userId: user.id,
        leadPhone: lead,
        followupId: followup.id,
        followupUpdatedAt: followup.updated_at.toISOString(),
        afterMessageId: confirmation.id,
      }),
    ).toBe('cancelado');

    // Saying it again gets nothing.
    await deliver(ctx, secret, { phone: lead, text: 'PARE!!!' });
    await vi.waitFor(
      async () => expect((await turnsOf(ctx, user.id, lead)).at(-1)?.result).toBe('nao_perturbe'),
      WAIT,
    );
    expect(textsSentTo(lead)).toEqual([FLOW[0], CONFIRMATION]);
    expect((await leadState(user.id, lead)).nao_perturbe_desde).toBeInstanceOf(Date);

    // Writing again, not to stop, brings the agent back.
    await deliver(ctx, secret, { phone: lead, text: 'ok, me conta mais' });
    await vi.waitFor(() => expect(textsSentTo(lead)).toEqual([FLOW[0], CONFIRMATION, FLOW[1]]), WAIT);
    expect((await leadState(user.id, lead)).nao_perturbe_desde).toBeNull();
  });
});

describe('a lead handed over to a person', () => {
  async function handOver() {
    const account = await agentAccount(ctx);
    const lead = newLead();
    for (const [index, text] of ['oi', 'sim', 'beleza, vamos lá'].entries()) {
      await deliver(ctx, account.secret, { phone: lead, text });
      await vi.waitFor(() => expect(textsSentTo(lead).length).toBeGreaterThanOrEqual(index + 1), WAIT);
    }
    await vi.waitFor(() => expect(textsSentTo(lead).at(-1)).toBe(PAUSE_MESSAGE), WAIT);
    return { ...account, lead };
  }

  it('waits for the owner, who is told by e-mail who, why, the last words and where to answer', async () => {
    const { user, lead } = await handOver();
    const state = await leadState(user.id, lead);
    expect(state).toMatchObject({ paused: true, aguardando_motivo: HANDOVER_REASONS.etapaDePausa });
    expect(state.aguardando_desde).toBeInstanceOf(Date);

    await vi.waitFor(async () => expect(await mailsTo(ctx.config.dataDir, user.email)).toHaveLength(1), WAIT);
    const [mail] = await mailsTo(ctx.config.dataDir, user.email);
    // The lead's number as Brazilians write it: "(31) 86000-0001".
    const shown = `(${lead.slice(2, 4)}) ${lead.slice(4, 9)}-${lead.slice(9)}`;
    expect(mail?.sent.subject).toBe(`Aguardando você: Ana Lima (${shown}) precisa de uma pessoa`);
    expect(mail?.sent.text).toContain(`Motivo: ${HANDOVER_REASONS.etapaDePausa}`);
    expect(mail?.sent.text).toContain('“beleza, vamos lá”');
    expect(mail?.sent.text).toContain(`${ctx.config.publicUrl}/panel/conversas/${lead}`);
    // Nobody follows up on a lead a person is about to answer.
    expect(await queuedFollowups(lead)).toEqual([]);
  });

  it('is counted for the menu and listed in "Aguardando você", longest wait first, with why', async () => {
    const first = await handOver();
    const account = { user: first.user, token: first.token, secret: first.secret };
    ctx.clock.advance(60_000);
    const second = newLead();
    for (const [index, text] of ['oi', 'sim', 'beleza, vamos lá'].entries()) {
      await deliver(ctx, account.secret, { phone: second, text });
      await vi.waitFor(() => expect(textsSentTo(second).length).toBeGreaterThanOrEqual(index + 1), WAIT);
    }
    await vi.waitFor(() => expect(textsSentTo(second).at(-1)).toBe(PAUSE_MESSAGE), WAIT);
    const get = (url: string, token = account.token) =>
      ctx.app.inject({ method: 'GET', url, headers: ctx.auth(token) });

    expect((await get('/api/conversas/aguardando/total')).json()).toEqual({ total: 2 });
    const waiting = (await get('/api/conversas/aguardando')).json();
    expect(waiting.cursor).toBeNull();
    expect(waiting.conversas.map((entry: { lead_phone: string }) => entry.lead_phone)).toEqual([
      first.lead,
      second,
    ]);
    expect(waiting.conversas[0]).toMatchObject({
      pausado: true,
      aguardando: { motivo: HANDOVER_REASONS.etapaDePausa, desde: expect.any(String) },
      ultima_mensagem: { texto: PAUSE_MESSAGE },
    });
    const page = (await get(`/api/conversas/${second}`)).json();
    expect(page.estado.aguardando).toEqual({
      motivo: HANDOVER_REASONS.etapaDePausa,
      desde: expect.any(String),
    });

    // Another account sees none of them.
    const other = await ctx.createCustomer();
    expect((await get('/api/conversas/aguardando/total', other.token)).json()).toEqual({ total: 0 });
    expect((await get('/api/conversas/aguardando', other.token)).json()).toEqual({
      conversas: [],
      cursor: null,
    });

    // Answering one leaves the other.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/conversas/${first.lead}/mensagens`,
      headers: ctx.auth(account.token),
      payload: { texto: 'Oi! Já te ajudo.' },
    });
    expect((await get('/api/conversas/aguardando/total')).json()).toEqual({ total: 1 });
    expect((await get('/api/conversas/aguardando')).json().conversas).toEqual([
      expect.objectContaining({ lead_phone: second }),
    ]);
  });

  it('refuses a malformed cursor for "Aguardando você" in pt-BR', async () => {
    const { token } = await ctx.createCustomer();
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/conversas/aguardando?cursor=abc',
      headers: ctx.auth(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Cursor inválido');
  });

  it('stops waiting when the owner answers from the panel', async () => {
    const { user, token, lead } = await handOver();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/conversas/${lead}/mensagens`,
      headers: ctx.auth(token),
      payload: { texto: 'Oi, aqui é a Carla, te ajudo com o pagamento.' },
    });
    expect(response.statusCode).toBe(201);
    expect(await leadState(user.id, lead)).toMatchObject({
      paused: true,
      aguardando_desde: null,
      aguardando_motivo: null,
    });
  });

  it('stops waiting when the owner resumes the agent', async () => {
    const { user, token, lead } = await handOver();
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/conversas/${lead}/pausa`,
      headers: ctx.auth(token),
    });
    expect(response.statusCode).toBe(200);
    expect(await leadState(user.id, lead)).toMatchObject({
      paused: false,
      aguardando_desde: null,
      aguardando_motivo: null,
    });
  });
});

describe('the owner writing from the phone to a lead waiting for a person', () => {
  it('answers it: the lead no longer waits', async () => {
    const { user, secret } = await agentAccount(ctx);
    const lead = newLead();
    for (const [index, text] of ['oi', 'sim', 'beleza, vamos lá'].entries()) {
      await deliver(ctx, secret, { phone: lead, text });
      await vi.waitFor(() => expect(textsSentTo(lead).length).toBeGreaterThanOrEqual(index + 1), WAIT);
    }
    await vi.waitFor(
      async () => expect((await leadState(user.id, lead)).aguardando_desde).not.toBeNull(),
      WAIT,
    );
    await deliver(ctx, secret, { phone: lead, text: 'Oi, aqui é a Carla!', direction: 'out' });
    expect(await leadState(user.id, lead)).toMatchObject({ paused: true, aguardando_desde: null });
  });
});
