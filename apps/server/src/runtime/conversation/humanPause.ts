import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { enqueueResume, type ResumeJob } from '../jobs/enqueue.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';
import { changeLeadState, lockLead } from './leadState.ts';

const MS_PER_HOUR = 3_600_000;

/**
 * The owner wrote to the lead from the phone (not a command): a person is talking, so the agent is paused for
 * this lead for `hours`, and a job queued in the same transaction gives the lead back when that time is over.
 * Each new message from the owner pushes the end further. A pause with no end (`#`, the panel, a pause step of
 * the flow) is left as it is: only a resume ends it. A lead waiting for a person no longer waits.
 */
export async function pauseForHuman(
  queue: JobQueue,
  trx: Transaction<Database>,
  lead: { readonly userId: number; readonly leadPhone: string },
  hours: number,
  now: Date,
): Promise<void> {
  const state = await lockLead(trx, lead.userId, lead.leadPhone);
  // The owner answered a lead waiting for a person.
  if (state.waitingSince !== null) {
    await changeLeadState(trx, lead.userId, lead.leadPhone, { kind: 'answered' }, now);
  }
  if (state.paused && state.pausedUntil === null) return;
  const until = new Date(now.getTime() + hours * MS_PER_HOUR);
  await changeLeadState(trx, lead.userId, lead.leadPhone, { kind: 'pause', reason: 'comando', until }, now);
  await enqueueResume(queue, trx, { ...lead, pausedUntil: until.toISOString() });
}

export type ResumeOutcome = 'retomado' | 'mantido';

/**
 * Ends the timed pause the job was queued for; a pause renewed (the owner wrote again), resumed or turned into a
 * pause without end since then is left alone.
 */
export async function resumeAfterHumanPause(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  job: ResumeJob,
): Promise<ResumeOutcome> {
  return deps.db.transaction().execute(async (trx) => {
    const state = await lockLead(trx, job.userId, job.leadPhone);
    if (!state.paused || state.pausedUntil?.toISOString() !== job.pausedUntil) return 'mantido';
    await changeLeadState(trx, job.userId, job.leadPhone, { kind: 'release' }, deps.clock());
    return 'retomado';
  });
}
