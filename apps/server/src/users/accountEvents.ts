import type { components } from '@agente/api';
import { sql } from 'kysely';
import type { UserRow } from '../auth/userView.ts';
import { listCheckoutEvents } from '../checkout/queries.ts';
import type { Db } from '../db/database.ts';
import { listPlanChanges } from './planChanges.ts';

type AccountEvent = components['schemas']['AccountEvent'];
type AdminAccessEvent = components['schemas']['AdminAccessEvent'];

/**
 * Each session the administrator opened in the account's panel (through an access link): who, when, and until
 * when (its planned end, or the logout that ended it sooner).
 */
async function listAdminAccesses(db: Db, userId: number): Promise<AdminAccessEvent[]> {
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('users as admin', 'admin.id', 'sessions.impersonated_by')
    .select([
      'sessions.id',
      'admin.name',
      'admin.email',
      'sessions.created_at',
      sql<Date>`least(sessions.expires_at, coalesce(sessions.revoked_at, sessions.expires_at))`.as('ends_at'),
    ])
    .where('sessions.user_id', '=', userId)
    .where('sessions.kind', '=', 'impersonation')
    .execute();
  return rows.map((row) => ({
    tipo: 'acesso_administrador',
    id: row.id,
    admin_name: row.name,
    admin_email: row.email,
    started_at: row.created_at.toISOString(),
    ends_at: new Date(row.ends_at).toISOString(),
  }));
}

const timeOf = (event: AccountEvent) =>
  event.tipo === 'compra'
    ? event.received_at
    : event.tipo === 'alteracao_plano'
      ? event.changed_at
      : event.started_at;

/**
 * The account's event list: its purchase events, the administrator's sessions in its panel and the administrator's
 * changes to its plan, newest first.
 */
export async function listAccountEvents(
  db: Db,
  account: Pick<UserRow, 'id' | 'email'>,
): Promise<AccountEvent[]> {
  const [purchases, accesses, planChanges] = await Promise.all([
    listCheckoutEvents(db, account),
    listAdminAccesses(db, account.id),
    listPlanChanges(db, account.id),
  ]);
  // Both lists come newest first; ISO texts of one zone compare as times. Purchases keep their own order on ties.
  return [...purchases, ...accesses, ...planChanges].sort((a, b) =>
    timeOf(a) < timeOf(b) ? 1 : timeOf(a) > timeOf(b) ? -1 : 0,
  );
}
