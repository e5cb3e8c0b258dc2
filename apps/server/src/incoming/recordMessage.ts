import { sql } from 'kysely';
import { NEW_LEAD_TAG } from '../constants.ts';
import type { Db } from '../db/database.ts';
import type { InstanceEventResult } from '../db/integrationTables.ts';
import type { AppDeps } from '../deps.ts';
import { isPhoneDisabled } from '../disabled/queries.ts';
import { upsertLeadInteraction } from '../kanban/leadInteractions.ts';
import { applyDuePlanReview } from '../plans/planReview.ts';
import { providerMessageKey } from '../runtime/conversation/providerMessageId.ts';
import {
  commandOf,
  type IncomingMessage,
  type RecordingRuntime,
  reactToMessage,
  storeConversationMessage,
} from '../runtime/inbound.ts';
import { incomingTextOf, leadNameOf } from './incomingFields.ts';

type Executor = Db;

/** What recording a message needs from the app's ports and configuration. */
export const recordingRuntimeOf = (
  deps: Pick<AppDeps, 'queue' | 'config' | 'transcriber' | 'modelCalls'>,
): RecordingRuntime => ({
  queue: deps.queue,
  debounceMs: deps.config.agentDebounceMs,
  humanPauseHours: deps.config.agentHumanPauseHours,
  transcribes: deps.transcriber !== undefined,
  modelCalls: deps.modelCalls,
});

/** How a delivery was handled: recorded (and maybe answered later), blocked, ignored, or a repeat of one already stored. */
export type RecordResult = InstanceEventResult | 'duplicado';

/**
 * The product the agent sells to the account's leads: the one chosen in Meu Agente, otherwise the account's
 * first product; undefined when the account has none.
 */
async function agentProduct(db: Executor, userId: number): Promise<number | undefined> {
  const agent = await db
    .selectFrom('agents')
    .select('id_produto')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (agent?.id_produto) return agent.id_produto;
  const first = await db
    .selectFrom('products')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return first?.id;
}

/**
 * Counts the lead once per plan period in conversas_unicas: true when this message opens its conversation of
 * the period (first contact ever, or the first since users.renovation_date).
 */
async function opensConversation(db: Executor, message: IncomingMessage): Promise<boolean> {
  // A lead beyond the plan's quota is not counted (the agent does not talk to it); it counts on its first
  // message once the quota allows it again. NO KEY UPDATE, not UPDATE: this transaction's earlier inserts hold
  // KEY SHARE on the account row (their foreign keys), so two deliveries at once asking FOR UPDATE deadlocked.
  const account = await db
    .selectFrom('users')
    .select(['conversas_plano', 'conversas_unicas'])
    .where('id', '=', message.userId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  const exhausted =
    account !== undefined &&
    account.conversas_plano > 0 &&
    account.conversas_unicas >= account.conversas_plano;
  if (exhausted) return false;
  const periodStart = sql<Date>`coalesce((select renovation_date from users where id = ${message.userId}), '-infinity'::timestamptz)`;
  const counted = await db
    .insertInto('lead_conversations')
    .values({ user_id: message.userId, lead_phone: message.leadPhone, counted_at: message.receivedAt })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'lead_phone'])
        .doUpdateSet({ counted_at: sql`excluded.counted_at` })
        .where('lead_conversations.counted_at', '<', periodStart),
    )
    .returning('lead_phone')
    .executeTakeFirst();
  return counted !== undefined;
}

/**
 * The message as the product keeps it, whatever the gateway sent: the name cleaned and cut whole, the text cut
 * at its limit, an over-long id replaced by its stable hash. Nothing here refuses: the lead's message is kept.
 */
function boundedMessage(message: IncomingMessage): IncomingMessage {
  const id = message.messageId === undefined ? undefined : providerMessageKey(message.messageId);
  return {
    ...message,
    name: leadNameOf(message.name),
    text: incomingTextOf(message.text),
    messageId: id === '' ? undefined : id,
  };
}

async function logEvent(db: Executor, message: IncomingMessage, result: InstanceEventResult): Promise<void> {
  await db
    .insertInto('instance_events')
    .values({
      user_id: message.userId,
      lead_phone: message.leadPhone,
      direction: message.direction,
      texto: message.text,
      result,
      occurred_at: message.occurredAt,
      received_at: message.receivedAt,
    })
    .execute();
}

/**
 * Records a message exchanged on the account's number (one transaction):
 * - a delivery already stored (same message id, or same phone, direction, time and text) answers 'duplicado'
 *   and changes nothing; an outgoing event that echoes a message the agent sent is treated the same way;
 * - a number on the account's Desativados list is logged as 'bloqueado' and counted nowhere;
 * - without any product there is no board to put the lead on: logged as 'ignorado';
 * - otherwise the lead is created (step 1, tag "Lead novo" while the account has it) or moved forward on the agent's product, the message
 *   counts in mensagens_trocadas and, when it opens the lead's conversation of the period, in conversas_unicas;
 *   then the conversation reacts: an owner's command applies at once, a lead message queues the lead's turn.
 */
export async function recordIncomingMessage(
  db: Db,
  reported: IncomingMessage,
  runtime: RecordingRuntime,
): Promise<RecordResult> {
  const message = boundedMessage(reported);
  let stored: number | undefined;
  const result = await db.transaction().execute(async (trx): Promise<RecordResult> => {
    const command = await commandOf(trx, message);
    stored = await storeConversationMessage(trx, message, command);
    if (stored === undefined) return 'duplicado';
    if (await isPhoneDisabled(trx, message.userId, message.leadPhone)) {
      await logEvent(trx, message, 'bloqueado');
      return 'bloqueado';
    }
    const productId = await agentProduct(trx, message.userId);
    if (productId === undefined) {
      await logEvent(trx, message, 'ignorado');
      return 'ignorado';
    }
    await upsertLeadInteraction(trx, {
      userId: message.userId,
      productId,
      phone: message.leadPhone,
      name: message.name,
      step: message.step,
      tagWhenNew: NEW_LEAD_TAG,
      at: message.occurredAt,
    });
    // Counted against the plan in force now (a plan bought for later may have started).
    await applyDuePlanReview(trx, message.userId, message.receivedAt);
    const opened = await opensConversation(trx, message);
    await trx
      .updateTable('users')
      .set((eb) => ({
        mensagens_trocadas: eb('mensagens_trocadas', '+', 1),
        ...(opened ? { conversas_unicas: eb('conversas_unicas', '+', 1) } : {}),
      }))
      .where('id', '=', message.userId)
      .execute();
    await logEvent(trx, message, 'registrado');
    await reactToMessage(trx, message, stored, command, runtime);
    return 'registrado';
  });
  // Committed: a turn of this lead still waiting for the model would give way to this message once it answered.
  if (stored !== undefined && message.direction === 'in') {
    runtime.modelCalls.leadWrote({ userId: message.userId, leadPhone: message.leadPhone, messageId: stored });
  }
  return result;
}
