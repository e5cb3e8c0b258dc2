import { sql } from 'kysely';
import type { Executor } from '../runtime/conversation/messages.ts';

/**
 * The account's transcript rows as Conversas shows them, each with the reason of the turn that sent it, read
 * in the same statement: the turn is joined on the account too, so a row never carries another account's
 * reason. Only a turn's first agent message (seq 0) carries it; turns recorded before reasons existed, and
 * empty reasons, give null.
 */
export function selectMessagesWithReason(db: Executor, userId: number) {
  return db
    .selectFrom('conversation_messages as m')
    .leftJoin('agent_turns as t', (join) => join.onRef('t.id', '=', 'm.turn_id').on('t.user_id', '=', userId))
    .where('m.user_id', '=', userId)
    .select([
      'm.id',
      'm.lead_phone',
      'm.author',
      'm.kind',
      'm.texto',
      'm.media_type',
      'm.media_url',
      'm.transcricao',
      'm.delivery',
      'm.delivery_error',
      'm.occurred_at',
      sql<
        string | null
      >`case when m.author = 'agente' and m.seq = 0 then nullif(t.decision->>'reason', '') end`.as(
        'explicacao',
      ),
    ]);
}
