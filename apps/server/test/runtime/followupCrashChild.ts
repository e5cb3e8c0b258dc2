// Run by followupDurability.test.ts as its own process: a lead writes, the agent answers, the answer's follow-up
// is scheduled on the queue; then this process prints what it did and waits to be killed (SIGKILL).
import { FOLLOWUP_QUEUE } from '../../src/runtime/jobs/jobQueue.ts';
import { createTestContext } from '../harness.ts';
import { agentAccount, deliver, recordingInstances } from './runtimeFixtures.ts';

const [name, lead, followupText] = process.argv.slice(2);
if (!name || !lead || !followupText)
  throw new Error('usage: followupCrashChild <name> <lead> <follow-up text>');

const POLL_MS = 100;

const instances = recordingInstances();
const ctx = await createTestContext({
  persistent: { name, dropOnClose: false },
  integrations: { instances },
});
const { user, secret } = await agentAccount(ctx);
await ctx.db
  .insertInto('followup_messages')
  .values({ user_id: user.id, mensagem: followupText, tempo: 3, status: true })
  .execute();
await deliver(ctx, secret, { phone: lead, text: 'oi' });
for (;;) {
  const jobs = await ctx.deps.queue.findJobs(FOLLOWUP_QUEUE, { data: { leadPhone: lead } });
  if (jobs.length > 0) break;
  await new Promise((done) => setTimeout(done, POLL_MS));
}
process.stdout.write(`${JSON.stringify({ userId: user.id, answered: instances.sent.length })}\n`);
// Nothing more happens here: the parent kills this process while the follow-up waits on the queue.
setInterval(() => {}, 60_000);
