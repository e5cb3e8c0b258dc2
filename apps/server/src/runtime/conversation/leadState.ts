import type { PauseReason } from '../tables.ts';
import type { Executor } from './messages.ts';

export interface LeadState {
  readonly position: number;
  readonly paused: boolean;
  /** When the pause ends by itself (the owner wrote from the phone); null = until someone resumes. */
  readonly pausedUntil: Date | null;
  readonly memoryClearedAt: Date | null;
}

const FRESH: LeadState = { position: 0, paused: false, pausedUntil: null, memoryClearedAt: null };

/** Where the lead's conversation stands; `forUpdate` locks the row for the rest of the transaction. */
export async function readLeadState(
  db: Executor,
  userId: number,
  leadPhone: string,
  forUpdate = false,
): Promise<LeadState> {
  let query = db
    .selectFrom('lead_states')
    .select(['position', 'paused', 'paused_until', 'memory_cleared_at'])
    .where('user_id', '=', userId)
    .where('lead_phone', '=', leadPhone);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return FRESH;
  return {
    position: row.position,
    paused: row.paused,
    pausedUntil: row.paused_until,
    memoryClearedAt: row.memory_cleared_at,
  };
}

type StateChange =
  /** `until` ends the pause by itself (a resume job is queued for it); without it the pause holds until resumed. */
  | { readonly kind: 'pause'; readonly reason: PauseReason; readonly until?: Date }
  | { readonly kind: 'release' }
  | { readonly kind: 'clear' }
  | { readonly kind: 'position'; readonly position: number };

/** Applies one change to the lead's state, creating the row on first use. */
export async function changeLeadState(
  db: Executor,
  userId: number,
  leadPhone: string,
  change: StateChange,
  now: Date,
): Promise<void> {
  const values = (() => {
    switch (change.kind) {
      case 'pause':
        return {
          paused: true,
          paused_reason: change.reason,
          paused_at: now,
          paused_until: change.until ?? null,
        };
      case 'release':
        return { paused: false, paused_reason: null, paused_at: null, paused_until: null };
      case 'clear':
        return { position: 0, memory_cleared_at: now };
      case 'position':
        return { position: change.position };
    }
  })();
  await db
    .insertInto('lead_states')
    .values({ user_id: userId, lead_phone: leadPhone, ...values, updated_at: now })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'lead_phone']).doUpdateSet({ ...values, updated_at: now }),
    )
    .execute();
}

/** Locks the lead's state row (created if missing) so commands and turns on this lead take turns. */
export async function lockLead(db: Executor, userId: number, leadPhone: string): Promise<LeadState> {
  await db
    .insertInto('lead_states')
    .values({ user_id: userId, lead_phone: leadPhone })
    .onConflict((conflict) => conflict.columns(['user_id', 'lead_phone']).doNothing())
    .execute();
  return readLeadState(db, userId, leadPhone, true);
}

export const leadKey = (userId: number, leadPhone: string): string => `${userId}:${leadPhone}`;
