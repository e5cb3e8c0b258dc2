import { sql } from 'kysely';
import { PLAN_TIME_ZONE, PLAYGROUND_MESSAGES_PER_DAY, PLAYGROUND_MESSAGES_PER_MINUTE } from '../constants.ts';
import type { Executor } from '../runtime/conversation/messages.ts';

export type PlaygroundPeriod = 'minuto' | 'dia';

const LIMITS: Readonly<Record<PlaygroundPeriod, number>> = {
  minuto: PLAYGROUND_MESSAGES_PER_MINUTE,
  dia: PLAYGROUND_MESSAGES_PER_DAY,
};

/** Where the window holding `now` starts and ends: the minute, or the São Paulo calendar day. */
function windowOf(period: PlaygroundPeriod, now: Date) {
  return period === 'minuto'
    ? { start: sql<Date>`date_trunc('minute', ${now}::timestamptz)`, length: sql`interval '1 minute'` }
    : {
        start: sql<Date>`(date_trunc('day', ${now}::timestamptz at time zone ${PLAN_TIME_ZONE}) at time zone ${PLAN_TIME_ZONE})`,
        length: sql`interval '1 day'`,
      };
}

/**
 * Counts one test message in the account's window, unless the window is full (one upsert: parallel messages
 * cannot both take the last place). Returns the seconds until the window ends when it is full, else null.
 */
async function take(
  db: Executor,
  userId: number,
  period: PlaygroundPeriod,
  now: Date,
): Promise<number | null> {
  const window = windowOf(period, now);
  const taken = await db
    .insertInto('playground_message_counts')
    .values({ user_id: userId, period, window_start: window.start, count: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'period'])
        .doUpdateSet({
          window_start: sql`excluded.window_start`,
          count: sql`case when playground_message_counts.window_start = excluded.window_start
            then playground_message_counts.count + 1 else 1 end`,
        })
        .where((eb) =>
          eb.or([
            eb('playground_message_counts.window_start', '<>', sql<Date>`excluded.window_start`),
            eb('playground_message_counts.count', '<', LIMITS[period]),
          ]),
        ),
    )
    .returning('count')
    .executeTakeFirst();
  if (taken) return null;
  const { seconds } = await sql<{ seconds: number }>`
    select extract(epoch from (${window.start} + ${window.length} - ${now}::timestamptz))::float8 as seconds`
    .execute(db)
    .then((result) => result.rows[0] ?? { seconds: 60 });
  return seconds;
}

/**
 * Takes a place for one test message in both windows; when one is full, nothing is counted and the answer
 * names the period and when to try again. Runs inside the caller's transaction.
 */
export async function takePlaygroundMessage(
  trx: Executor,
  userId: number,
  now: Date,
): Promise<{ readonly period: PlaygroundPeriod; readonly retryAfterSeconds: number } | null> {
  for (const period of ['minuto', 'dia'] as const) {
    const retryAfterSeconds = await take(trx, userId, period, now);
    if (retryAfterSeconds !== null) return { period, retryAfterSeconds };
  }
  return null;
}
