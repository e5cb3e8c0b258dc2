import type { ColumnType, Generated } from 'kysely';
import type { PlanCode } from '../constants.ts';
import type { DefaultTimestamp, Timestamp } from '../db/coreTables.ts';
import type { CheckoutSource } from './checkoutEvent.ts';

/** What a stored checkout event did (CheckoutEvent.outcome in openapi.yaml). */
export type CheckoutOutcome = 'conta_criada' | 'renovada' | 'acesso_encerrado' | 'cancelada' | 'ignorado';

export interface CheckoutEventsTable {
  id: Generated<number>;
  source: CheckoutSource;
  event_id: string;
  event: string;
  email: string;
  user_id: number | null;
  outcome: CheckoutOutcome;
  plan: PlanCode | null;
  /** numeric(12,2), parsed into a number by both drivers (src/db/database.ts). */
  amount: ColumnType<number | null, number | string | null, number | string | null>;
  paid_at: Timestamp | null;
  transaction_id: string | null;
  received_at: DefaultTimestamp;
}

/** Tables of migration 004_checkout.sql (S4). */
export interface CheckoutTables {
  checkout_events: CheckoutEventsTable;
}
