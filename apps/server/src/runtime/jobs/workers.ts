import type { Job, JobResult } from 'pg-boss';
import {
  QUEUE_POLL_SECONDS,
  QUEUE_WAITS_FOR_REQUESTS_MAX_MS,
  RUNTIME_JOB_BATCH_SIZE,
  RUNTIME_WORKER_CONCURRENCY,
  SCHEDULED_WORKER_CONCURRENCY,
} from '../../constants.ts';
import type { AppDeps } from '../../deps.ts';
import { type DocumentJob, readDocument } from '../../knowledge/readDocument.ts';
import { countedTurn } from '../../metrics/turnMetrics.ts';
import { type RecoveryJob, runRecovery } from '../../sales/recovery.ts';
import { resumeAfterHumanPause } from '../conversation/humanPause.ts';
import { runFollowup } from '../followup/followups.ts';
import { sendHandoverNotice } from '../handover/handoverNotice.ts';
import { applyOrHoldDeliveryReport, type DeliveryReportJob } from '../outbox/lateDeliveryReports.ts';
import { type OutboxDeps, sendOutbox } from '../outbox/sendOutbox.ts';
import { transcribeVoiceNote } from '../transcription/transcribeVoiceNote.ts';
import { runTurn, type TurnDeps } from '../turns/runTurn.ts';
import type {
  FollowupJob,
  HandoverNoticeJob,
  ResumeJob,
  SendJob,
  TranscriptionJob,
  TurnJob,
} from './enqueue.ts';
import {
  DELIVERY_REPORT_QUEUE,
  FOLLOWUP_QUEUE,
  HANDOVER_NOTICE_QUEUE,
  KNOWLEDGE_DOCUMENT_QUEUE,
  RESUME_QUEUE,
  SALES_RECOVERY_QUEUE,
  SEND_QUEUE,
  TRANSCRIBE_QUEUE,
  TURN_QUEUE,
} from './jobQueue.ts';

export type RuntimeDeps = TurnDeps &
  OutboxDeps &
  Pick<AppDeps, 'mailer' | 'config' | 'transcriber' | 'requestsInFlight'>;

// NOTIFY wakes workers for jobs due now, but a debounced or scheduled job becomes due later with no
// notification: the poll (kept short even while NOTIFY is active) is what picks it up. A worker fetching one
// job per poll ran a few jobs a second while the database sat idle: each fetch takes a batch (one job per lead
// on the singleton queues), runs it side by side, and fetches again at once while batches come back full.
const options = {
  pollingIntervalSeconds: QUEUE_POLL_SECONDS,
  notifyPollingIntervalSeconds: QUEUE_POLL_SECONDS,
  localConcurrency: RUNTIME_WORKER_CONCURRENCY,
  batchSize: RUNTIME_JOB_BATCH_SIZE,
  burstWhenBatchFull: true,
  perJobResults: true,
} as const;
/** Queues no lead is waiting on right now: one worker each (constants.ts says why). */
const scheduled = { ...options, localConcurrency: SCHEDULED_WORKER_CONCURRENCY } as const;

/**
 * Runs a batch's jobs side by side; a job that throws fails alone (pg-boss retries it), the others complete. On
 * the embedded database the batch first waits for the HTTP requests in flight (db/requestsFirst.ts).
 */
function eachJob<T>(deps: RuntimeDeps, queueName: string, run: (data: T) => Promise<unknown>) {
  const { log, requestsInFlight } = deps;
  return async (jobs: Job<T>[]): Promise<JobResult[]> => {
    await requestsInFlight?.quiet(QUEUE_WAITS_FOR_REQUESTS_MAX_MS);
    return Promise.all(
      jobs.map(async (job): Promise<JobResult> => {
        try {
          const output = await run(job.data);
          return { id: job.id, status: 'completed', output: output ?? null };
        } catch (error) {
          log.error({ err: error, queue: queueName, jobId: job.id }, 'runtime job failed');
          return { id: job.id, status: 'failed', output: { message: String(error) } };
        }
      }),
    );
  };
}

/** Registers the runtime's workers on the started queue. */
export async function startRuntimeWorkers(deps: RuntimeDeps): Promise<void> {
  const { queue } = deps;
  await queue.work<TurnJob>(
    TURN_QUEUE,
    options,
    eachJob<TurnJob>(deps, TURN_QUEUE, (job) => countedTurn(() => runTurn(deps, job))),
  );
  await queue.work<SendJob>(
    SEND_QUEUE,
    options,
    eachJob<SendJob>(deps, SEND_QUEUE, (job) => sendOutbox(deps, job)),
  );
  await queue.work<FollowupJob>(
    FOLLOWUP_QUEUE,
    scheduled,
    eachJob<FollowupJob>(deps, FOLLOWUP_QUEUE, (job) => runFollowup(deps, job)),
  );
  await queue.work<ResumeJob>(
    RESUME_QUEUE,
    scheduled,
    eachJob<ResumeJob>(deps, RESUME_QUEUE, (job) => resumeAfterHumanPause(deps, job)),
  );
  await queue.work<HandoverNoticeJob>(
    HANDOVER_NOTICE_QUEUE,
    scheduled,
    eachJob<HandoverNoticeJob>(deps, HANDOVER_NOTICE_QUEUE, (job) => sendHandoverNotice(deps, job)),
  );
  await queue.work<DocumentJob>(
    KNOWLEDGE_DOCUMENT_QUEUE,
    scheduled,
    eachJob<DocumentJob>(deps, KNOWLEDGE_DOCUMENT_QUEUE, (job) => readDocument(deps, job)),
  );
  await queue.work<TranscriptionJob>(
    TRANSCRIBE_QUEUE,
    options,
    eachJob<TranscriptionJob>(deps, TRANSCRIBE_QUEUE, (job) => transcribeVoiceNote(deps, job)),
  );
  await queue.work<RecoveryJob>(
    SALES_RECOVERY_QUEUE,
    scheduled,
    eachJob<RecoveryJob>(deps, SALES_RECOVERY_QUEUE, (job) => runRecovery(deps, job)),
  );
  await queue.work<DeliveryReportJob>(
    DELIVERY_REPORT_QUEUE,
    scheduled,
    eachJob<DeliveryReportJob>(deps, DELIVERY_REPORT_QUEUE, (job) => applyOrHoldDeliveryReport(deps, job)),
  );
}
