import { sql } from 'kysely';
import { PLAN_TIME_ZONE } from '../constants.ts';
import type { Executor } from '../runtime/conversation/messages.ts';

/** An account's model tokens (prompt + answer) today and this month, both in São Paulo's calendar. */
export interface AccountModelTokens {
  readonly today: number;
  readonly month: number;
}

const NONE: AccountModelTokens = { today: 0, month: 0 };

/**
 * The model tokens of these accounts today and this month, in one query over their days of this month (the
 * table's key starts with the account, so it reads only their rows). An account with no call reads zeros.
 */
export async function modelTokensOf(
  db: Executor,
  userIds: readonly number[],
  now: Date,
): Promise<(userId: number) => AccountModelTokens> {
  if (userIds.length === 0) return () => NONE;
  const today = sql<string>`(${now}::timestamptz at time zone ${PLAN_TIME_ZONE})::date`;
  const rows = await db
    .selectFrom('model_usage_days')
    .select((eb) => [
      'user_id',
      eb.fn
        .sum<string>(sql`case when day = ${today} then prompt_tokens + completion_tokens else 0 end`)
        .as('today'),
      eb.fn.sum<string>(sql`prompt_tokens + completion_tokens`).as('month'),
    ])
    .where('user_id', 'in', [...userIds])
    .where('day', '>=', sql<string>`date_trunc('month', ${today})::date`)
    .where('day', '<=', today)
    .groupBy('user_id')
    .execute();
  const byUser = new Map(
    rows.map((row) => [row.user_id, { today: Number(row.today), month: Number(row.month) }]),
  );
  return (userId) => byUser.get(userId) ?? NONE;
}
