import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resumeAfterHumanPause } from '../../src/runtime/conversation/humanPause.ts';
import type { ResumeJob } from '../../src/runtime/jobs/enqueue.ts';
import { RESUME_QUEUE } from '../../src/runtime/jobs/jobQueue.ts';
import { sendOutbox } from '../../src/runtime/outbox/sendOutbox.ts';
import { createTestContext, type TestContext } from '../harness.ts';
import {
  agentAccount,
  deliver,
  FLOW,
  leadNumbers,
  type RecordingInstances,
  recordingInstances,
  textsSentTo as sentTexts,
  turnsOf,
} from './runtimeFixtures.ts';

const WAIT = { timeout: 15_000, interval: 50 };
const HOUR_MS = 3_600_000;

let ctx: TestContext;
let instances: RecordingInstances;
beforeAll(async () => {
  instances = recordingInstances();
  ctx = await createTestContext({ integrations: { instances }, env: { AGENT_HUMAN_PAUSE_HOURS: '6' } });
});
afterAll(async () => {
  await ctx.close();
});

const newLead = leadNumbers('55319', 60_000_000);
const textsSentTo = (phone: string) => sentTexts(instances, phone);

const resumeJobsOf = (lead: string) =>
  ctx.deps.queue.findJobs<ResumeJob>(RESUME_QUEUE, { data: { leadPhone: lead } });

async function stateOf(userId: number, lead: string) {
  return ctx.db
    .selectFrom('lead_states')
    .select(['paused', 'paused_until'])
    .where('user_id', '=', userId)
    .where('lead_phone', '=', lead)
    .executeTakeFirstOrThrow();
}

async function lastTurnResult(userId: number, lead: string) {
  return (await turnsOf(ctx, userId, lead)).at(-1)?.result;
}

describe('the owner writes to a lead from the phone', () => {
  it('is recorded as a person, and the agent stays quiet for that lead until `*`', async () => {
    const { user, secret } = await agentAccount(ctx);
    const lead = newLead();
    const owner = { phone: lead, direction: 'out' as const, text: 'Oi Ana, aqui é o Carlos, dono da loja!' };
    expect(await deliver(ctx, secret, owner)).toBe('registrado');
    const recorded = await ctx.db
      .selectFrom('conversation_messages')
      .select(['author', 'texto'])
      .where('user_id', '=', user.id)
      .where('lead_phone', '=', lead)
      .execute();
    expect(recorded).toEqual([{ author: 'humano', texto: owner.text }]);

    await deliver(ctx, secret, { phone: lead, text: 'oi Carlos, quanto custa?' });
    await vi.waitFor(async () => expect(await lastTurnResult(user.id, lead)).toBe('pausado'), WAIT);
    expect(textsSentTo(lead)).toEqual([]);

    // The pause ends by itself AGENT_HUMAN_PAUSE_HOURS (6) later, on the queue.
    const state = await stateOf(user.id, lead);
    expect(state.paused).toBe(true);
    const end = state.paused_until?.getTime() ?? 0;
    expect(end - ctx.clock.now().getTime()).toBe(6 * HOUR_MS);
    const [job] = await resumeJobsOf(lead);
    expect(job?.startAfter.getTime()).toBe(end);

    await deliver(ctx, secret, { phone: lead, text: '*', direction: 'out' });
    await deliver(ctx, secret, { phone: lead, text: 'voltei' });
    await vi.waitFor(() => expect(textsSentTo(lead)).toEqual([FLOW[0]]), WAIT);
    // Resumed by hand: the queued end of the pause no longer has anything to do.
    if (!job) throw new Error('no resume job');
    expect(await resumeAfterHumanPause(ctx.deps, job.data)).toBe('mantido');
  });

  it('gives the lead back to the agent when the pause is over; a newer message of the owner pushes it on', async () => {
    const { user, secret } = await agentAccount(ctx);
    const lead = newLead();
    await deliver(ctx, secret, { phone: lead, direction: 'out', text: 'Bom dia!' });
    const [first] = await resumeJobsOf(lead);
    ctx.clock.advance(HOUR_MS);
    await deliver(ctx, secret, { phone: lead, direction: 'out', text: 'Ainda está por aí?' });
    const second = (await resumeJobsOf(lead)).find((job) => job.id !== first?.id);
    if (!first || !second) throw new Error('no resume jobs');
    // The first end is stale now: only the second one resumes.
    expect(await resumeAfterHumanPause(ctx.deps, first.data)).toBe('mantido');
    expect((await stateOf(user.id, lead)).paused).toBe(true);
    expect(await resumeAfterHumanPause(ctx.deps, second.data)).toBe('retomado');
    expect(await stateOf(user.id, lead)).toEqual({ paused: false, paused_until: null });

    await deliver(ctx, secret, { phone: lead, text: 'oi' });
    await vi.waitFor(() => expect(textsSentTo(lead)).toEqual([FLOW[0]]), WAIT);
  });

  it('never turns a pause for good (`#`) into one that ends by itself', async () => {
    const { user, secret } = await agentAccount(ctx);
    const lead = newLead();
    await deliver(ctx, secret, { phone: lead, direction: 'out', text: '#' });
    await deliver(ctx, secret, { phone: lead, direction: 'out', text: 'Oi, eu mesmo te atendo.' });
    expect(await stateOf(user.id, lead)).toEqual({ paused: true, paused_until: null });
    expect(await resumeJobsOf(lead)).toEqual([]);
  });

  it('cancels a reply the agent planned but had not sent yet', async () => {
    const { user, secret } = await agentAccount(ctx);
    const lead = newLead();
    await ctx.db
      .insertInto('conversation_messages')
      .values({
        user_id: user.id,
        lead_phone: lead,
        author: 'agente',
        kind: 'texto',
        texto: FLOW[0] ?? '',
        dedupe_key: `teste:${lead}`,
        delivery: 'pendente',
        turn_id: null,
        media_id: null,
        media_type: null,
        media_url: null,
        offer_id: null,
        provider_message_id: null,
        occurred_at: ctx.clock.now(),
        sent_at: null,
      })
      .execute();
    await deliver(ctx, secret, { phone: lead, direction: 'out', text: 'Deixa que eu respondo.' });
    await sendOutbox({ ...ctx.deps, typingDelayMs: () => 0 }, { userId: user.id, leadPhone: lead });
    const agentRows = await ctx.db
      .selectFrom('conversation_messages')
      .select('delivery')
      .where('user_id', '=', user.id)
      .where('lead_phone', '=', lead)
      .where('author', '=', 'agente')
      .execute();
    expect(agentRows).toEqual([{ delivery: 'cancelada' }]);
    expect(textsSentTo(lead)).toEqual([]);
  });
});
