import type { Db } from '../db/database.ts';

/** The account's name behind a live (unused, unexpired) access link. */
export function liveAccessLink(db: Db, tokenHash: string, now: Date): Promise<{ name: string } | undefined> {
  return db
    .selectFrom('access_links')
    .innerJoin('users', 'users.id', 'access_links.user_id')
    .select(['users.name'])
    .where('access_links.token_hash', '=', tokenHash)
    .where('access_links.used_at', 'is', null)
    .where('access_links.expires_at', '>', now)
    .executeTakeFirst();
}

export async function insertAccessLink(
  db: Db,
  link: { userId: number; adminId: number; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('access_links')
    .values({
      user_id: link.userId,
      admin_id: link.adminId,
      token_hash: link.tokenHash,
      created_at: link.now,
      expires_at: link.expiresAt,
    })
    .execute();
}

/**
 * Marks a live link used and returns whom it opens; of two requests with the same link, only one gets the row
 * back (marking it used is the check).
 */
export function useAccessLink(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ user_id: number; admin_id: number } | undefined> {
  return db
    .updateTable('access_links')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'admin_id'])
    .executeTakeFirst();
}
