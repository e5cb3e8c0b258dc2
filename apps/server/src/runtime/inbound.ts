import type { Transaction } from 'kysely';
import { AGENT_ECHO_WINDOW_MS, STALE_MESSAGE_MS } from '../constants.ts';
import type { MediaKind } from '../db/integrationTables.ts';
import type { Database } from '../db/schema.ts';
import { type AgentCommand, classifyCommand } from './brain/commands.ts';
import { pauseForHuman } from './conversation/humanPause.ts';
import { changeLeadState } from './conversation/leadState.ts';
import { inboundDedupeKey, insertMessageOnce } from './conversation/messages.ts';
import { enqueueTranscription, enqueueTurn } from './jobs/enqueue.ts';
import type { JobQueue } from './jobs/jobQueue.ts';
import { messageRow } from './outbox/outboxRow.ts';
import type { ModelCallsInFlight } from './turns/modelCallsInFlight.ts';

type Trx = Transaction<Database>;

/** One message a WhatsApp provider reported, already validated (phone normalised, time parsed). */
export interface IncomingMessage {
  readonly userId: number;
  /** 55 + digits for a Brazilian number, otherwise the digits as received. */
  readonly leadPhone: string;
  readonly name: string;
  readonly direction: 'in' | 'out';
  readonly text: string;
  readonly step: number | undefined;
  readonly occurredAt: Date;
  readonly receivedAt: Date;
  /** The service's id of the message, when it sends one (repeated deliveries carry the same id). */
  readonly messageId?: string | undefined;
  /** A picture, video, audio or PDF (its caption, if any, is the text); the file stays with the gateway. */
  readonly media?: MediaKind | undefined;
  /** Where the gateway serves that file (http/https), when it says. */
  readonly mediaUrl?: string | undefined;
}

/** What recording needs to hand a lead message to the agent. */
export interface RecordingRuntime {
  readonly queue: JobQueue;
  readonly debounceMs: number;
  /** How long the owner's own message in a lead's chat pauses the agent for that lead. */
  readonly humanPauseHours: number;
  /** A speech-to-text service is there: a lead's voice note is transcribed before its turn. */
  readonly transcribes: boolean;
  /** Told of each lead message once it is recorded, so a turn still waiting for the model gives way at once. */
  readonly modelCalls: Pick<ModelCallsInFlight, 'leadWrote'>;
}

/** The command a message carries (`#limpar` counts only from the agent's training phone), or null. */
export async function commandOf(trx: Trx, message: IncomingMessage): Promise<AgentCommand | null> {
  const agent = await trx
    .selectFrom('agents')
    .select('phone_treinamento')
    .where('user_id', '=', message.userId)
    .executeTakeFirst();
  return classifyCommand({
    direction: message.direction === 'in' ? 'entrada' : 'saida',
    leadPhone: message.leadPhone,
    text: message.text,
    trainingPhone: agent?.phone_treinamento ?? '',
  });
}

/**
 * Services report the messages the outbox itself sent (the agent's, and the owner's from the panel) as outgoing
 * events on the number too: those are already stored, so they are recognised (same provider id, or the same text
 * sent to the lead moments ago). Only outbox rows carry a delivery state.
 */
async function isOutboxEcho(trx: Trx, message: IncomingMessage): Promise<boolean> {
  if (message.direction !== 'out') return false;
  let query = trx
    .selectFrom('conversation_messages')
    .select('id')
    .where('user_id', '=', message.userId)
    .where('lead_phone', '=', message.leadPhone)
    .where('delivery', 'is not', null);
  const id = message.messageId?.trim();
  query = id
    ? // The echo can arrive before the send call returns with the id: the same text still being sent is it.
      query.where((eb) =>
        eb.or([
          eb('provider_message_id', '=', id),
          eb.and([
            eb('delivery', '=', 'enviando'),
            eb('provider_message_id', 'is', null),
            eb('texto', '=', message.text),
          ]),
        ]),
      )
    : query
        .where('texto', '=', message.text)
        .where('sent_at', '>=', new Date(message.receivedAt.getTime() - AGENT_ECHO_WINDOW_MS));
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** Stores the delivery as a conversation message; undefined when it was already stored (or is the agent's echo). */
export async function storeConversationMessage(
  trx: Trx,
  message: IncomingMessage,
  command: AgentCommand | null,
): Promise<number | undefined> {
  if (await isOutboxEcho(trx, message)) return undefined;
  const row = messageRow({
    user_id: message.userId,
    lead_phone: message.leadPhone,
    author: message.direction === 'in' ? 'lead' : 'humano',
    kind: command ? 'comando' : message.media ? 'midia' : 'texto',
    texto: message.text,
    provider_message_id: message.messageId?.trim() || null,
    dedupe_key: inboundDedupeKey(message),
    media_type: message.media ?? null,
    media_url: message.media ? (message.mediaUrl ?? null) : null,
    occurred_at: message.occurredAt,
  });
  return insertMessageOnce(trx, row);
}

/**
 * What the conversation does with a recorded message, in the recording transaction: the owner's `#` / `*` in a
 * lead's chat pauses / releases the agent for that lead, and anything else the owner writes there pauses it for
 * `humanPauseHours` (a person is talking: the agent must not talk over them); `#limpar` from the training phone clears that chat's
 * memory and position; a lead message queues the lead's turn after the debounce, unless it arrived long after it
 * was written (then it is recorded as not answered); a lead's voice note is transcribed first, and the
 * transcription queues the turn. Human messages never start a turn.
 */
export async function reactToMessage(
  trx: Trx,
  message: IncomingMessage,
  messageId: number,
  command: AgentCommand | null,
  runtime: RecordingRuntime,
): Promise<void> {
  const { userId, leadPhone, receivedAt } = message;
  if (message.direction === 'out') {
    if (command === 'pausar')
      await changeLeadState(trx, userId, leadPhone, { kind: 'pause', reason: 'comando' }, receivedAt);
    if (command === 'liberar') await changeLeadState(trx, userId, leadPhone, { kind: 'release' }, receivedAt);
    if (command === null) {
      await pauseForHuman(runtime.queue, trx, { userId, leadPhone }, runtime.humanPauseHours, receivedAt);
    }
    return;
  }
  if (command === 'limpar') {
    await changeLeadState(trx, userId, leadPhone, { kind: 'clear' }, receivedAt);
    return;
  }
  if (receivedAt.getTime() - message.occurredAt.getTime() > STALE_MESSAGE_MS) {
    await trx
      .insertInto('agent_turns')
      .values({
        user_id: userId,
        lead_phone: leadPhone,
        trigger_message_id: messageId,
        last_message_id: messageId,
        result: 'mensagem_antiga',
      })
      .execute();
    return;
  }
  if (message.media === 'audio' && message.mediaUrl && runtime.transcribes) {
    // The turn waits for the words: the transcription queues it when done (and a turn that runs meanwhile, for a
    // message that came after, gives way to it).
    await trx
      .updateTable('conversation_messages')
      .set({ transcricao_estado: 'pendente' })
      .where('id', '=', messageId)
      .execute();
    await enqueueTranscription(runtime.queue, trx, { userId, leadPhone, messageId });
    return;
  }
  await enqueueTurn(runtime.queue, trx, { userId, leadPhone, messageId }, runtime.debounceMs);
}
