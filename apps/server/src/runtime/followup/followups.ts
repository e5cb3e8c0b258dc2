import type { Transaction } from 'kysely';
import { SECONDS_PER_HOUR } from '../../constants.ts';
import type { Database } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { nextWindowOpening } from '../../followup/businessHours.ts';
import { followupWindow } from '../../followup/hours.ts';
import { lockLead } from '../conversation/leadState.ts';
import { insertMessageOnce } from '../conversation/messages.ts';
import { speakGate } from '../conversation/speakGate.ts';
import { enqueueFollowup, enqueueFollowupAt, enqueueSend, type FollowupJob } from '../jobs/enqueue.ts';
import { FOLLOWUP_QUEUE, inTransaction, type JobQueue } from '../jobs/jobQueue.ts';
import { outboxRow } from '../outbox/outboxRow.ts';
import { followupDedupeKey } from './followupKey.ts';

/**
 * Schedules each active follow-up message `tempo` hours after the agent's message `afterMessageId` (on the queue,
 * so it survives a restart), unless the lead asked not to be disturbed or waits for a person. Whether it still
 * goes out is decided again when it runs.
 */
export async function scheduleFollowups(
  queue: JobQueue,
  trx: Transaction<Database>,
  target: { readonly userId: number; readonly leadPhone: string; readonly afterMessageId: number },
): Promise<void> {
  const state = await lockLead(trx, target.userId, target.leadPhone);
  if (state.doNotDisturbSince !== null || state.waitingSince !== null) return;
  const followups = await trx
    .selectFrom('followup_messages')
    .select(['id', 'tempo', 'updated_at'])
    .where('user_id', '=', target.userId)
    .where('status', '=', true)
    .execute();
  for (const followup of followups) {
    await enqueueFollowup(
      queue,
      trx,
      { ...target, followupId: followup.id, followupUpdatedAt: followup.updated_at.toISOString() },
      followup.tempo * SECONDS_PER_HOUR,
    );
  }
}

/**
 * Cancels every follow-up still queued for the lead, inside the caller's transaction (they come back only if it
 * rolls back). The run-time check of runFollowup stays the guard for a job already running.
 */
export async function cancelFollowups(
  queue: JobQueue,
  trx: Transaction<Database>,
  target: { readonly userId: number; readonly leadPhone: string },
): Promise<number> {
  const db = inTransaction(trx);
  const jobs = await queue.findJobs<FollowupJob>(FOLLOWUP_QUEUE, {
    data: { userId: target.userId, leadPhone: target.leadPhone },
    queued: true,
    db,
  });
  if (jobs.length === 0) return 0;
  await queue.cancel(
    FOLLOWUP_QUEUE,
    jobs.map((job) => job.id),
    { db },
  );
  return jobs.length;
}

export type FollowupOutcome = 'enviado' | 'cancelado' | 'adiado';

/**
 * Sends one scheduled follow-up once, unless since it was scheduled: the lead (or a human, or the agent in a new
 * turn) wrote, the follow-up was switched off, edited or deleted, the lead was paused, blocked, marked "não
 * perturbe" or handed over to a person, or the agent was switched off. The follow-up's row is keyed by (follow-up, agent message), so it never goes out twice.
 * Due outside the account's window (Follow Up's business hours), it is queued again for when the window opens
 * ('adiado'), and everything is checked again then.
 */
export async function runFollowup(
  deps: Pick<AppDeps, 'db' | 'queue' | 'clock'>,
  job: FollowupJob,
): Promise<FollowupOutcome> {
  const { db } = deps;
  const followup = await db
    .selectFrom('followup_messages')
    .select(['mensagem', 'status', 'updated_at'])
    .where('id', '=', job.followupId)
    .where('user_id', '=', job.userId)
    .executeTakeFirst();
  if (!followup?.status || followup.updated_at.toISOString() !== job.followupUpdatedAt) return 'cancelado';
  const newer = await db
    .selectFrom('conversation_messages')
    .select('id')
    .where('user_id', '=', job.userId)
    .where('lead_phone', '=', job.leadPhone)
    .where('id', '>', job.afterMessageId)
    .where('kind', '<>', 'followup')
    .limit(1)
    .executeTakeFirst();
  if (newer) return 'cancelado';
  if (await speakGate(db, 'followup', job, { now: deps.clock() })) return 'cancelado';
  const opening = nextWindowOpening(deps.clock(), await followupWindow(db, job.userId));
  if (opening) {
    await enqueueFollowupAt(deps.queue, job, opening);
    return 'adiado';
  }
  return db.transaction().execute(async (trx) => {
    // Read under the lead's lock: a turn marking the lead "não perturbe" or handing it over commits first or
    // finds this row already queued (and cancels it), never neither.
    const lead = await lockLead(trx, job.userId, job.leadPhone);
    if (await speakGate(trx, 'followupStore', job, { now: deps.clock(), lead })) return 'cancelado';
    const row = outboxRow({
      user_id: job.userId,
      lead_phone: job.leadPhone,
      author: 'agente',
      kind: 'followup',
      texto: followup.mensagem,
      dedupe_key: followupDedupeKey(job.followupId, job.afterMessageId),
      occurred_at: deps.clock(),
    });
    const id = await insertMessageOnce(trx, row);
    if (id === undefined) return 'cancelado';
    await enqueueSend(deps.queue, trx, { userId: job.userId, leadPhone: job.leadPhone });
    return 'enviado';
  });
}
