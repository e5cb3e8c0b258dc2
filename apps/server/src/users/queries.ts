import { sql } from 'kysely';
import type { UserRow } from '../auth/userView.ts';
import type { Db } from '../db/database.ts';

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** E-mails are unique case-insensitively (users_email_key on lower(email)). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/** Another account (not `exceptId`) already using this e-mail. */
export async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}
