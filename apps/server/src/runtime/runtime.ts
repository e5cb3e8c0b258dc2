import { RUNTIME_STOP_TIMEOUT_MS } from '../constants.ts';
import type { AppDeps } from '../deps.ts';
import { startJobQueue } from './jobs/jobQueue.ts';
import { startRuntimeWorkers } from './jobs/workers.ts';
import { typingDelayMs } from './planner/pacing.ts';

/** Starts the job queue and the runtime's workers (before the app listens, so no webhook finds it stopped). */
export async function startRuntime(deps: AppDeps): Promise<void> {
  // pg-boss reports a failed poll or maintenance run as an 'error' event; unheard, it would end the process.
  deps.queue.on('error', (error) => deps.log.error({ err: error }, 'job queue error'));
  await startJobQueue(deps.queue);
  await startRuntimeWorkers({
    ...deps,
    typingDelayMs: (message) => typingDelayMs(message, deps.config.agentDebounceMs),
  });
}

/** Lets jobs in flight finish (the queued ones wait in the database for the next start), then stops the queue. */
export async function stopRuntime(
  deps: Pick<AppDeps, 'queue'>,
  timeoutMs: number = RUNTIME_STOP_TIMEOUT_MS,
): Promise<void> {
  await deps.queue.stop({ graceful: true, close: true, timeout: timeoutMs });
}
