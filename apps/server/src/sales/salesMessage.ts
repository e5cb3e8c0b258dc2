import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { isPhoneDisabled } from '../disabled/queries.ts';
import { accountPlanEnded } from '../plans/planState.ts';
import { lockLead } from '../runtime/conversation/leadState.ts';
import { insertMessageOnce } from '../runtime/conversation/messages.ts';
import { enqueueSend } from '../runtime/jobs/enqueue.ts';

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
 * Puts an owner-written message (thank-you, recovery) in the lead's outbox, the way a follow-up goes out: only
 * while the agent is on, the number not blocked, the plan running, and the lead neither paused by a person,
 * handed over, nor asking not to be disturbed (read under the lead's lock, so a turn changing that commits first
 * or sees this row). The outbox checks again when it sends. Undefined when the agent may not speak or the
 * message was already queued.
 */
export async function queueSalesMessage(
  deps: Pick<AppDeps, 'queue' | 'clock'>,
  trx: Transaction<Database>,
  message: SalesMessage,
): Promise<number | undefined> {
  const { userId, leadPhone } = message;
  const agent = await trx
    .selectFrom('agents')
    .select('status')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!agent?.status) return undefined;
  if (await isPhoneDisabled(trx, userId, leadPhone)) return undefined;
  const account = await trx
    .selectFrom('users')
    .select('expiration_acess')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!account || (await accountPlanEnded(trx, userId, account.expiration_acess, deps.clock())))
    return undefined;
  const state = await lockLead(trx, userId, leadPhone);
  if (state.paused || state.doNotDisturbSince !== null || state.waitingSince !== null) return undefined;
  const id = await insertMessageOnce(trx, {
    user_id: userId,
    lead_phone: leadPhone,
    author: 'agente',
    kind: 'texto',
    texto: message.texto,
    dedupe_key: message.dedupeKey,
    delivery: 'pendente',
    turn_id: null,
    media_id: null,
    media_type: null,
    media_url: null,
    offer_id: message.offerId,
    provider_message_id: null,
    occurred_at: deps.clock(),
    sent_at: null,
  });
  if (id === undefined) return undefined;
  await enqueueSend(deps.queue, trx, { userId, leadPhone });
  return id;
}
