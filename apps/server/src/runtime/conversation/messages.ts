import { createHash } from 'node:crypto';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ConversationMessagesTable } from '../tables.ts';

export type Executor = Kysely<Database> | Transaction<Database>;

/**
 * What makes a delivery of the instances service unique: its message id when it gives one, otherwise a digest
 * of who, which way, when and what (a service that retries sends the same event again).
 */
export function inboundDedupeKey(event: {
  readonly messageId?: string | undefined;
  readonly leadPhone: string;
  readonly direction: 'in' | 'out';
  readonly occurredAt: Date;
  readonly text: string;
}): string {
  const id = event.messageId?.trim();
  if (id) return `id:${id}`;
  const digest = createHash('sha256')
    .update([event.leadPhone, event.direction, event.occurredAt.toISOString(), event.text].join('\u0000'))
    .digest('hex');
  return `sha256:${digest}`;
}

/** Stores a message; undefined when its dedupe key was already stored (a repeated delivery). */
export async function insertMessageOnce(
  db: Executor,
  row: Insertable<ConversationMessagesTable>,
): Promise<number | undefined> {
  const inserted = await db
    .insertInto('conversation_messages')
    .values(row)
    .onConflict((conflict) => conflict.constraint('conversation_messages_dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** Id of the lead's newest message (0 when none). */
export async function newestLeadMessageId(db: Executor, userId: number, leadPhone: string): Promise<number> {
  const row = await db
    .selectFrom('conversation_messages')
    .select('id')
    .where('user_id', '=', userId)
    .where('lead_phone', '=', leadPhone)
    .where('author', '=', 'lead')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? 0;
}
