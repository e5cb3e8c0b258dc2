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
 * Saves the conversation if nobody changed it since `version` was read (a reset, another tab's message).
 * False when someone did: the caller answers 409 and nothing is overwritten.
 */
export async function savePlayground(
  db: Executor,
  userId: number,
  snapshot: PlaygroundSnapshot,
  version: number,
  now: Date,
): Promise<boolean> {
  const columns = columnsOf(snapshot, now);
  if (version === 0) {
    const inserted = await db
      .insertInto('playground_conversations')
      .values({ user_id: userId, ...columns, version: 1 })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .returning('user_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }
  const updated = await db
    .updateTable('playground_conversations')
    .set({ ...columns, version: version + 1 })
    .where('user_id', '=', userId)
    .where('version', '=', version)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** Starts over, like `#limpar`: no messages, the flow from its first step, no pause. */
export async function clearPlayground(db: Executor, userId: number, now: Date): Promise<void> {
  const columns = columnsOf(EMPTY_PLAYGROUND, now);
  await db
    .insertInto('playground_conversations')
    .values({ user_id: userId, ...columns, version: 1 })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet((eb) => ({ ...columns, version: eb('playground_conversations.version', '+', 1) })),
    )
    .execute();
}
