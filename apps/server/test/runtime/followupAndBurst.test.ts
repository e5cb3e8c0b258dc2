import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RUNTIME_WORKER_CONCURRENCY } from '../../src/constants.ts';
import { InstancesServiceError } from '../../src/gateways/instances/instancesClient.ts';
import type { Brain, TurnContext } from '../../src/runtime/brain/brain.ts';
import { createEmbeddedBrain } from '../../src/runtime/brain/embeddedBrain.ts';
import { runFollowup } from '../../src/runtime/followup/followups.ts';
import type { FollowupJob, SendJob } from '../../src/runtime/jobs/enqueue.ts';
import { FOLLOWUP_QUEUE, SEND_QUEUE } from '../../src/runtime/jobs/jobQueue.ts';
import { sendOutbox } from '../../src/runtime/outbox/sendOutbox.ts';
import { createTestContext, type TestContext } from '../harness.ts';
import {
  agentAccount,
  agentMessagesOf,
  deliver,
  FLOW,
  insertAgentText,
  leadNumbers,
  noonInSaoPaulo,
  type RecordingInstances,
  recordingInstances,
  turnsOf,
} from './runtimeFixtures.ts';

const WAIT = { timeout: 20_000, interval: 50 };
const HOUR_MS = 3_600_000;

let ctx: TestContext;
let instances: RecordingInstances;
/** What the brain was asked to answer, turn by turn. */
const asked: TurnContext['leadMessages'][] = [];

beforeAll(async () => {
  instances = recordingInstances();
  const embedded = createEmbeddedBrain();
  const brain: Brain = {
    decide: (context, signal) => {
      asked.push(context.leadMessages);
      return embedded.decide(context, signal);
    },
  };
  ctx = await createTestContext({
    integrations: { instances },
    brain,
    env: { AGENT_DEBOUNCE_MS: '1500' },
    now: noonInSaoPaulo(),
  });
});
afterAll(async () => {
  await ctx.close();
});

const newLead = leadNumbers('55219', 80_000_000);
const sentTo = (phone: string) => instances.sent.filter((entry) => entry.message.to === phone);

async function followupJobsOf(lead: string) {
  return ctx.deps.queue.findJobs<FollowupJob>(FOLLOWUP_QUEUE, { data: { leadPhone: lead } });
}

