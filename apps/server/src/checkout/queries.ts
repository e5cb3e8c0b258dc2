import type { components } from '@agente/api';
import type { UserRow } from '../auth/userView.ts';
import type { Db } from '../db/database.ts';

type CheckoutEventView = components['schemas']['CheckoutEvent'];

/**
 * The checkout events of an account, newest first: those that acted on it and those sent with its e-mail
 * (e.g. a refund that arrived before any purchase, or before the administrator created the account).
 */
export async function listCheckoutEvents(
  db: Db,
  account: Pick<UserRow, 'id' | 'email'>,
): Promise<CheckoutEventView[]> {
  const rows = await db
    .selectFrom('checkout_events')
    .select(['id', 'event_id', 'source', 'event', 'email', 'outcome', 'received_at'])
    .where((eb) => eb.or([eb('user_id', '=', account.id), eb('email', '=', account.email.toLowerCase())]))
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ tipo: 'compra', ...row, received_at: row.received_at.toISOString() }));
}
