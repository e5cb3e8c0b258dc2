import type { Executor } from '../runtime/conversation/messages.ts';
import { EMPTY_PLAYGROUND, type PlaygroundSnapshot } from './playgroundTurn.ts';

export interface StoredPlayground {
  readonly snapshot: PlaygroundSnapshot;
  /** Read before the agent thinks and checked when saving, so a reply never lands on a reset conversation. */
  readonly version: number;
}

/** The account's test conversation (empty when it never wrote). */
export async function readPlayground(db: Executor, userId: number): Promise<StoredPlayground> {
  const row = await db
    .selectFrom('playground_conversations')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return { snapshot: EMPTY_PLAYGROUND, version: 0 };
  return {
    snapshot: {
      position: row.position,
      paused: row.paused,
      messages: row.messages,
      reasons: row.reasons,
      nextId: row.next_id,
    },
    version: row.version,
  };
}

function columnsOf(snapshot: PlaygroundSnapshot, now: Date) {
  return {
    position: snapshot.position,
    paused: snapshot.paused,
    messages: JSON.stringify(snapshot.messages),
    reasons: JSON.stringify(snapshot.reasons),
    next_id: snapshot.nextId,
    updated_at: now,
  };
}

/**
 * Takes the conversation for one message before the agent thinks: only if nobody changed it since `version` was
 * read and no other message is being answered (a claim older than `staleMs` is a crashed one). False: the caller
 * answers 409 without calling the brain.
 */
export async function claimPlayground(
  db: Executor,
  userId: number,
  version: number,
  now: Date,
  staleMs: number,
): Promise<boolean> {
  if (version === 0) {
    const inserted = await db
      .insertInto('playground_conversations')
      .values({ user_id: userId, version: 0, answering_since: now, updated_at: now })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .returning('user_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }
  const claimed = await db
    .updateTable('playground_conversations')
    .set({ answering_since: now })
    .where('user_id', '=', userId)
    .where('version', '=', version)
    .where((eb) =>
      eb.or([
        eb('answering_since', 'is', null),
        eb('answering_since', '<', new Date(now.getTime() - staleMs)),
      ]),
    )
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}

/** Gives the conversation back unchanged (the message was refused after the claim). */
export async function releasePlayground(db: Executor, userId: number, version: number): Promise<void> {
  await db
    .updateTable('playground_conversations')
    .set({ answering_since: null })
    .where('user_id', '=', userId)
    .where('version', '=', version)
    .execute();
}

/**
 * Saves the conversation if nobody changed it since `version` was read (a reset, another tab's message), and
 * ends the claim. False when someone did: the caller answers 409 and nothing is overwritten.
 */
export async function savePlayground(
  db: Executor,
  userId: number,
  snapshot: PlaygroundSnapshot,
  version: number,
  now: Date,
): Promise<boolean> {
  const columns = columnsOf(snapshot, now);
  const updated = await db
    .updateTable('playground_conversations')
    .set({ ...columns, version: version + 1, answering_since: null })
    .where('user_id', '=', userId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (updated.numUpdatedRows > 0n) return true;
  if (version !== 0) return false;
  const inserted = await db
    .insertInto('playground_conversations')
    .values({ user_id: userId, ...columns, version: 1 })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Starts over, like `#limpar`: no messages, the flow from its first step, no pause. */
export async function clearPlayground(db: Executor, userId: number, now: Date): Promise<void> {
  const columns = columnsOf(EMPTY_PLAYGROUND, now);
  await db
    .insertInto('playground_conversations')
    .values({ user_id: userId, ...columns, version: 1 })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet((eb) => ({
        ...columns,
        answering_since: null,
        version: eb('playground_conversations.version', '+', 1),
      })),
    )
    .execute();
}
