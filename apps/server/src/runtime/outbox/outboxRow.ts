import type { Insertable, Selectable } from 'kysely';
import type { OutgoingMessage } from '../../gateways/instances/outgoingMessage.ts';
import type { PlannedMessage } from '../planner/turnPlan.ts';
import type { ConversationMessagesTable } from '../tables.ts';

type NewRow = Insertable<ConversationMessagesTable>;
type StoredRow = Selectable<ConversationMessagesTable>;

/** What every stored message says: whose, from whom, of what kind, its words, its dedupe key and when. */
type MessageFields = Pick<
  NewRow,
  'user_id' | 'lead_phone' | 'author' | 'kind' | 'texto' | 'dedupe_key' | 'occurred_at'
> &
  Partial<NewRow>;

/**
 * A conversation_messages row: the fields given, every other one empty until the message's life fills it (the
 * outbox sets the provider's id and sent_at, a transcription its words).
 */
export function messageRow(fields: MessageFields): NewRow {
  return {
    media_id: null,
    media_type: null,
    media_url: null,
    media_file_name: null,
    offer_id: null,
    provider_message_id: null,
    delivery: null,
    turn_id: null,
    sent_at: null,
    ...fields,
  };
}

/** A message the product sends (agent, follow-up or a person in the panel): queued in the lead's outbox. */
export function outboxRow(fields: MessageFields): NewRow {
  return messageRow({ delivery: 'pendente', ...fields });
}

/** What a planned message reads as in a transcript: its text, or a file's caption, else the file's name. */
export function transcriptText(message: PlannedMessage): string {
  return message.kind === 'media' ? (message.caption ?? message.fileName ?? '') : message.text;
}

/** Message `seq` of turn `turnId`'s plan as the outbox row that sends it to the lead. */
export function plannedMessageRow(
  message: PlannedMessage,
  turn: {
    readonly userId: number;
    readonly leadPhone: string;
    readonly turnId: number;
    readonly seq: number;
    readonly now: Date;
  },
): NewRow {
  const media =
    message.kind === 'media'
      ? {
          media_type: message.mediaType,
          media_url: message.url,
          media_file_name: message.fileName ?? null,
        }
      : {};
  return outboxRow({
    user_id: turn.userId,
    lead_phone: turn.leadPhone,
    author: 'agente',
    kind: message.kind === 'media' ? 'midia' : 'texto',
    texto: transcriptText(message),
    ...media,
    dedupe_key: `turn:${turn.turnId}:${turn.seq}`,
    turn_id: turn.turnId,
    seq: turn.seq,
    occurred_at: turn.now,
  });
}

/**
 * A stored outgoing row as the message every adapter sends. A file's words are its caption, unless they only
 * stand for its name in the transcript (a document sent without a caption): then it goes with its name alone.
 */
export function outgoingOf(row: StoredRow): OutgoingMessage {
  if (row.kind === 'midia' && row.media_url && row.media_type) {
    const fileName = row.media_file_name ?? undefined;
    const caption = row.texto && row.texto !== fileName ? row.texto : undefined;
    return {
      kind: 'media',
      to: row.lead_phone,
      mediaType: row.media_type,
      url: row.media_url,
      ...(caption ? { caption } : {}),
      ...(fileName ? { fileName } : {}),
    };
  }
  return { kind: 'text', to: row.lead_phone, text: row.texto };
}
