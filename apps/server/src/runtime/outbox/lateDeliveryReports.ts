import { DELIVERY_REPORT_RETRIES } from '../../constants.ts';
import type { Db } from '../../db/database.ts';
import type { DeliveryStatus } from '../../gateways/instances/inboundEvent.ts';
import { providerMessageKey } from '../conversation/providerMessageId.ts';
import { DELIVERY_REPORT_QUEUE, type JobQueue } from '../jobs/jobQueue.ts';
import { applyDeliveryReport, recordDeliveryError } from './deliveryUpdates.ts';

export interface DeliveryReportJob {
  readonly userId: number;
  readonly providerMessageId: string;
  readonly status: DeliveryStatus;
  readonly errorText?: string | undefined;
  /** How many times the report was tried before this run. */
  readonly attempt: number;
}

export type DeliveryReportOutcome = 'aplicado' | 'sem_efeito' | 'adiado' | 'descartado';

/** The account has a sent row with this provider id (a report that moved nothing came late, or repeated). */
async function sentRowExists(db: Db, userId: number, providerMessageId: string): Promise<boolean> {
  const row = await db
    .selectFrom('conversation_messages')
    .select('id')
    .where('user_id', '=', userId)
    .where('provider_message_id', '=', providerMessageKey(providerMessageId))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

function queueAgain(queue: JobQueue, job: DeliveryReportJob): Promise<string | null> {
  return queue.send(DELIVERY_REPORT_QUEUE, job, { startAfter: 2 ** job.attempt });
}

/**
 * Applies a provider's delivery report to the account's sent row. A report for a send whose answer (the provider's
 * message id) is not recorded yet is queued and tried again a few times, so a quick "lida" or a 24-hour-window
 * failure is not lost; a report for a row that exists and cannot move (a late "entregue") changes nothing.
 */
export async function applyOrHoldDeliveryReport(
  deps: { readonly db: Db; readonly queue: JobQueue },
  job: DeliveryReportJob,
): Promise<DeliveryReportOutcome> {
  const { db } = deps;
  if (await applyDeliveryReport(db, job.userId, job.providerMessageId, job.status)) {
    if (job.status === 'failed' && job.errorText) {
      await recordDeliveryError(db, job.userId, job.providerMessageId, job.errorText);
    }
    return 'aplicado';
  }
  if (job.status === 'sent' || (await sentRowExists(db, job.userId, job.providerMessageId)))
    return 'sem_efeito';
  if (job.attempt >= DELIVERY_REPORT_RETRIES) return 'descartado';
  await queueAgain(deps.queue, { ...job, attempt: job.attempt + 1 });
  return 'adiado';
}
