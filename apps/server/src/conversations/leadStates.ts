import type { Executor } from '../runtime/conversation/messages.ts';
import type { PauseReason } from '../runtime/tables.ts';
import type { ApiAgentState } from './toApi.ts';

/** The lead_states columns the panel shows: the agent's pause, "não perturbe" and the wait for a person. */
export const LEAD_STATE_COLUMNS = [
  'paused',
  'paused_reason',
  'paused_at',
  'nao_perturbe_desde',
  'aguardando_desde',
  'aguardando_motivo',
] as const;

export interface LeadStateFields {
  readonly paused: boolean;
  readonly paused_reason: PauseReason | null;
  readonly paused_at: Date | null;
  readonly nao_perturbe_desde: Date | null;
  readonly aguardando_desde: Date | null;
  readonly aguardando_motivo: string | null;
}

/** A lead's states as the contract writes them (a lead without a row is neither paused, quiet nor waiting). */
export function stateToApi(row: LeadStateFields | undefined): ApiAgentState {
  const quiet = {
    nao_perturbe_desde: row?.nao_perturbe_desde?.toISOString() ?? null,
    aguardando:
      row?.aguardando_desde && row.aguardando_motivo !== null
        ? { desde: row.aguardando_desde.toISOString(), motivo: row.aguardando_motivo }
        : null,
  };
  if (!row?.paused) return { pausado: false, motivo: null, desde: null, ...quiet };
  return { pausado: true, motivo: row.paused_reason, desde: row.paused_at?.toISOString() ?? null, ...quiet };
}

/** The states of several of the account's leads, by phone (a phone without a row is absent). */
export async function leadStatesOf(
  db: Executor,
  userId: number,
  phones: readonly string[],
): Promise<Map<string, ApiAgentState>> {
  if (phones.length === 0) return new Map();
  const rows = await db
    .selectFrom('lead_states')
    .select(['lead_phone', ...LEAD_STATE_COLUMNS])
    .where('user_id', '=', userId)
    .where('lead_phone', 'in', phones)
    .execute();
  return new Map(rows.map((row) => [row.lead_phone, stateToApi(row)]));
}
