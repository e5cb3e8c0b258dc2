import type { PauseReason } from '../tables.ts';
import type { Executor } from './messages.ts';

export interface LeadState {
  readonly position: number;
  readonly paused: boolean;
  /** Who paused the agent: a person ('comando': `#`, the panel, the owner writing) or the flow ('fluxo'). */
  readonly pausedReason: PauseReason | null;
  /** When the pause ends by itself (the owner wrote from the phone); null = until someone resumes. */
  readonly pausedUntil: Date | null;
  readonly memoryClearedAt: Date | null;
  /** The lead asked the agent to stop writing ("não perturbe") at this time. */
  readonly doNotDisturbSince: Date | null;
  /** The lead waits for a person since this time ("aguardando você"). */
  readonly waitingSince: Date | null;
}

const FRESH: LeadState = {
  position: 0,
  paused: false,
  pausedReason: null,
  pausedUntil: null,
  memoryClearedAt: null,
  doNotDisturbSince: null,
  waitingSince: null,
};

/** Where the lead's conversation stands; `forUpdate` locks the row for the rest of the transaction. */
export async function readLeadState(
  db: Executor,
  userId: number,
  leadPhone: string,
  forUpdate = false,
): Promise<LeadState> {
  let query = db
    .selectFrom('lead_states')
    .select([
      'position',
      'paused',
      'paused_reason',
      'paused_until',
      'memory_cleared_at',
      'nao_perturbe_desde',
      'aguardando_desde',
    ])
    .where('user_id', '=', userId)
    .where('lead_phone', '=', leadPhone);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return FRESH;
  return {
    position: row.position,
    paused: row.paused,
    pausedReason: row.paused_reason,
    pausedUntil: row.paused_until,
    memoryClearedAt: row.memory_cleared_at,
    doNotDisturbSince: row.nao_perturbe_desde,
    waitingSince: row.aguardando_desde,
  };
}

type StateChange =
  /** `until` ends the pause by itself (a resume job is queued for it); without it the pause holds until resumed. */
  | { readonly kind: 'pause'; readonly reason: PauseReason; readonly until?: Date }
  /** The agent answers the lead again; nobody waits for a person any more. */
  | { readonly kind: 'release' }
  /** The lead is handed over to a person, who is told why. */
  | { readonly kind: 'handover'; readonly reason: string }
  /** A person answered the lead: it no longer waits (the agent stays paused). */
  | { readonly kind: 'answered' }
  | { readonly kind: 'doNotDisturb' }
  | { readonly kind: 'disturbAgain' }
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
        return {
          paused: false,
          paused_reason: null,
          paused_at: null,
          paused_until: null,
          aguardando_desde: null,
          aguardando_motivo: null,
        };
      case 'handover':
        return {
          paused: true,
          paused_reason: 'fluxo' as const,
          paused_at: now,
          paused_until: null,
          aguardando_desde: now,
          aguardando_motivo: change.reason,
        };
      case 'answered':
        return { aguardando_desde: null, aguardando_motivo: null };
      case 'doNotDisturb':
        return { nao_perturbe_desde: now };
      case 'disturbAgain':
        return { nao_perturbe_desde: null };
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
