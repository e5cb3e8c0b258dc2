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
  updated_at: DefaultTimestamp;
}

export interface PlaygroundTables {
  playground_conversations: PlaygroundConversationsTable;
}
