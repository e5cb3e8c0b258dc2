import type { ColumnType, JSONColumnType } from 'kysely';
import type { DefaultTimestamp } from '../db/coreTables.ts';
import type { SuccessBody } from '../http/types.ts';

type ApiState = SuccessBody<'getPlayground'>;
export type PlaygroundMessage = ApiState['mensagens'][number];
export type PlaygroundReason = ApiState['motivos'][number];

/** Table of migration 011_playground.sql (the account's test conversation with its own agent). */
export interface PlaygroundConversationsTable {
  user_id: number;
  position: ColumnType<number, number | undefined, number>;
  paused: ColumnType<boolean, boolean | undefined, boolean>;
  /** Stored as the contract shows them, so reading needs no mapping. */
  messages: JSONColumnType<PlaygroundMessage[], string | undefined, string>;
  reasons: JSONColumnType<PlaygroundReason[], string | undefined, string>;
  next_id: ColumnType<number, number | undefined, number>;
  version: ColumnType<number, number | undefined, number>;
  /** Set while one message's answer is being decided (051_playground_limits.sql). */
  answering_since: ColumnType<Date | null, Date | null | undefined, Date | null>;
  updated_at: DefaultTimestamp;
}

/** Table of migration 051_playground_limits.sql: test messages counted per account and window. */
export interface PlaygroundMessageCountsTable {
  user_id: number;
  period: 'minuto' | 'dia';
  window_start: Date;
  count: number;
}

export interface PlaygroundTables {
  playground_conversations: PlaygroundConversationsTable;
  playground_message_counts: PlaygroundMessageCountsTable;
}
