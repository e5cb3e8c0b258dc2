import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { sql } from 'kysely';
import { afterAll, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../../src/config.ts';
import { FOLLOWUP_QUEUE } from '../../src/runtime/jobs/jobQueue.ts';
import { createTestContext, type TestContext } from '../harness.ts';
import { noonInSaoPaulo, recordingInstances } from './runtimeFixtures.ts';

/**
 * A follow-up is scheduled on the database's queue in the transaction that records the agent's message, so a
 * crash (kill -9) after it was scheduled and before it was due loses nothing: the restarted server sends it once,
 * and does not send the agent's earlier answer again.
 */

const CHILD_TIMEOUT_MS = 120_000;
const WAIT = { timeout: 60_000, interval: 200 };
// The restarted server starts its queue cold on a machine busy with the rest of the suite; a failed first try is
// retried by the queue a few seconds later, so the send may take longer than one plain wait.
const SEND_WAIT = { timeout: 120_000, interval: 200 };
const LEAD = '5521977770001';
const FOLLOWUP_TEXT = 'Ainda pensando no sérum? Posso tirar alguma dúvida?';

const name = `followup-${randomUUID().slice(0, 8)}`;
let ctx: TestContext | undefined;

afterAll(async () => {
  await ctx?.close();
});

/** Starts the child, waits for its report that the follow-up is on the queue, then kills it with SIGKILL. */
async function scheduleThenCrash(): Promise<{ userId: number; answered: number }> {
  // node itself runs the child (tsx as a loader, not the tsx wrapper process), so SIGKILL ends the process that
  // holds the queue's workers instead of orphaning it.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/test/runtime/followupCrashChild.ts', name, LEAD, FOLLOWUP_TEXT],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: process.env },
  );
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const report = await new Promise<string>((done, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line) done(line);
    });
    child.once('exit', (code) => fail(new Error(`the child exited (${code}) before scheduling:\n${output}`)));
  });
  const exit = once(child, 'exit');
  child.kill('SIGKILL');
  await exit;
  return JSON.parse(report) as { userId: number; answered: number };
}

it('a follow-up scheduled before a kill -9 is sent once after the restart', {
  timeout: CHILD_TIMEOUT_MS + SEND_WAIT.timeout + WAIT.timeout,
}, async () => {
  const { userId, answered } = await scheduleThenCrash();
  expect(answered).toBe(1);

  const instances = recordingInstances();
  ctx = await createTestContext({
    persistent: { name, dropOnClose: true },
    integrations: { instances },
    now: noonInSaoPaulo(),
  });
  const jobs = await ctx.deps.queue.findJobs(FOLLOWUP_QUEUE, { data: { leadPhone: LEAD } });
  expect(jobs.map((job) => job.state)).toEqual(['created']);

  // Three hours pass: the job becomes due (the queue compares with the database's clock).
  await sql`update ${sql.table(`${ctx.queueSchema}.job`)} set start_after = now() where name = ${FOLLOWUP_QUEUE}`.execute(
    ctx.db,
  );
  await vi.waitFor(
    () =>
      expect(instances.sent.map((entry) => entry.message)).toContainEqual(
        expect.objectContaining({ kind: 'text', to: LEAD, text: FOLLOWUP_TEXT }),
      ),
    SEND_WAIT,
  );
  // The gateway hears the message before the send is recorded as done: wait for the record too.
  const db = ctx.db;
  await vi.waitFor(async () => {
    const followups = await db
      .selectFrom('conversation_messages')
      .select(['texto', 'delivery'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'followup')
      .execute();
    expect(followups).toEqual([{ texto: FOLLOWUP_TEXT, delivery: 'enviada' }]);
  }, WAIT);
  // The answer sent before the crash is not sent again.
  expect(instances.sent).toHaveLength(1);
});
