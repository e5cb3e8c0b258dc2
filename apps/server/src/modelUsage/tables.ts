import type { ColumnType } from 'kysely';

/** Table of migration 050_model_usage.sql. */
export interface ModelUsageDaysTable {
  user_id: number;
  /** The São Paulo calendar day, as PostgreSQL's date ("2026-11-29"). */
  day: ColumnType<string, string, never>;
  calls: number;
  prompt_tokens: number;
  completion_tokens: number;
}

export interface ModelUsageTables {
  model_usage_days: ModelUsageDaysTable;
}
