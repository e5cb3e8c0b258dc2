import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../deps.ts';
import { changeLeadState, lockLead } from '../runtime/conversation/leadState.ts';
import { enqueueSend } from '../runtime/jobs/enqueue.ts';
import { outboxRow } from '../runtime/outbox/outboxRow.ts';
import { MESSAGE_COLUMNS, messageToApi } from './toApi.ts';

/**
 * The owner writes to the lead from the panel (one transaction): the message joins the lead's outbox as
 * 'humano' (sent in order after anything already queued, counted when it goes out), and the agent is paused for
 * this lead as if the owner had sent `#` — it never talks over a human until resumed. A lead waiting for a person
 * ("aguardando você") no longer waits.
 */
export async function sendAsHuman(
  deps: Pick<AppDeps, 'db' | 'queue' | 'clock'>,
  userId: number,
  phone: string,
  texto: string,
) {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    // Holding the lead's row makes a turn being recorded right now wait, so its rows follow this pause.
    await lockLead(trx, userId, phone);
    const row = await trx
      .insertInto('conversation_messages')
      .values(
        outboxRow({
          user_id: userId,
          lead_phone: phone,
          author: 'humano',
          kind: 'texto',
          texto,
          dedupe_key: `painel:${randomUUID()}`,
          occurred_at: now,
        }),
      )
      .returning(MESSAGE_COLUMNS)
      .executeTakeFirstOrThrow();
    await changeLeadState(trx, userId, phone, { kind: 'pause', reason: 'comando' }, now);
    // A person answered: the lead no longer waits for one.
    await changeLeadState(trx, userId, phone, { kind: 'answered' }, now);
    await enqueueSend(deps.queue, trx, { userId, leadPhone: phone });
    // A person wrote it: no turn, no reason.
    return messageToApi({ ...row, explicacao: null });
  });
}
