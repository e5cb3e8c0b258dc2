import type { Selectable } from 'kysely';
import type { AgentsTable } from '../db/coreTables.ts';
import type { Db } from '../db/database.ts';

export type AgentRow = Selectable<AgentsTable>;

/** What the account edits: every column but the id, the owner, the status and the timestamps. */
export type AgentFields = Omit<AgentRow, 'id' | 'user_id' | 'status' | 'created_at' | 'updated_at'>;

export function findAgent(db: Db, userId: number): Promise<AgentRow | undefined> {
  return db.selectFrom('agents').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** One agent per account: undefined when the account already has one (a concurrent create lost the race). */
export function insertAgent(
  db: Db,
  userId: number,
  fields: AgentFields,
  now: Date,
): Promise<AgentRow | undefined> {
  return db
    .insertInto('agents')
    .values({ user_id: userId, ...fields, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function updateAgent(
  db: Db,
  userId: number,
  changes: Partial<AgentFields> & { status?: AgentRow['status'] },
  now: Date,
): Promise<AgentRow | undefined> {
  return db
    .updateTable('agents')
    .set({ ...changes, updated_at: now })
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}
