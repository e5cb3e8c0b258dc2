import { PLAN_TIME_ZONE } from '../../constants.ts';
import type { TurnResult } from '../tables.ts';

/** What a turn must know, read when it runs (never when it was queued), to decide whether the agent may answer. */
export interface GateFacts {
  /** The lead's number is on the account's Desativados list. */
  readonly blocked: boolean;
  /** The account has an agent and it is switched on (agents.status). */
  readonly agentOn: boolean;
  /** The agent is paused for this lead (owner's `#` or a pause step). */
  readonly paused: boolean;
  /** users.expiration_acess (null = no expiry). */
  readonly expiration: Date | null;
  readonly now: Date;
  /** users.conversas_plano / conversas_unicas (a quota of 0 means none is enforced, as on the dashboard). */
  readonly quota: number;
  readonly used: number;
  /** The lead was counted in conversas_unicas in the current plan period. */
  readonly leadCounted: boolean;
}

const calendarDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: PLAN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Expired when the expiry day is before today in São Paulo: the same rule the dashboard shows "expirou" by. */
export function isPlanExpired(expiration: Date | null, now: Date): boolean {
  if (!expiration) return false;
  return calendarDay.format(expiration) < calendarDay.format(now);
}

/**
 * Why the agent must not answer, or undefined when it may. Once the quota is used up only leads already counted
 * in this period keep their agent.
 */
export function closedGate(facts: GateFacts): TurnResult | undefined {
  if (facts.blocked) return 'bloqueado';
  if (!facts.agentOn) return 'agente_desligado';
  if (facts.paused) return 'pausado';
  if (isPlanExpired(facts.expiration, facts.now)) return 'plano_expirado';
  if (facts.quota > 0 && facts.used >= facts.quota && !facts.leadCounted) return 'sem_cota';
  return undefined;
}
