import type { FollowupDelay } from '@agente/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Executor = Kysely<Database>;

export interface FollowupFields {
  mensagem: string;
  tempo: FollowupDelay;
  status: boolean;
}

export interface FollowupRow extends FollowupFields {
  id: number;
}

const COLUMNS = ['id', 'mensagem', 'tempo', 'status'] as const;

// The CHECK constraint of 002 keeps tempo within the contract's options.
const asFollowup = (row: { id: number; mensagem: string; tempo: number; status: boolean }): FollowupRow => ({
  ...row,
  tempo: row.tempo as FollowupDelay,
});

/** In the order they are sent: shortest delay first, then as registered. */
export async function listFollowups(db: Executor, userId: number): Promise<FollowupRow[]> {
  const rows = await db
    .selectFrom('followup_messages')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('tempo')
    .orderBy('id')
    .execute();
  return rows.map(asFollowup);
}

export async function insertFollowup(
  db: Executor,
  userId: number,
  fields: FollowupFields,
): Promise<FollowupRow> {
  const row = await db
    .insertInto('followup_messages')
    .values({ user_id: userId, ...fields })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return asFollowup(row);
}

export async function updateFollowup(
  db: Executor,
  userId: number,
  id: number,
  fields: Partial<FollowupFields>,
  now: Date,
): Promise<FollowupRow | undefined> {
  const row = await db
    .updateTable('followup_messages')
    .set({ ...fields, updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row && asFollowup(row);
}

export async function deleteFollowup(db: Executor, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('followup_messages')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}
