import type { components } from '@agente/api';
import { toIso, type UserRow } from '../auth/userView.ts';
import type { Db } from '../db/database.ts';
import type { PlanSnapshot } from './planChangeTables.ts';

type PlanChangeEvent = components['schemas']['PlanChangeEvent'];

/** The account's plan as the account list shows it. */
export function planSnapshot(row: UserRow): PlanSnapshot {
  return {
    nome_plan: row.nome_plan,
    id_plan: row.id_plan,
    valor_plan: row.valor_plan === null ? null : Number(row.valor_plan),
    conversas_plano: row.conversas_plano,
    renovation_date: toIso(row.renovation_date),
    expiration_acess: toIso(row.expiration_acess),
  };
}

const PLAN_FIELDS = [
  'nome_plan',
  'id_plan',
  'valor_plan',
  'conversas_plano',
  'renovation_date',
  'expiration_acess',
] as const satisfies readonly (keyof PlanSnapshot)[];

export const samePlan = (a: PlanSnapshot, b: PlanSnapshot) =>
  PLAN_FIELDS.every((field) => a[field] === b[field]);

/** Records an administrator's edit that changed the account's plan; an edit that left the plan alone records nothing. */
export async function recordPlanChange(
  db: Db,
  change: { before: UserRow; after: UserRow; adminId: number; now: Date },
): Promise<void> {
  const antes = planSnapshot(change.before);
  const depois = planSnapshot(change.after);
  if (samePlan(antes, depois)) return;
  await db
    .insertInto('account_plan_changes')
    .values({
      user_id: change.after.id,
      admin_id: change.adminId,
      changed_at: change.now,
      antes: JSON.stringify(antes),
      depois: JSON.stringify(depois),
    })
    .execute();
}

/** The account's plan changes, newest first, with who made each. */
export async function listPlanChanges(db: Db, userId: number): Promise<PlanChangeEvent[]> {
  const rows = await db
    .selectFrom('account_plan_changes')
    .leftJoin('users as admin', 'admin.id', 'account_plan_changes.admin_id')
    .select([
      'account_plan_changes.id',
      'account_plan_changes.changed_at',
      'account_plan_changes.antes',
      'account_plan_changes.depois',
      'admin.name',
      'admin.email',
    ])
    .where('account_plan_changes.user_id', '=', userId)
    .orderBy('account_plan_changes.changed_at', 'desc')
    .orderBy('account_plan_changes.id', 'desc')
    .execute();
  return rows.map((row) => ({
    tipo: 'alteracao_plano',
    id: row.id,
    admin_name: row.name,
    admin_email: row.email,
    changed_at: row.changed_at.toISOString(),
    antes: typeof row.antes === 'string' ? JSON.parse(row.antes) : row.antes,
    depois: typeof row.depois === 'string' ? JSON.parse(row.depois) : row.depois,
  }));
}
