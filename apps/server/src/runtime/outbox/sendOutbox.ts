import type { Selectable } from 'kysely';
import { OUTBOX_RATE_LIMIT_MAX_RETRIES, OUTBOX_RATE_LIMIT_RETRY_MS } from '../../constants.ts';
import type { AppDeps } from '../../deps.ts';
import type { ApprovedTemplate } from '../../gateways/instances/accountLine.ts';
import { type InstancesClient, InstancesServiceError } from '../../gateways/instances/instancesClient.ts';
import type { OutgoingMessage } from '../../gateways/instances/outgoingMessage.ts';
import { MSG_CLOUD_OUTSIDE_WINDOW } from '../../messages.ts';
import { outboxSent } from '../../metrics/instruments.ts';
import { providerMessageKey } from '../conversation/providerMessageId.ts';
import { speakGate } from '../conversation/speakGate.ts';
import { scheduleFollowups } from '../followup/followups.ts';
import { enqueueSendAfter, type SendJob } from '../jobs/enqueue.ts';
import type { ConversationMessagesTable, DeliveryState } from '../tables.ts';
import { leadWroteWithin, templateForRow } from './freeFormWindow.ts';
import { outgoingOf } from './outboxRow.ts';

type Row = Selectable<ConversationMessagesTable>;

export type OutboxDeps = Pick<AppDeps, 'db' | 'log' | 'queue' | 'clock' | 'accountLines'> & {
  readonly instances: Pick<InstancesClient, 'send'>;
  /** How long a person would take to type this message before it goes out (0 = no pause). */
  readonly typingDelayMs: (message: OutgoingMessage) => number;
};

async function mark(deps: OutboxDeps, id: number, delivery: DeliveryState, reason?: string): Promise<void> {
  await deps.db
    .updateTable('conversation_messages')
    .set(reason === undefined ? { delivery } : { delivery, delivery_error: reason })
    .where('id', '=', id)
    .execute();
}

/** The lead's oldest outgoing row not yet sent (or found mid-send after a crash): the outbox drains in order. */
function oldestUnsent(deps: OutboxDeps, job: SendJob): Promise<Row | undefined> {
  return deps.db
    .selectFrom('conversation_messages')
    .selectAll()
    .where('user_id', '=', job.userId)
    .where('lead_phone', '=', job.leadPhone)
    .where('delivery', 'in', ['pendente', 'enviando'])
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Sends the lead's outbox rows in order through the instances service, each after the pause a person would take
 * to type it. The pause is not slept in the worker: the job queues its own continuation to start when the pause
 * is over (`pausedFor` names the row whose pause has passed), so a thousand leads typing at once hold no worker.
 * A row is claimed ('pendente' → 'enviando') before the service is called and marked 'enviada' with the
 * service's id after, so a second run never sends it again; a row found still 'enviando' (the process died while
 * calling the service, or the call timed out) is marked 'incerta' and never re-sent blindly. Rows of a lead an owner paused by command
 * after the turn was planned are cancelled: the agent never talks over a human. Each sent message counts in
 * mensagens_trocadas; once the outbox is empty after an agent's message, the follow-ups are scheduled.
 */
export async function sendOutbox(deps: OutboxDeps, job: SendJob): Promise<void> {
  const { db, log } = deps;
  // A number connected with the account's own credentials sends first; else the instances service's instance.
  const line = await deps.accountLines?.lineOf(db, job.userId);
  const connection = line
    ? undefined
    : await db
        .selectFrom('instance_connections')
        .select('phone')
        .where('user_id', '=', job.userId)
        .executeTakeFirst();
  let lastSent: Row | undefined;
  let pausedFor = job.pausedFor;
  for (;;) {
    const row = await oldestUnsent(deps, job);
    if (!row) break;
    const id = row.id;
    if (row.delivery === 'enviando') {
      log.warn(
        { messageId: id },
        'outbox: message found mid-send after a restart; marked uncertain, not re-sent',
      );
      await mark(deps, id, 'incerta');
      continue;
    }
    if (row.author === 'agente' && (await speakGate(db, 'outbox', job, { now: deps.clock() }))) {
      await mark(deps, id, 'cancelada');
      continue;
    }
    if (!connection && !line) {
      log.warn({ userId: job.userId }, 'outbox: the account has no connected number');
      await mark(deps, id, 'falhou');
      continue;
    }
    const message = outgoingOf(row);
    // Outside the line's window only an approved template the owner mapped may go; the agent never tries
    // free-form there (Meta would refuse it after taking it).
    let template: ApprovedTemplate | undefined;
    if (line?.freeFormWindowHours !== undefined) {
      const open = await leadWroteWithin(db, job, line.freeFormWindowHours, deps.clock());
      if (!open) {
        template = await templateForRow(db, row);
        if (!template) {
          await mark(deps, id, 'cancelada', MSG_CLOUD_OUTSIDE_WINDOW);
          continue;
        }
      }
    }
    const delay = deps.typingDelayMs(message);
    if (delay > 0 && pausedFor !== id) {
      await enqueueSendAfter(
        deps.queue,
        { userId: job.userId, leadPhone: job.leadPhone, pausedFor: id },
        delay,
      );
      return;
    }
    pausedFor = undefined;
    const claimed = await db
      .updateTable('conversation_messages')
      .set({ delivery: 'enviando' })
      .where('id', '=', id)
      .where('delivery', '=', 'pendente')
      .returning('id')
      .executeTakeFirst();
    if (!claimed) continue;
    let providerMessageId: string | undefined;
    try {
      ({ providerMessageId } = line
        ? await line.send(message, template)
        : await deps.instances.send({ userId: job.userId, phone: connection?.phone ?? '' }, message));
    } catch (error) {
      const failure = error instanceof InstancesServiceError ? error : undefined;
      if (failure?.kind === 'rate_limited') {
        // The provider asked to be called later: the row waits on the queue, the turn is not failed.
        const retries = (job.retries ?? 0) + 1;
        if (retries <= OUTBOX_RATE_LIMIT_MAX_RETRIES) {
          log.warn({ messageId: id, retries }, 'outbox: rate limited by the provider; retried later');
          await mark(deps, id, 'pendente');
          await enqueueSendAfter(
            deps.queue,
            { userId: job.userId, leadPhone: job.leadPhone, retries },
            OUTBOX_RATE_LIMIT_RETRY_MS * retries,
          );
          return;
        }
      }
      // A timeout or a dropped connection may come after the service took the message: uncertain, not failed.
      const uncertain = failure?.kind === 'network';
      log.error({ err: error, messageId: id }, 'outbox: the instances service did not confirm the message');
      await mark(deps, id, uncertain ? 'incerta' : 'falhou', failure?.reason);
      continue;
    }
    const sentAt = deps.clock();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('conversation_messages')
        .set({
          delivery: 'enviada',
          provider_message_id: providerMessageId ? providerMessageKey(providerMessageId) : null,
          sent_at: sentAt,
        })
        .where('id', '=', id)
        .execute();
      await trx
        .updateTable('users')
        .set((eb) => ({ mensagens_trocadas: eb('mensagens_trocadas', '+', 1) }))
        .where('id', '=', job.userId)
        .execute();
    });
    outboxSent.inc();
    lastSent = row;
  }
  if (lastSent && lastSent.author === 'agente' && lastSent.kind !== 'followup') {
    const after = lastSent;
    await db.transaction().execute((trx) =>
      scheduleFollowups(deps.queue, trx, {
        userId: job.userId,
        leadPhone: job.leadPhone,
        afterMessageId: after.id,
      }),
    );
  }
}
