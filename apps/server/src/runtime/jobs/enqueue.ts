import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { leadKey } from '../conversation/leadState.ts';
import {
  FOLLOWUP_QUEUE,
  HANDOVER_NOTICE_QUEUE,
  inTransaction,
  type JobQueue,
  KNOWLEDGE_DOCUMENT_QUEUE,
  RESUME_QUEUE,
  SEND_QUEUE,
  TRANSCRIBE_QUEUE,
  TURN_QUEUE,
} from './jobQueue.ts';

export interface TurnJob {
  readonly userId: number;
  readonly leadPhone: string;
  /** The lead message that queued the turn; a newer one makes this turn give way. */
  readonly messageId: number;
}

/** Drains the lead's outbox, oldest row first. */
export interface SendJob {
  readonly userId: number;
  readonly leadPhone: string;
  /** The row whose typing pause has already passed (the job was queued to start when it ended). */
  readonly pausedFor?: number;
  /** How many times the provider asked to be called later for the lead's oldest row (rate limits). */
  readonly retries?: number;
}

export interface FollowupJob {
  readonly userId: number;
  readonly leadPhone: string;
  readonly followupId: number;
  /** The follow-up as it was when scheduled: an edit since then cancels it. */
  readonly followupUpdatedAt: string;
  /** The agent's message it follows: a newer message from either side cancels it. */
  readonly afterMessageId: number;
}

export interface ResumeJob {
  readonly userId: number;
  readonly leadPhone: string;
  /** The end of the pause this job ends (ISO): a newer pause, or a resume since, leaves the lead alone. */
  readonly pausedUntil: string;
}

/** Queues the lead's turn inside the transaction that recorded its message (the job exists only if it commits). */
export async function enqueueTurn(
  queue: JobQueue,
  trx: Transaction<Database>,
  job: TurnJob,
  debounceMs: number,
): Promise<void> {
  await queue.send(TURN_QUEUE, job, {
    singletonKey: leadKey(job.userId, job.leadPhone),
    startAfter: Math.ceil(debounceMs / 1_000),
    db: inTransaction(trx),
  });
}

export async function enqueueSend(queue: JobQueue, trx: Transaction<Database>, job: SendJob): Promise<void> {
  await queue.send(SEND_QUEUE, job, {
    singletonKey: leadKey(job.userId, job.leadPhone),
    db: inTransaction(trx),
  });
}

/** Queues the outbox's next run for when the typing pause before its next row is over. */
export async function enqueueSendAfter(queue: JobQueue, job: SendJob, delayMs: number): Promise<void> {
  await queue.send(SEND_QUEUE, job, {
    singletonKey: leadKey(job.userId, job.leadPhone),
    startAfter: new Date(Date.now() + delayMs),
  });
}

export async function enqueueFollowup(
  queue: JobQueue,
  trx: Transaction<Database>,
  job: FollowupJob,
  delaySeconds: number,
): Promise<void> {
  await queue.send(FOLLOWUP_QUEUE, job, { startAfter: delaySeconds, db: inTransaction(trx) });
}

/** Queues the end of a timed pause, to start when it is due (in the transaction that paused the lead). */
export async function enqueueResume(
  queue: JobQueue,
  trx: Transaction<Database>,
  job: ResumeJob,
): Promise<void> {
  await queue.send(RESUME_QUEUE, job, { startAfter: new Date(job.pausedUntil), db: inTransaction(trx) });
}

/** Tells the owner by e-mail that a lead waits for a person (what the turn knew when it handed the lead over). */
export interface HandoverNoticeJob {
  readonly userId: number;
  readonly leadPhone: string;
  /** When the lead started waiting: a notice whose wait was already answered is not sent. */
  readonly since: string;
  readonly reason: string;
  /** The lead messages the handing-over turn answered, oldest first. */
  readonly lastWords: readonly string[];
}

/** Queues the owner's notice inside the transaction that hands the lead over. */
export async function enqueueHandoverNotice(
  queue: JobQueue,
  trx: Transaction<Database>,
  job: HandoverNoticeJob,
): Promise<void> {
  await queue.send(HANDOVER_NOTICE_QUEUE, job, { db: inTransaction(trx) });
}

/** Queues a follow-up again, to run when the account's window opens. */
export async function enqueueFollowupAt(queue: JobQueue, job: FollowupJob, startAfter: Date): Promise<void> {
  await queue.send(FOLLOWUP_QUEUE, job, { startAfter });
}

/** Queues the reading of an uploaded knowledge-base document inside the transaction that stored it. */
export async function enqueueKnowledgeDocument(
  queue: JobQueue,
  trx: Transaction<Database>,
  job: { readonly userId: number; readonly documentId: number },
): Promise<void> {
  await queue.send(KNOWLEDGE_DOCUMENT_QUEUE, job, { db: inTransaction(trx) });
}

/** A lead's voice note to transcribe; the lead's turn is queued when it is done, whatever came of it. */
export interface TranscriptionJob {
  readonly userId: number;
  readonly leadPhone: string;
  /** The voice note (a lead message of kind midia, type audio, marked pendente). */
  readonly messageId: number;
}

/** Queues the transcription inside the transaction that recorded the voice note. */
export async function enqueueTranscription(
  queue: JobQueue,
  trx: Transaction<Database>,
  job: TranscriptionJob,
): Promise<void> {
  await queue.send(TRANSCRIBE_QUEUE, job, { db: inTransaction(trx) });
}
