import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { nextWindowOpening } from '../followup/businessHours.ts';
import { followupWindow } from '../followup/hours.ts';
import { inTransaction, type JobQueue, SALES_RECOVERY_QUEUE } from '../runtime/jobs/jobQueue.ts';
import { recoveryDedupeKey } from './recoveryKey.ts';
import { queueSalesMessage } from './salesMessage.ts';
import type { RecoveryOutcome } from './tables.ts';
import { trackedLink, trackingCodesFor } from './trackingCodes.ts';

export interface RecoveryJob {
  readonly userId: number;
  /** The waiting payment or abandoned checkout the recovery is for (sale_recoveries' key). */
  readonly saleEventId: number;
}

const MS_PER_MINUTE = 60_000;

/**
 * Schedules the owner's recovery message for a waiting payment or an abandoned checkout, `delayMinutes` from now,
 * inside the transaction that stored the event. One per lead at a time: a lead with a recovery still scheduled,
 * or already sent for the same purchase, gets no second one.
 */
export async function scheduleRecovery(
  deps: Pick<AppDeps, 'queue' | 'clock'>,
  trx: Transaction<Database>,
  sale: {
    readonly userId: number;
    readonly saleEventId: number;
    readonly leadPhone: string;
    readonly offerId: number | null;
    readonly transactionId: string | null;
    readonly delayMinutes: number;
  },
): Promise<boolean> {
  let pending = trx
    .selectFrom('sale_recoveries')
    .innerJoin('sale_events', 'sale_events.id', 'sale_recoveries.sale_event_id')
    .select('sale_recoveries.sale_event_id')
    .where('sale_recoveries.user_id', '=', sale.userId)
    .where('sale_recoveries.lead_phone', '=', sale.leadPhone);
  pending =
    sale.transactionId === null
      ? pending.where('sale_recoveries.outcome', '=', 'agendada')
      : pending.where((eb) =>
          eb.or([
            eb('sale_recoveries.outcome', '=', 'agendada'),
            eb.and([
              eb('sale_recoveries.outcome', '=', 'enviada'),
              eb('sale_events.transaction_id', '=', sale.transactionId),
            ]),
          ]),
        );
  if (await pending.limit(1).executeTakeFirst()) return false;
  const dueAt = new Date(deps.clock().getTime() + sale.delayMinutes * MS_PER_MINUTE);
  await trx
    .insertInto('sale_recoveries')
    .values({
      sale_event_id: sale.saleEventId,
      user_id: sale.userId,
      lead_phone: sale.leadPhone,
      offer_id: sale.offerId,
      due_at: dueAt,
    })
    .execute();
  await enqueueRecovery(
    deps.queue,
    { userId: sale.userId, saleEventId: sale.saleEventId },
    sale.delayMinutes * MS_PER_MINUTE,
    trx,
  );
  return true;
}

/**
 * The job waits a delay counted from now rather than until a moment of the account's clock, as follow-ups do:
 * the queue keeps the database's time, so a clock that differs from it never runs a recovery early.
 */
async function enqueueRecovery(
  queue: JobQueue,
  job: RecoveryJob,
  delayMs: number,
  trx?: Transaction<Database>,
): Promise<void> {
  const startAfter = Math.max(0, Math.ceil(delayMs / 1_000));
  await queue.send(SALES_RECOVERY_QUEUE, job, { startAfter, ...(trx ? { db: inTransaction(trx) } : {}) });
}

/** A payment of the lead that arrived after the recovery was scheduled ends it unsent. */
export async function endRecoveriesPaid(
  trx: Transaction<Database>,
  target: { readonly userId: number; readonly leadPhone: string; readonly now: Date },
): Promise<void> {
  await trx
    .updateTable('sale_recoveries')
    .set({ outcome: 'paga', decided_at: target.now })
    .where('user_id', '=', target.userId)
    .where('lead_phone', '=', target.leadPhone)
    .where('outcome', '=', 'agendada')
    .execute();
}

export type RecoveryRun = RecoveryOutcome | 'adiado';

/**
 * Sends the recovery message once, when due: the owner's text and the same offer's link (carrying the lead's
 * tracking code). Nothing goes out when the lead paid in between ('paga'), or the owner switched recovery off,
 * or the agent may not speak to the lead ('cancelada'). Outside the account's business hours (Follow Up's
 * window) it waits for the window to open and everything is checked again then.
 */
export async function runRecovery(
  deps: Pick<AppDeps, 'db' | 'queue' | 'clock'>,
  job: RecoveryJob,
): Promise<RecoveryRun> {
  const { db } = deps;
  const settings = await db
    .selectFrom('sales_webhooks')
    .select(['recovery_enabled', 'recovery_text'])
    .where('user_id', '=', job.userId)
    .executeTakeFirst();
  const opening = nextWindowOpening(deps.clock(), await followupWindow(db, job.userId));
  if (opening && settings?.recovery_enabled) {
    const row = await db
      .selectFrom('sale_recoveries')
      .select('outcome')
      .where('sale_event_id', '=', job.saleEventId)
      .where('user_id', '=', job.userId)
      .executeTakeFirst();
    if (row?.outcome === 'agendada') {
      await enqueueRecovery(deps.queue, job, opening.getTime() - deps.clock().getTime());
      return 'adiado';
    }
  }
  return db.transaction().execute(async (trx): Promise<RecoveryRun> => {
    const recovery = await trx
      .selectFrom('sale_recoveries')
      .selectAll()
      .where('sale_event_id', '=', job.saleEventId)
      .where('user_id', '=', job.userId)
      .forUpdate()
      .executeTakeFirst();
    if (recovery?.outcome !== 'agendada') return recovery?.outcome ?? 'cancelada';
    const decide = async (outcome: RecoveryOutcome, messageId: number | null = null) => {
      await trx
        .updateTable('sale_recoveries')
        .set({ outcome, message_id: messageId, decided_at: deps.clock() })
        .where('sale_event_id', '=', job.saleEventId)
        .execute();
      return outcome;
    };
    const paid = await trx
      .selectFrom('sale_events')
      .select('id')
      .where('user_id', '=', job.userId)
      .where('lead_phone', '=', recovery.lead_phone)
      .where('kind', '=', 'aprovada')
      .where('refunded_at', 'is', null)
      .where('received_at', '>=', recovery.created_at)
      .limit(1)
      .executeTakeFirst();
    if (paid) return decide('paga');
    const text = settings?.recovery_text.trim() ?? '';
    if (!settings?.recovery_enabled || text === '') return decide('cancelada');
    const offer =
      recovery.offer_id === null
        ? undefined
        : await trx
            .selectFrom('offers')
            .select(['id', 'link'])
            .where('id', '=', recovery.offer_id)
            .where('user_id', '=', job.userId)
            .executeTakeFirst();
    let texto = text;
    if (offer) {
      const codes = await trackingCodesFor(trx, job.userId, recovery.lead_phone, [offer.id]);
      const code = codes.get(offer.id);
      texto = `${text}\n${code ? trackedLink(offer.link, code) : offer.link}`;
    }
    const messageId = await queueSalesMessage(deps, trx, {
      userId: job.userId,
      leadPhone: recovery.lead_phone,
      texto,
      offerId: offer?.id ?? null,
      dedupeKey: recoveryDedupeKey(job.saleEventId),
    });
    return messageId === undefined ? decide('cancelada') : decide('enviada', messageId);
  });
}
