import { sql } from 'kysely';
import type { Executor } from '../runtime/conversation/messages.ts';

/**
 * The lead's messages the owner has not seen in the panel, by phone, for the conversations given (a phone with
 * none is absent). Served by conversation_messages_lead_idx, one range per lead.
 */
export async function unreadCounts(
  db: Executor,
  userId: number,
  phones: readonly string[],
): Promise<Map<string, number>> {
  if (phones.length === 0) return new Map();
  const rows = await db
    .selectFrom('conversation_messages as m')
    .leftJoin('conversation_reads as r', (join) =>
      join.onRef('r.user_id', '=', 'm.user_id').onRef('r.lead_phone', '=', 'm.lead_phone'),
    )
    .select(['m.lead_phone', sql<number>`count(*)::int`.as('unread')])
    .where('m.user_id', '=', userId)
    .where('m.lead_phone', 'in', phones)
    .where('m.author', '=', 'lead')
    .where(sql<boolean>`m.id > coalesce(r.read_up_to, 0)`)
    .groupBy('m.lead_phone')
    .execute();
  return new Map(rows.map((row) => [row.lead_phone, row.unread]));
}

/** SQL true when the lead of `phone` (a column of the outer query) wrote something the owner has not seen. */
export function hasUnread(userId: number, phone: ReturnType<typeof sql.ref>) {
  return sql<boolean>`exists (
    select 1 from conversation_messages u
    where u.user_id = ${userId} and u.lead_phone = ${phone} and u.author = 'lead'
      and u.id > coalesce(
        (select r.read_up_to from conversation_reads r where r.user_id = ${userId} and r.lead_phone = ${phone}), 0))`;
}

/**
 * Marks the conversation read up to message `upTo`: never backwards (another tab may have seen more), never past
 * the conversation's newest message (so one that has not arrived yet stays unread). Answers how many of the
 * lead's messages are still unread.
 */
export async function markRead(db: Executor, userId: number, phone: string, upTo: number): Promise<number> {
  await sql`
    insert into conversation_reads (user_id, lead_phone, read_up_to)
    select ${userId}, ${phone}, least(${upTo}::bigint, max(id)) from conversation_messages
    where user_id = ${userId} and lead_phone = ${phone}
    having max(id) is not null
    on conflict (user_id, lead_phone)
    do update set read_up_to = greatest(conversation_reads.read_up_to, excluded.read_up_to)`.execute(db);
  return (await unreadCounts(db, userId, [phone])).get(phone) ?? 0;
}
