import type { components } from '@agente/api';
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../db/coreTables.ts';

export type PlanSnapshot = components['schemas']['PlanSnapshot'];

/** Written as JSON text, read back as the object (jsonb). */
type Snapshot = ColumnType<PlanSnapshot, string, string>;

/** Table of migration 074_account_plan_changes.sql: the administrator's changes to an account's plan. */
export interface AccountPlanChangesTable {
  id: Generated<number>;
  user_id: number;
  admin_id: number | null;
  changed_at: Timestamp;
  antes: Snapshot;
  depois: Snapshot;
}

export interface PlanChangeTables {
  account_plan_changes: AccountPlanChangesTable;
}
