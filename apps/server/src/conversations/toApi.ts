import type { Selectable } from 'kysely';
import type { SuccessBody } from '../http/types.ts';
import type { ConversationMessagesTable } from '../runtime/tables.ts';

type ApiPage = SuccessBody<'getConversation'>;
export type ApiMessage = ApiPage['mensagens'][number];
export type ApiAgentState = ApiPage['estado'];

export type MessageRow = Selectable<ConversationMessagesTable>;

export const MESSAGE_COLUMNS = [
  'id',
  'lead_phone',
  'author',
  'kind',
  'texto',
  'media_type',
  'media_url',
  'transcricao',
  'delivery',
  'occurred_at',
] as const;

export type MessageFields = Pick<MessageRow, (typeof MESSAGE_COLUMNS)[number]>;

export function messageToApi(row: MessageFields): ApiMessage {
  return {
    id: row.id,
    autor: row.author,
    tipo: row.kind,
    texto: row.texto,
    midia: row.media_type && row.media_url ? { tipo: row.media_type, url: row.media_url } : null,
    transcricao: row.transcricao,
    entrega: row.delivery,
    data_hora: row.occurred_at.toISOString(),
  };
}
