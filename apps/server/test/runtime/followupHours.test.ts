import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runFollowup } from '../../src/runtime/followup/followups.ts';
import type { FollowupJob } from '../../src/runtime/jobs/enqueue.ts';
import { FOLLOWUP_QUEUE } from '../../src/runtime/jobs/jobQueue.ts';
import { createTestContext, type TestContext } from '../harness.ts';
import {
  agentAccount,
  deliver,
  noonInSaoPaulo,
  type RecordingInstances,
  recordingInstances,
} from './runtimeFixtures.ts';

const WAIT = { timeout: 15_000, interval: 50 };
const HOUR_MS = 3_600_000;

let ctx: TestContext;
let instances: RecordingInstances;
beforeAll(async () => {
  instances = recordingInstances();
  ctx = await createTestContext({ integrations: { instances }, now: noonInSaoPaulo() });
});
afterAll(async () => {
  await ctx.close();
});

const jobsOf = (lead: string) =>
  ctx.deps.queue.findJobs<FollowupJob>(FOLLOWUP_QUEUE, { data: { leadPhone: lead } });

describe('follow-ups at decent hours', () => {
  it('one due at 23:00 in São Paulo waits for 08:00 the next morning, then goes out once', async () => {
    const { user, secret } = await agentAccount(ctx);
    await ctx.db
      .insertInto('followup_messages')
      .values({ user_id: user.id, mensagem: 'Conseguiu ver o sérum?', tempo: 1, status: true })
      .execute();
    const lead = '5511977776666';
    await deliver(ctx, secret, { phone: lead, text: 'oi' });
    await vi.waitFor(async () => expect(await jobsOf(lead)).toHaveLength(1), WAIT);
    const [due] = await jobsOf(lead);
    if (!due) throw new Error('no follow-up job');

    // 23:00 in São Paulo is 02:00 UTC the next day.
    const night = new Date(noonInSaoPaulo().getTime() + 11 * HOUR_MS);
    ctx.clock.set(night);
    expect(await runFollowup(ctx.deps, due.data)).toBe('adiado');
    const held = (await jobsOf(lead)).find((job) => job.id !== due.id);
    expect(held?.startAfter).toEqual(new Date(night.getTime() + 9 * HOUR_MS));
    expect(held?.data).toEqual(due.data);
    expect(instances.sent.filter((entry) => entry.message.to === lead)).toHaveLength(1);

    if (!held) throw new Error('no held follow-up');
    ctx.clock.set(held.startAfter);
    expect(await runFollowup(ctx.deps, held.data)).toBe('enviado');
    await vi.waitFor(
      () =>
        expect(instances.sent.filter((entry) => entry.message.to === lead).at(-1)?.message).toMatchObject({
          text: 'Conseguiu ver o sérum?',
        }),
      WAIT,
    );
  });

  it('follows the window the owner set', async () => {
    const { user, secret } = await agentAccount(ctx);
    await ctx.db
      .insertInto('followup_hours')
      .values({ user_id: user.id, inicio_minutos: 13 * 60, fim_minutos: 14 * 60, fuso: 'America/Sao_Paulo' })
      .execute();
    await ctx.db
      .insertInto('followup_messages')
      .values({ user_id: user.id, mensagem: 'Oi de novo!', tempo: 1, status: true })
      .execute();
    const lead = '5511977775555';
    ctx.clock.set(noonInSaoPaulo());
    await deliver(ctx, secret, { phone: lead, text: 'oi' });
    await vi.waitFor(async () => expect(await jobsOf(lead)).toHaveLength(1), WAIT);
    const [due] = await jobsOf(lead);
    if (!due) throw new Error('no follow-up job');
    // Noon is before 13:00: held until 13:00 the same day.
    expect(await runFollowup(ctx.deps, due.data)).toBe('adiado');
    const held = (await jobsOf(lead)).find((job) => job.id !== due.id);
    expect(held?.startAfter).toEqual(new Date(noonInSaoPaulo().getTime() + HOUR_MS));
  });
});
