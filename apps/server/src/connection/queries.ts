import type { Db } from '../db/database.ts';
import type { ConnectionState } from '../gateways/instances/instancesClient.ts';

export interface ConnectionRow {
  readonly userId: number;
  readonly phone: string;
}

/**
 * Records the account's instance and the hash of the webhook secret it was given (replacing any older one); the
 * new instance has reported no state yet.
 */
export async function saveConnection(db: Db, userId: number, phone: string, secretHash: string, now: Date) {
  await db
    .insertInto('instance_connections')
    .values({ user_id: userId, phone, webhook_secret_hash: secretHash, created_at: now })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({ phone, webhook_secret_hash: secretHash, created_at: now, state: null }),
    )
    .execute();
}

export async function findConnection(db: Db, userId: number): Promise<ConnectionRow | undefined> {
  const row = await db
    .selectFrom('instance_connections')
    .select(['user_id', 'phone'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && { userId: row.user_id, phone: row.phone };
}

/** Connections other accounts made with this number (live or left behind). */
export async function findOtherConnectionsOfPhone(
  db: Db,
  phone: string,
  userId: number,
): Promise<ConnectionRow[]> {
  const rows = await db
    .selectFrom('instance_connections')
    .select(['user_id', 'phone'])
    .where('phone', '=', phone)
    .where('user_id', '<>', userId)
    .execute();
  return rows.map((row) => ({ userId: row.user_id, phone: row.phone }));
}

export async function findConnectionBySecret(db: Db, secretHash: string): Promise<ConnectionRow | undefined> {
  const row = await db
    .selectFrom('instance_connections')
    .select(['user_id', 'phone'])
    .where('webhook_secret_hash', '=', secretHash)
    .executeTakeFirst();
  return row && { userId: row.user_id, phone: row.phone };
}

export async function deleteConnection(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('instance_connections').where('user_id', '=', userId).execute();
}

/** The state the account's gateway last reported in a webhook event; undefined when none did. */
export async function findReportedState(db: Db, userId: number): Promise<ConnectionState | undefined> {
  const row = await db
    .selectFrom('instance_connections')
    .select('state')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.state ?? undefined;
}

/** Records the state the gateway reported and, once connected, the number that actually connected. */
export async function saveReportedState(
  db: Db,
  userId: number,
  state: ConnectionState,
  connectedPhone?: string,
): Promise<void> {
  await db
    .updateTable('instance_connections')
    .set(connectedPhone === undefined ? { state } : { state, phone: connectedPhone })
    .where('user_id', '=', userId)
    .execute();
}
