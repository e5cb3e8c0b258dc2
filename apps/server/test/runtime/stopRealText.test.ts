import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AGENT_DEFAULT_OPTOUT_MESSAGE } from '../../src/constants.ts';
import type { FollowupJob } from '../../src/runtime/jobs/enqueue.ts';
import { FOLLOWUP_QUEUE } from '../../src/runtime/jobs/jobQueue.ts';
import { createTestContext, type TestContext } from '../harness.ts';
import { mailsTo } from '../outbox.ts';
import {
  agentAccount,
  deliver,
  FLOW,
  leadNumbers,
  type RecordingInstances,
  recordingInstances,
  textsSentTo as sentTexts,
} from './runtimeFixtures.ts';

// The same journeys as stopAndHandover.test.ts, on the real decision (the built-in brain and planner).
const WAIT = { timeout: 20_000, interval: 50 };

let ctx: TestContext;
let instances: RecordingInstances;
beforeAll(async () => {
  instances = recordingInstances();
  ctx = await createTestContext({ integrations: { instances } });
});
afterAll(async () => {
  await ctx.close();
});

const newLead = leadNumbers('55419', 50_000_000);
const textsSentTo = (phone: string) => sentTexts(instances, phone);

describe('on the built-in brain', () => {
  it('"pare de me mandar mensagem" gets the Meu Agente confirmation and nothing more, and is "não perturbe"', async () => {
    const { user, token, secret } = await agentAccount(ctx);
    await ctx.db
      .insertInto('followup_messages')
      .values({ user_id: user.id, mensagem: 'Ainda tem interesse?', tempo: 3, status: true })
      .execute();
    const lead = newLead();
    await deliver(ctx, secret, { phone: lead, text: 'oi' });
    await vi.waitFor(() => expect(textsSentTo(lead)).toEqual([FLOW[0]]), WAIT);

    await deliver(ctx, secret, { phone: lead, text: 'pare de me mandar mensagem' });
    await vi.waitFor(() => expect(textsSentTo(lead)).toEqual([FLOW[0], AGENT_DEFAULT_OPTOUT_MESSAGE]), WAIT);
    await vi.waitFor(async () => {
      const page = await ctx.app.inject({
        method: 'GET',
        url: `/api/conversas/${lead}`,
        headers: ctx.auth(token),
      });
      expect(page.json().estado.nao_perturbe_desde).toEqual(expect.any(String));
      expect(page.json().mensagens.at(-1)).toMatchObject({
        texto: AGENT_DEFAULT_OPTOUT_MESSAGE,
        entrega: 'enviada',
      });
    }, WAIT);
    expect(
      await ctx.deps.queue.findJobs<FollowupJob>(FOLLOWUP_QUEUE, { data: { leadPhone: lead }, queued: true }),
    ).toEqual([]);
  });

  it('"quero falar com um humano" hands the lead over and the owner gets the e-mail', async () => {
    const { user, token, secret } = await agentAccount(ctx);
    const lead = newLead();
    await deliver(ctx, secret, { phone: lead, text: 'oi' });
    await vi.waitFor(() => expect(textsSentTo(lead)).toHaveLength(1), WAIT);
    await deliver(ctx, secret, { phone: lead, text: 'quero falar com um humano' });
    await vi.waitFor(async () => expect(await mailsTo(ctx.config.dataDir, user.email)).toHaveLength(1), WAIT);
    const [mail] = await mailsTo(ctx.config.dataDir, user.email);
    expect(mail?.sent.text).toContain('“quero falar com um humano”');
    const total = await ctx.app.inject({
      method: 'GET',
      url: '/api/conversas/aguardando/total',
      headers: ctx.auth(token),
    });
    expect(total.json()).toEqual({ total: 1 });
  });
});
