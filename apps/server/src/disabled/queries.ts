import { normalizePhoneBr, phoneDigits } from '@agente/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Executor = Kysely<Database>;

export interface DisabledNumberRow {
  id: number;
  name: string;
  phone_block: string;
  data_hora: Date;
}

const COLUMNS = ['id', 'name', 'phone_block', 'data_hora'] as const;

/** Newest first (the panel pages through this list itself, 10 a page). */
export function listDisabledNumbers(db: Executor, userId: number): Promise<DisabledNumberRow[]> {
  return db
    .selectFrom('disabled_numbers')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('data_hora', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Inserts the number; undefined when the account already blocks it. */
export function insertDisabledNumber(
  db: Executor,
  userId: number,
  fields: { name: string; phone_block: string; data_hora: Date },
): Promise<DisabledNumberRow | undefined> {
  return db
    .insertInto('disabled_numbers')
    .values({ user_id: userId, ...fields })
    .onConflict((oc) => oc.columns(['user_id', 'phone_block']).doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function deleteDisabledNumber(db: Executor, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('disabled_numbers')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}

/**
 * Whether the account told the agent not to answer this number (for incoming messages). The number is
 * compared both as received (digits) and normalised like the panel stores it (55 + digits).
 */
export async function isPhoneDisabled(db: Executor, userId: number, phone: string): Promise<boolean> {
  const candidates = [...new Set([phoneDigits(phone), normalizePhoneBr(phone)])].filter(
    (candidate): candidate is string => Boolean(candidate),
  );
  if (candidates.length === 0) return false;
  const row = await db
    .selectFrom('disabled_numbers')
    .select('id')
    .where('user_id', '=', userId)
    .where('phone_block', 'in', candidates)
    .executeTakeFirst();
  return row !== undefined;
}
