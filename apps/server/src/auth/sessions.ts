import { sql } from 'kysely';
import { SESSION_IDLE_MS, SESSION_TOUCH_INTERVAL_MS } from '../constants.ts';
import { compiledOnce } from '../db/compiledOnce.ts';
import type { SessionKind } from '../db/coreTables.ts';
import type { Db } from '../db/database.ts';
import { generateToken, hashToken } from './tokens.ts';

export interface NewSession {
  readonly userId: number;
  readonly kind: SessionKind;
  readonly now: Date;
  readonly ttlMs: number;
  readonly impersonatedBy?: number;
}

/** Creates a session and returns the token (shown once; only its hash is stored). */
export async function createSession(db: Db, session: NewSession): Promise<string> {
  const token = generateToken();
  await db
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      token_hash: hashToken(token),
      kind: session.kind,
      impersonated_by: session.impersonatedBy ?? null,
      created_at: session.now,
      expires_at: new Date(session.now.getTime() + session.ttlMs),
    })
    .execute();
  return token;
}

export interface SessionUser {
  readonly sessionId: number;
  readonly kind: SessionKind;
  readonly impersonatedBy: number | null;
  readonly userId: number;
  readonly email: string;
  readonly name: string;
  readonly userPhone: string | null;
  readonly mustChangePassword: boolean;
  readonly expirationAcess: Date | null;
  /** When the account's plan in force changes next (src/plans/planReview.ts). */
  readonly planReviewAt: Date | null;
}

/** The live session of a token hash at `now`: not revoked, not past its cap, used since `idleSince`. */
const liveSession = compiledOnce((db: Db, tokenHash: string, now: Date, idleSince: Date) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.kind',
      'sessions.impersonated_by',
      'users.id as userId',
      'users.email',
      'users.name',
      'users.user_phone',
      'users.must_change_password',
      'users.expiration_acess',
      'users.plan_review_at',
      sql<Date>`coalesce(sessions.last_used_at, sessions.created_at)`.as('lastUsed'),
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where(sql<Date>`coalesce(sessions.last_used_at, sessions.created_at)`, '>', idleSince),
);

/**
 * The live session of a token (not revoked, not past its cap, used within SESSION_IDLE_MS), or undefined.
 * Finding it counts as a use: the idle window slides (written at most once per SESSION_TOUCH_INTERVAL_MS).
 */
export async function findSession(db: Db, token: string, now: Date): Promise<SessionUser | undefined> {
  const [row] = await liveSession(db, hashToken(token), now, new Date(now.getTime() - SESSION_IDLE_MS));
  if (!row) return undefined;
  if (now.getTime() - new Date(row.lastUsed).getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await db.updateTable('sessions').set({ last_used_at: now }).where('id', '=', row.sessionId).execute();
  }
  return {
    sessionId: row.sessionId,
    kind: row.kind,
    impersonatedBy: row.impersonated_by,
    userId: row.userId,
    email: row.email,
    name: row.name,
    userPhone: row.user_phone,
    mustChangePassword: row.must_change_password,
    expirationAcess: row.expiration_acess,
    planReviewAt: row.plan_review_at,
  };
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of a user, except `keepSessionId` (the one making the change). */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  now: Date,
  keepSessionId?: number,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}
