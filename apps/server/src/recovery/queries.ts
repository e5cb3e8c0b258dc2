import type { Db } from '../db/database.ts';

/** Creates a reset token (hash only) and retires the account's earlier unused ones: only the newest link works. */
export async function createPasswordReset(
  db: Db,
  userId: number,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('password_resets')
      .values({ user_id: userId, token_hash: tokenHash, created_at: now, expires_at: expiresAt })
      .execute();
  });
}

/** When the account last asked for a link (to refuse a flood of mails). */
export async function lastResetRequest(db: Db, userId: number): Promise<Date | undefined> {
  const row = await db
    .selectFrom('password_resets')
    .select('created_at')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}

/** The account of a live token (unused, not expired). */
export async function findLiveReset(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ userId: number } | undefined> {
  const row = await db
    .selectFrom('password_resets')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row && { userId: row.user_id };
}

/**
 * Marks a live token used and returns its account; of parallel requests with the same link only one gets the row
 * back (marking it used is the check), so one link sets one password.
 */
export async function claimReset(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ userId: number } | undefined> {
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row && { userId: row.user_id };
}