async function addFollowup(userId: number, mensagem: string, tempo: number) {
  return ctx.db
    .insertInto('followup_messages')
    .values({ user_id: userId, mensagem, tempo, status: true })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('a burst of messages', () => {
  it('gets one turn that reads them all', async () => {
    const { user, secret } = await agentAccount(ctx);
    const lead = newLead();
    for (const text of ['oi', 'tudo bem?', 'queria saber do sérum']) {
      await deliver(ctx, secret, { phone: lead, text });
    }
    await vi.waitFor(async () => expect(await turnsOf(ctx, user.id, lead)).toHaveLength(3), WAIT);
    const results = (await turnsOf(ctx, user.id, lead)).map((turn) => turn.result);
    expect(results.filter((result) => result === 'respondido')).toHaveLength(1);
    expect(results.filter((result) => result === 'cedeu_a_mais_nova')).toHaveLength(2);
    expect(asked).toContainEqual(['oi', 'tudo bem?', 'queria saber do sérum']);
    await vi.waitFor(() => expect(sentTo(lead)).toHaveLength(1), WAIT);
    expect(sentTo(lead)[0]?.message).toMatchObject({ kind: 'text', text: FLOW[0] });
  });
});

describe('typing pauses', () => {
  it('wait on the queue, not in a worker: more leads pause at once than there are workers, each answered once', async () => {
    const { user, secret } = await agentAccount(ctx);
    const leads = Array.from({ length: RUNTIME_WORKER_CONCURRENCY * 2 }, newLead);
    await Promise.all(leads.map((phone) => deliver(ctx, secret, { phone, text: 'oi' })));
    await vi.waitFor(async () => {
      const pausing = await ctx.deps.queue.findJobs<SendJob>(SEND_QUEUE, { queued: true });
      const leadsPausing = new Set(
        pausing
          .filter((job) => job.data.userId === user.id && job.data.pausedFor !== undefined)
          .map((job) => job.data.leadPhone),
      );
      expect(leadsPausing.size).toBeGreaterThan(RUNTIME_WORKER_CONCURRENCY);
    }, WAIT);
    await vi.waitFor(() => {
      for (const phone of leads) expect(sentTo(phone)).toHaveLength(1);
    }, WAIT);
    for (const phone of leads)
      expect(sentTo(phone)[0]?.message).toMatchObject({ kind: 'text', text: FLOW[0] });
  });
});

describe('follow-up', () => {
  it('is scheduled `tempo` hours (3) after the agent’s message and goes out once', async () => {
    const { user, secret } = await agentAccount(ctx);
    const followup = await addFollowup(user.id, 'Ainda tem interesse no sérum?', 3);
    const lead = newLead();
    await deliver(ctx, secret, { phone: lead, text: 'oi' });
    await vi.waitFor(async () => expect(await followupJobsOf(lead)).toHaveLength(1), WAIT);
    const [job] = await followupJobsOf(lead);
    if (!job) throw new Error('no follow-up job');
    expect(job.data.followupId).toBe(followup.id);
    const delay = job.startAfter.getTime() - Date.now();
    expect(delay).toBeGreaterThan(3 * HOUR_MS - 5 * 60_000);
    expect(delay).toBeLessThanOrEqual(3 * HOUR_MS);

    // The queue would run it in three hours; run its handler now.
    expect(await runFollowup(ctx.deps, job.data)).toBe('enviado');
    expect(await runFollowup(ctx.deps, job.data)).toBe('cancelado');
    await vi.waitFor(() => expect(sentTo(lead)).toHaveLength(2), WAIT);
    expect(sentTo(lead)[1]?.message).toMatchObject({ kind: 'text', text: 'Ainda tem interesse no sérum?' });
    // A follow-up does not schedule more follow-ups.
    expect(await followupJobsOf(lead)).toHaveLength(1);
  });

  it('is cancelled by a reply from the lead, and by switching it off', async () => {
    const { user, secret } = await agentAccount(ctx);
    const followup = await addFollowup(user.id, 'Posso te ajudar em algo mais?', 1);
    const lead = newLead();
    await deliver(ctx, secret, { phone: lead, text: 'oi' });
    await vi.waitFor(async () => expect(await followupJobsOf(lead)).toHaveLength(1), WAIT);
    const [first] = await followupJobsOf(lead);
    if (!first) throw new Error('no follow-up job');

    await deliver(ctx, secret, { phone: lead, text: 'quanto custa?' });
    expect(await runFollowup(ctx.deps, first.data)).toBe('cancelado');

    await vi.waitFor(async () => expect(await followupJobsOf(lead)).toHaveLength(2), WAIT);
    const second = (await followupJobsOf(lead)).find((job) => job.id !== first.id);
    if (!second) throw new Error('no second follow-up job');
    await ctx.db
      .updateTable('followup_messages')
      .set({ status: false })
      .where('id', '=', followup.id)
      .execute();
    expect(await runFollowup(ctx.deps, second.data)).toBe('cancelado');
    expect((await agentMessagesOf(ctx, user.id, lead)).filter((row) => row.kind === 'followup')).toEqual([]);
  });
});

describe('outbox', () => {
  it('marks a message found mid-send after a crash as uncertain and never re-sends it', async () => {
    const { user } = await agentAccount(ctx);
    const lead = newLead();
    await insertAgentText(ctx, user.id, lead, { delivery: 'enviando' });
    await sendOutbox({ ...ctx.deps, typingDelayMs: () => 0 }, { userId: user.id, leadPhone: lead });
    expect(await agentMessagesOf(ctx, user.id, lead)).toEqual([
      { texto: 'Oi!', kind: 'texto', delivery: 'incerta', provider_message_id: null },
    ]);
    expect(sentTo(lead)).toEqual([]);
  });
});

describe('a send the service did not confirm', () => {
  it.each([
    ['a timeout or a dropped connection', new InstancesServiceError('network', 'timeout'), 'incerta'],
    ['a refusal with a status', new InstancesServiceError('api', 'número inválido', 400), 'falhou'],
  ] as const)('after %s is marked %s, and not sent again', async (_case, error, delivery) => {
    const { user } = await agentAccount(ctx);
    const lead = newLead();
    await insertAgentText(ctx, user.id, lead, { delivery: 'pendente' });
    let calls = 0;
    const failing = {
      send: async () => {
        calls += 1;
        throw error;
      },
    };
    const deps = { ...ctx.deps, instances: failing, typingDelayMs: () => 0 };
    await sendOutbox(deps, { userId: user.id, leadPhone: lead });
    await sendOutbox(deps, { userId: user.id, leadPhone: lead });
    expect(calls).toBe(1);
    expect((await agentMessagesOf(ctx, user.id, lead)).map((row) => row.delivery)).toEqual([delivery]);
  });
});
