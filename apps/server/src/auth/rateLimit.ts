import { sql } from 'kysely';
import {
  AUTH_IP_WINDOW_MS,
  AUTH_MAX_ATTEMPTS_PER_IP,
  LOGIN_ATTEMPT_RETENTION_MS,
  LOGIN_DELAY_BASE_MS,
  LOGIN_DELAY_MAX_MS,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FREE_FAILURES,
} from '../constants.ts';
import type { AttemptKind } from '../db/coreTables.ts';
import type { Db } from '../db/database.ts';
import { tooManyRequests } from '../http/errors.ts';

/*
 * Rate limits of the public auth operations (login, recovery, reset), kept in the database so they
 * survive restarts and hold across processes:
 * - at most AUTH_MAX_ATTEMPTS_PER_IP attempts per IP per minute, all those operations together;
 * - failed logins per e-mail and address: past LOGIN_FREE_FAILURES, a growing wait between attempts of that pair
 *   (never a lockout, and never for the owner at another address); a success or a password reset clears them.
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

/** The wait imposed after `failures` failed logins of one e-mail and address (0 while they are still free). */
export function loginDelayMs(failures: number): number {
  if (failures < LOGIN_FREE_FAILURES) return 0;
  const doublings = Math.min(failures - LOGIN_FREE_FAILURES, 30);
  return Math.min(LOGIN_DELAY_BASE_MS * 2 ** doublings, LOGIN_DELAY_MAX_MS);
}

/** 429 when this e-mail failed from this address too often and the wait since the last failure is not over. */
export async function assertLoginAllowed(db: Db, email: string, ip: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const row = await db
    .selectFrom('login_attempts')
    .select([sql<number>`count(*)::int`.as('total'), sql<Date | null>`max(attempted_at)`.as('latest')])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('ip', '=', ip)
    .where('kind', '=', 'login')
    .where('succeeded', '=', false)
    .where('attempted_at', '>', since)
    .executeTakeFirstOrThrow();
  const delay = loginDelayMs(row.total);
  if (delay === 0 || !row.latest) return;
  const waitMs = new Date(row.latest).getTime() + delay - now.getTime();
  if (waitMs > 0) throw tooManyRequests(waitMs / 1_000);
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

/** A successful login or password reset clears the e-mail's failed logins (from every address). */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('kind', '=', 'login')
    .where('succeeded', '=', false)
    .execute();
}
