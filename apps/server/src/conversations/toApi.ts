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
  'delivery_error',
  'occurred_at',
] as const;

export type MessageFields = Pick<MessageRow, (typeof MESSAGE_COLUMNS)[number]>;

/** A stored message with the reason of the turn that sent it (null when it has none to show). */
export type MessageWithReason = MessageFields & { readonly explicacao: string | null };

export function messageToApi(row: MessageWithReason): ApiMessage {
  return {
    id: row.id,
    autor: row.author,
    tipo: row.kind,
    texto: row.texto,
    midia: row.media_type && row.media_url ? { tipo: row.media_type, url: row.media_url } : null,
    transcricao: row.transcricao,
    entrega: row.delivery,
    erro_entrega: row.delivery_error,
    explicacao: row.explicacao,
    data_hora: row.occurred_at.toISOString(),
  };
}
