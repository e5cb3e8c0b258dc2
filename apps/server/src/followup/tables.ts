import type { DefaultTimestamp } from '../db/coreTables.ts';

/** Table of migration 038_followup_hours.sql: the account's follow-up window (no row = the default). */
export interface FollowupHoursTable {
  user_id: number;
  /** Minutes from local midnight. */
  inicio_minutos: number;
  fim_minutos: number;
  /** IANA time zone (one of the contract's FollowupHours.fuso). */
  fuso: string;
  updated_at: DefaultTimestamp;
}

export interface FollowupTables {
  followup_hours: FollowupHoursTable;
}
