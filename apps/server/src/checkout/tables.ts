import type { PlanId } from '@agente/rules';
import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp, Timestamp } from '../db/coreTables.ts';
import type { CheckoutSource } from './checkoutEvent.ts';

/** What a stored checkout event did (CheckoutEvent.outcome in openapi.yaml). */
export type CheckoutOutcome =
  | 'conta_criada'
  | 'renovada'
  | 'acesso_encerrado'
  | 'periodo_retirado'
  | 'cancelada'
  | 'ignorado';

/** A column written after insert, absent from older rows (008). */
type LaterTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface CheckoutEventsTable {
  id: Generated<number>;
  source: CheckoutSource;
  event_id: string;
  event: string;
  email: string;
  user_id: number | null;
  outcome: CheckoutOutcome;
  plan: PlanId | null;
  /** numeric(12,2), parsed into a number by both drivers (src/db/database.ts). */
  amount: ColumnType<number | null, number | string | null, number | string | null>;
  paid_at: Timestamp | null;
  transaction_id: string | null;
  received_at: DefaultTimestamp;
  /** The paid period an approval added to its account, [start, end) (008; null before it and for other events). */
  period_start: LaterTimestamp;
  period_end: LaterTimestamp;
  /** When a refund or chargeback of this purchase took its period back. */
  taken_back_at: LaterTimestamp;
}

/** Tables of migrations 004_checkout.sql and 008_paid_periods.sql. */
export interface CheckoutTables {
  checkout_events: CheckoutEventsTable;
}
