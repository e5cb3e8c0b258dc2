import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp, Timestamp } from './coreTables.ts';

/** Tables of migration 003_integrations.sql, with 008's connection state. */

export type MediaKind = 'imagem' | 'video' | 'audio' | 'pdf';

export interface MediasTable {
  id: Generated<number>;
  user_id: number;
  id_produto: number;
  titulo: string;
  tipo: MediaKind;
  nome_arquivo: string;
  tamanho_bytes: number;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface InstanceConnectionsTable {
  user_id: number;
  phone: string;
  webhook_secret_hash: string;
  created_at: DefaultTimestamp;
  /** Last state a webhook event reported (010_gateway_events); null = none yet, ask the service. */
  state: ColumnType<
    ConnectionStateColumn | null,
    ConnectionStateColumn | null | undefined,
    ConnectionStateColumn | null
  >;
}

export type ConnectionStateColumn = 'connected' | 'pending' | 'disconnected' | 'other';

export type InstanceEventResult = 'registrado' | 'bloqueado' | 'ignorado';

export interface InstanceEventsTable {
  id: Generated<number>;
  user_id: number;
  lead_phone: string;
  direction: 'in' | 'out';
  texto: string;
  result: InstanceEventResult;
  occurred_at: Timestamp;
  received_at: DefaultTimestamp;
}

export interface LeadConversationsTable {
  user_id: number;
  lead_phone: string;
  counted_at: ColumnType<Date, Date | string, Date | string>;
}

export interface IntegrationTables {
  medias: MediasTable;
  instance_connections: InstanceConnectionsTable;
  instance_events: InstanceEventsTable;
  lead_conversations: LeadConversationsTable;
}
