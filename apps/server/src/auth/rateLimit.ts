import { sql } from 'kysely';
import {
  AUTH_IP_WINDOW_MS,
  AUTH_MAX_ATTEMPTS_PER_IP,
  LOGIN_ATTEMPT_RETENTION_MS,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES_PER_EMAIL,
} from '../constants.ts';
import type { AttemptKind } from '../db/coreTables.ts';
import type { Db } from '../db/database.ts';
import { tooManyRequests } from '../http/errors.ts';

/*
 * Rate limits of the public auth operations (login, check-email, recovery, reset), kept in the database so they
 * survive restarts and hold across processes:
 * - at most AUTH_MAX_ATTEMPTS_PER_IP attempts per IP per minute, all those operations together;
 * - at most LOGIN_MAX_FAILURES_PER_EMAIL failed logins per e-mail per 15 minutes; a success clears them.
 */

interface WindowCount {
  readonly total: number;
  readonly oldest: Date | null;
}

function secondsUntilFree(oldest: Date | null, windowMs: number, now: Date): number {
  if (!oldest) return windowMs / 1_000;
  return (oldest.getTime() + windowMs - now.getTime()) / 1_000;
}

/** 429 when the IP already made the maximum attempts in the last minute. */
export async function assertIpAllowed(db: Db, ip: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - AUTH_IP_WINDOW_MS);
  const row: WindowCount = await db
    .selectFrom('login_attempts')
    .select([sql<number>`count(*)::int`.as('total'), sql<Date | null>`min(attempted_at)`.as('oldest')])
    .where('ip', '=', ip)
    .where('attempted_at', '>', since)
    .executeTakeFirstOrThrow();
  if (row.total >= AUTH_MAX_ATTEMPTS_PER_IP) {
    throw tooManyRequests(secondsUntilFree(row.oldest, AUTH_IP_WINDOW_MS, now));
  }
}

/** 429 when the e-mail already has the maximum failed logins in the last 15 minutes. */
export async function assertLoginAllowed(db: Db, email: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const row: WindowCount = await db
    .selectFrom('login_attempts')
    .select([sql<number>`count(*)::int`.as('total'), sql<Date | null>`min(attempted_at)`.as('oldest')])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('kind', '=', 'login')
    .where('succeeded', '=', false)
    .where('attempted_at', '>', since)
    .executeTakeFirstOrThrow();
  if (row.total >= LOGIN_MAX_FAILURES_PER_EMAIL) {
    throw tooManyRequests(secondsUntilFree(row.oldest, LOGIN_FAILURE_WINDOW_MS, now));
  }
}

export interface Attempt {
  readonly kind: AttemptKind;
  readonly ip: string;
  readonly email: string | null;
  readonly succeeded: boolean;
  readonly now: Date;
}

/** Records an attempt and forgets the ones too old to count for any window. */
export async function recordAttempt(db: Db, attempt: Attempt): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({
      kind: attempt.kind,
      ip: attempt.ip,
      email: attempt.email?.toLowerCase() ?? null,
      succeeded: attempt.succeeded,
      attempted_at: attempt.now,
    })
    .execute();
  await db
    .deleteFrom('login_attempts')
    .where('attempted_at', '<', new Date(attempt.now.getTime() - LOGIN_ATTEMPT_RETENTION_MS))
    .execute();
}

/** A successful login resets the e-mail's failure count. */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('kind', '=', 'login')
    .where('succeeded', '=', false)
    .execute();
}
