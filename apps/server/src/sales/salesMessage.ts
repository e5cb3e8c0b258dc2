import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { lockLead } from '../runtime/conversation/leadState.ts';
import { insertMessageOnce } from '../runtime/conversation/messages.ts';
import { speakGate } from '../runtime/conversation/speakGate.ts';
import { enqueueSend } from '../runtime/jobs/enqueue.ts';
import { outboxRow } from '../runtime/outbox/outboxRow.ts';

export interface SalesMessage {
  readonly userId: number;
  readonly leadPhone: string;
  readonly texto: string;
  /** The offer whose link the message carries (recovery), for the conversation's record. */
  readonly offerId: number | null;
  /** One row per purpose and event: a repeated delivery or job never sends it twice. */
  readonly dedupeKey: string;
}

/**
 * Puts an owner-written message (thank-you, recovery) in the lead's outbox, through the gates a follow-up passes:
 * the agent on, the number not blocked, the plan running, then, under the lead's lock (so a turn changing it
 * commits first or sees this row), the lead neither paused, handed over, nor asking not to be disturbed. The
 * outbox checks again when it sends. Undefined when the agent may not speak or the message was already queued.
 */
export async function queueSalesMessage(
  deps: Pick<AppDeps, 'queue' | 'clock'>,
  trx: Transaction<Database>,
  message: SalesMessage,
): Promise<number | undefined> {
  const target = { userId: message.userId, leadPhone: message.leadPhone };
  if (await speakGate(trx, 'followup', target, { now: deps.clock() })) return undefined;
  const lead = await lockLead(trx, target.userId, target.leadPhone);
  if (await speakGate(trx, 'followupStore', target, { now: deps.clock(), lead })) return undefined;
  const id = await insertMessageOnce(
    trx,
    outboxRow({
      user_id: target.userId,
      lead_phone: target.leadPhone,
      author: 'agente',
      kind: 'texto',
      texto: message.texto,
      offer_id: message.offerId,
      dedupe_key: message.dedupeKey,
      occurred_at: deps.clock(),
    }),
  );
  if (id === undefined) return undefined;
  await enqueueSend(deps.queue, trx, target);
  return id;
}
