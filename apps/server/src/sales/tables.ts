import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { DefaultTimestamp, Timestamp } from '../db/coreTables.ts';

/** The checkout a sale event came from (the address's {plataforma}). */
export type SalePlatform = 'hotmart' | 'kiwify' | 'generico';

/** What a sale event says happened to the purchase. */
export type SaleKind = 'aprovada' | 'aguardando_pagamento' | 'abandonada' | 'reembolsada' | 'cancelada';

/** How a sale found its lead: the link's tracking code, the buyer's phone, or the buyer's e-mail. */
export type SaleAttribution = 'rastreio' | 'telefone' | 'email';

/** Where a scheduled recovery message ended. */
export type RecoveryOutcome = 'agendada' | 'enviada' | 'paga' | 'cancelada';

/** A column written after insert (null until then). */
type LaterTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface SalesWebhooksTable {
  user_id: number;
  chave: string;
  segredo: string;
  thank_you_enabled: Generated<boolean>;
  thank_you_text: Generated<string>;
  recovery_enabled: Generated<boolean>;
  recovery_delay_minutes: Generated<number>;
  recovery_text: Generated<string>;
  /** The approved template sent instead outside the Cloud API's 24-hour window (migration 057); both or neither. */
  recovery_template_name: ColumnType<string | null, string | null | undefined, string | null>;
  recovery_template_language: ColumnType<string | null, string | null | undefined, string | null>;
  /** The body's parameters in order; {nome} stands for the lead's name. */
  recovery_template_variables: JSONColumnType<string[], string | undefined, string>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface SaleTrackingCodesTable {
  code: string;
  user_id: number;
  lead_phone: string;
  offer_id: number | null;
  created_at: DefaultTimestamp;
}

export interface SaleEventsTable {
  id: Generated<number>;
  user_id: number;
  platform: SalePlatform;
  event_id: string;
  kind: SaleKind;
  transaction_id: string | null;
  lead_phone: string | null;
  attributed_by: SaleAttribution | null;
  offer_id: number | null;
  product_code: string | null;
  amount_cents: number | null;
  payment_method: string | null;
  buyer_phone: string | null;
  buyer_email: string | null;
  tracking_code: string | null;
  occurred_at: Timestamp;
  received_at: DefaultTimestamp;
  refunded_at: LaterTimestamp;
  /** Set by the database when the sale arrives (migration 056): what it counts for in the dashboard's results. */
  results_segundos: ColumnType<string | null, never, never>;
  results_recuperada: ColumnType<boolean, never, never>;
}

export interface SaleRecoveriesTable {
  sale_event_id: number;
  user_id: number;
  lead_phone: string;
  offer_id: number | null;
  due_at: Timestamp;
  outcome: Generated<RecoveryOutcome>;
  message_id: number | null;
  decided_at: LaterTimestamp;
  created_at: DefaultTimestamp;
}

/** Tables of migration 055_sales.sql. */
export interface SalesTables {
  sales_webhooks: SalesWebhooksTable;
  sale_tracking_codes: SaleTrackingCodesTable;
  sale_events: SaleEventsTable;
  sale_recoveries: SaleRecoveriesTable;
}
