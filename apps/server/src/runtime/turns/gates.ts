import type { TurnResult } from '../tables.ts';

/** What a turn must know, read when it runs (never when it was queued), to decide whether the agent may answer. */
export interface GateFacts {
  /** The lead's number is on the account's Desativados list. */
  readonly blocked: boolean;
  /** The account has an agent and it is switched on (agents.status). */
  readonly agentOn: boolean;
  /** The agent is paused for this lead (owner's `#` or a pause step). */
  readonly paused: boolean;
  /** The plan has ended (expiry day past in São Paulo, or a refund/chargeback): plans/planState.ts. */
  readonly planEnded: boolean;
  /** users.conversas_plano / conversas_unicas (a quota of 0 means none is enforced, as on the dashboard). */
  readonly quota: number;
  readonly used: number;
  /** The lead was counted in conversas_unicas in the current plan period. */
  readonly leadCounted: boolean;
}

/**
 * Why the agent must not answer, or undefined when it may. Once the quota is used up only leads already counted
 * in this period keep their agent.
 */
export function closedGate(facts: GateFacts): TurnResult | undefined {
  if (facts.blocked) return 'bloqueado';
  if (!facts.agentOn) return 'agente_desligado';
  if (facts.paused) return 'pausado';
  if (facts.planEnded) return 'plano_expirado';
  if (facts.quota > 0 && facts.used >= facts.quota && !facts.leadCounted) return 'sem_cota';
  return undefined;
}
