import { sql } from 'kysely';
import { CONVERSATION_LIST_PAGE_SIZE } from '../constants.ts';
import type { Db } from '../db/database.ts';
import { conversationSummaries, newestMessageIds } from './listConversations.ts';

/** Where a page of waiting leads stops: the last one's wait start (ms) and phone. */
export interface WaitingPosition {
  readonly sinceMs: number;
  readonly phone: string;
}

export const encodeWaitingCursor = (position: WaitingPosition) => `${position.sinceMs}.${position.phone}`;

/** The contract's pattern already holds digits only; the instant must be one JavaScript can keep. */
export function decodeWaitingCursor(cursor: string): WaitingPosition | undefined {
  const [since = '', phone = ''] = cursor.split('.');
  const sinceMs = Number(since);
  if (!Number.isSafeInteger(sinceMs) || !phone) return undefined;
  return { sinceMs, phone };
}

/** How many of the account's leads wait for a person (the partial index on lead_states answers it). */
export async function countWaiting(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('lead_states')
    .select(sql<number>`count(*)::int`.as('total'))
    .where('user_id', '=', userId)
    .where('aguardando_desde', 'is not', null)
    .executeTakeFirstOrThrow();
  return row.total;
}

/**
 * "Aguardando você": the account's leads waiting for a person, the longest wait first, a page at a time (the
 * cursor is the last delivered lead's wait start and phone), each as the conversation list shows it.
 */
export async function listWaiting(db: Db, userId: number, after: WaitingPosition | null) {
  let query = db
    .selectFrom('lead_states')
    .select(['lead_phone', 'aguardando_desde'])
    .where('user_id', '=', userId)
    .where('aguardando_desde', 'is not', null);
  if (after) {
    query = query.where(({ eb, refTuple, tuple }) =>
      eb(refTuple('aguardando_desde', 'lead_phone'), '>', tuple(new Date(after.sinceMs), after.phone)),
    );
  }
  const rows = await query
    .orderBy('aguardando_desde')
    .orderBy('lead_phone')
    .limit(CONVERSATION_LIST_PAGE_SIZE + 1)
    .execute();
  const page = rows.slice(0, CONVERSATION_LIST_PAGE_SIZE);
  const newest =
    page.length === 0
      ? []
      : await newestMessageIds(
          db,
          userId,
          page.map((row) => row.lead_phone),
        );
  const lastIds = new Map(newest.map((row) => [row.lead_phone, Number(row.last_id)]));
  // Longest wait first; a waiting lead always has messages (the turn that handed it over read them).
  const conversas = await conversationSummaries(
    db,
    userId,
    page.flatMap((row) => {
      const lastId = lastIds.get(row.lead_phone);
      return lastId === undefined ? [] : [{ lead_phone: row.lead_phone, last_id: lastId }];
    }),
  );
  const last = page.at(-1);
  const cursor =
    rows.length > CONVERSATION_LIST_PAGE_SIZE && last?.aguardando_desde
      ? encodeWaitingCursor({ sinceMs: last.aguardando_desde.getTime(), phone: last.lead_phone })
      : null;
  return { conversas, cursor };
}
