import type { Job } from 'pg-boss';
import { QUEUE_POLL_SECONDS, RUNTIME_WORKER_CONCURRENCY } from '../../constants.ts';
import { runFollowup } from '../followup/followups.ts';
import { type OutboxDeps, sendOutbox } from '../outbox/sendOutbox.ts';
import { runTurn, type TurnDeps } from '../turns/runTurn.ts';
import type { FollowupJob, SendJob, TurnJob } from './enqueue.ts';
import { FOLLOWUP_QUEUE, SEND_QUEUE, TURN_QUEUE } from './jobQueue.ts';

export type RuntimeDeps = TurnDeps & OutboxDeps;

// NOTIFY wakes workers for jobs due now, but a debounced or scheduled job becomes due later with no
// notification: the poll (kept short even while NOTIFY is active) is what picks it up.
const options = {
  pollingIntervalSeconds: QUEUE_POLL_SECONDS,
  notifyPollingIntervalSeconds: QUEUE_POLL_SECONDS,
  localConcurrency: RUNTIME_WORKER_CONCURRENCY,
};

/** Registers the runtime's workers on the started queue (a thrown handler fails the job; pg-boss retries it). */
export async function startRuntimeWorkers(deps: RuntimeDeps): Promise<void> {
  const { queue, log } = deps;
  await queue.work<TurnJob>(TURN_QUEUE, options, async ([job]: Job<TurnJob>[]) => {
    if (!job) return;
    const result = await runTurn(deps, job.data);
    log.debug({ lead: job.data.leadPhone, result }, 'agent turn');
  });
  await queue.work<SendJob>(SEND_QUEUE, options, async ([job]: Job<SendJob>[]) => {
    if (job) await sendOutbox(deps, job.data);
  });
  await queue.work<FollowupJob>(FOLLOWUP_QUEUE, options, async ([job]: Job<FollowupJob>[]) => {
    if (job) await runFollowup(deps, job.data);
  });
}
