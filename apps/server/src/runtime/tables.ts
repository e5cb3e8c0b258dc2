import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { DefaultTimestamp, Timestamp } from '../db/coreTables.ts';
import type { ConversationAuthor } from './brain/brain.ts';

/** Tables of migration 005_conversations.sql (the conversation runtime). */

export type MessageKind = 'texto' | 'midia' | 'oferta' | 'comando' | 'followup';
export type DeliveryState =
  | 'pendente'
  | 'enviando'
  | 'enviada'
  | 'entregue'
  | 'lida'
  | 'falhou'
  | 'incerta'
  | 'cancelada';
export type TurnResult =
  | 'respondido'
  | 'pausado'
  | 'sem_cota'
  | 'bloqueado'
  | 'plano_expirado'
  | 'agente_desligado'
  | 'mensagem_antiga'
  | 'cedeu_a_mais_nova'
  | 'sem_produto'
  | 'nada_a_responder'
  | 'nao_perturbe'
  /** A voice note of the burst is still being transcribed: the transcription queues the turn again. */
  | 'aguardando_transcricao';
/** Where a lead's voice note is in its transcription (migration 039). */
export type TranscriptionState = 'pendente' | 'transcrita' | 'falhou';
export type PauseReason = 'comando' | 'fluxo';

export interface ConversationMessagesTable {
  id: Generated<number>;
  user_id: number;
  lead_phone: string;
  author: ConversationAuthor;
  kind: MessageKind;
  texto: ColumnType<string, string | undefined, string>;
  media_id: number | null;
  media_type: 'imagem' | 'video' | 'audio' | 'pdf' | null;
  media_url: string | null;
  /** The name an outgoing document is sent with (migration 043); null otherwise. */
  media_file_name: string | null;
  /** A lead voice note's words, once transcribed. */
  transcricao: string | null;
  transcricao_estado: TranscriptionState | null;
  offer_id: number | null;
  provider_message_id: string | null;
  dedupe_key: string;
  delivery: DeliveryState | null;
  turn_id: number | null;
  seq: ColumnType<number, number | undefined, number>;
  occurred_at: Timestamp;
  created_at: DefaultTimestamp;
  sent_at: Timestamp | null;
  /** Why the message was not delivered, in pt-BR (the provider's error, or the 24-hour window); migration 065. */
  delivery_error: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AgentTurnsTable {
  id: Generated<number>;
  user_id: number;
  lead_phone: string;
  trigger_message_id: number | null;
  last_message_id: number | null;
  result: TurnResult;
  brain: 'embedded' | 'llm' | null;
  decision: JSONColumnType<object> | null;
  fallback_reason: string | null;
  latency_ms: number | null;
  prompt_tokens: number | null;
  completion_tokens: number | null;
  created_at: DefaultTimestamp;
}

export interface LeadStatesTable {
  user_id: number;
  lead_phone: string;
  position: ColumnType<number, number | undefined, number>;
  paused: ColumnType<boolean, boolean | undefined, boolean>;
  paused_reason: PauseReason | null;
  paused_at: Timestamp | null;
  /** When a timed pause (the owner writing from the phone) ends; null = until someone resumes. */
  paused_until: Timestamp | null;
  memory_cleared_at: Timestamp | null;
  /** The lead asked the agent to stop writing (migration 032). */
  nao_perturbe_desde: Timestamp | null;
  /** The lead waits for a person since then, for that reason (both set or both null). */
  aguardando_desde: Timestamp | null;
  aguardando_motivo: string | null;
  updated_at: DefaultTimestamp;
}

export interface RuntimeTables {
  conversation_messages: ConversationMessagesTable;
  agent_turns: AgentTurnsTable;
  lead_states: LeadStatesTable;
}
