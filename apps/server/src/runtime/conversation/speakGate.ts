import { planQuotaUsedUp } from '@agente/rules';
import { sql } from 'kysely';
import { isPhoneDisabled } from '../../disabled/queries.ts';
import { accountPlanEnded } from '../../plans/planState.ts';
import { type LeadState, readLeadState } from './leadState.ts';
import type { Executor } from './messages.ts';

/** Why the agent may not speak to a lead now. The turn records it as its result; the others just stop. */
export type ClosedGate =
  /** The lead's number is on the account's Desativados list. */
  | 'bloqueado'
  /** The account has no agent, or it is switched off (agents.status). */
  | 'agente_desligado'
  /** The agent is paused for this lead, by a person or by a pause step of the flow. */
  | 'pausado'
  /** A person took the lead over (`#`, the panel, the owner writing from the phone): stronger than a flow pause. */
  | 'pausado_por_pessoa'
  /** The plan ended (expiry day past in São Paulo, or a refund/chargeback): plans/planState.ts. */
  | 'plano_expirado'
  /** The quota is used up and the lead was not counted in this plan period. */
  | 'sem_cota'
  /** The lead asked the agent to stop writing. */
  | 'nao_perturbe'
  /** The lead waits for a person. */
  | 'aguardando_pessoa';

/**
 * The moments the agent is about to speak to a lead, and the gates each one reads, in the order that names the
 * result. A turn reads everything before the brain is asked and again, under the lead's lock, what a person can
 * change meanwhile; a follow-up reads the account and the lead before its business hours (a lead who asked to stop
 * is not queued again for the morning) and the lead again under the lock; a row of
 * the outbox only stops for a person who took over (a flow's pause comes with the very rows it stops after).
 */
export const SPEAK_GATES = {
  turn: ['bloqueado', 'agente_desligado', 'pausado', 'plano_expirado', 'sem_cota'],
  reply: ['pausado', 'bloqueado'],
  followup: [
    'agente_desligado',
    'bloqueado',
    'plano_expirado',
    'nao_perturbe',
    'aguardando_pessoa',
    'pausado',
  ],
  followupStore: ['pausado', 'nao_perturbe', 'aguardando_pessoa'],
  outbox: ['pausado_por_pessoa'],
} as const satisfies Record<string, readonly ClosedGate[]>;

export type SpeakSituation = keyof typeof SPEAK_GATES;
/** The gates a situation can be stopped by. */
export type GateOf<S extends SpeakSituation> = (typeof SPEAK_GATES)[S][number];

/** What the gates read, as of now; a situation reads only the facts its gates need. */
export interface GateFacts {
  readonly blocked: boolean;
  readonly agentOn: boolean;
  readonly lead: Pick<LeadState, 'paused' | 'pausedReason' | 'doNotDisturbSince' | 'waitingSince'>;
  readonly planEnded: boolean;
  /** users.conversas_plano / conversas_unicas (a quota of 0 means none is enforced, as on the dashboard). */
  readonly quota: number;
  readonly used: number;
  /** The lead was counted in conversas_unicas in the current plan period. */
  readonly leadCounted: boolean;
}

const CLOSED: Record<ClosedGate, (facts: GateFacts) => boolean> = {
  bloqueado: (facts) => facts.blocked,
  agente_desligado: (facts) => !facts.agentOn,
  pausado: (facts) => facts.lead.paused,
  pausado_por_pessoa: (facts) => facts.lead.paused && facts.lead.pausedReason === 'comando',
  plano_expirado: (facts) => facts.planEnded,
  // Once the quota is used up only leads already counted in this period keep their agent.
  sem_cota: (facts) => planQuotaUsedUp(facts.used, facts.quota) && !facts.leadCounted,
  nao_perturbe: (facts) => facts.lead.doNotDisturbSince !== null,
  aguardando_pessoa: (facts) => facts.lead.waitingSince !== null,
};

/** The first gate of the situation that is closed, or undefined when the agent may speak. */
export function closedGate<S extends SpeakSituation>(situation: S, facts: GateFacts): GateOf<S> | undefined {
  const gates: readonly ClosedGate[] = SPEAK_GATES[situation];
  return gates.find((gate) => CLOSED[gate](facts)) as GateOf<S> | undefined;
}

const needs = (situation: SpeakSituation, ...gates: ClosedGate[]) =>
  gates.some((gate) => (SPEAK_GATES[situation] as readonly ClosedGate[]).includes(gate));

/**
 * May the agent speak to this lead now? Reads, side by side, only what the situation's gates need (the lead's
 * state as the caller read or locked it, else as it is now) and answers the first closed gate, or undefined.
 */
export async function speakGate<S extends SpeakSituation>(
  db: Executor,
  situation: S,
  target: { readonly userId: number; readonly leadPhone: string },
  at: { readonly now: Date; readonly lead?: LeadState },
): Promise<GateOf<S> | undefined> {
  const { userId, leadPhone } = target;
  const accountGates = needs(situation, 'agente_desligado', 'plano_expirado', 'sem_cota');
  const [blocked, agent, account, counted, lead] = await Promise.all([
    needs(situation, 'bloqueado') ? isPhoneDisabled(db, userId, leadPhone) : false,
    needs(situation, 'agente_desligado')
      ? db.selectFrom('agents').select('status').where('user_id', '=', userId).executeTakeFirst()
      : undefined,
    accountGates
      ? db
          .selectFrom('users')
          .select(['expiration_acess', 'conversas_plano', 'conversas_unicas'])
          .where('id', '=', userId)
          .executeTakeFirst()
      : undefined,
    needs(situation, 'sem_cota')
      ? db
          .selectFrom('lead_conversations')
          .select('lead_phone')
          .where('user_id', '=', userId)
          .where('lead_phone', '=', leadPhone)
          .where(
            'counted_at',
            '>=',
            sql<Date>`coalesce((select renovation_date from users where id = ${userId}), '-infinity'::timestamptz)`,
          )
          .executeTakeFirst()
      : undefined,
    at.lead ??
      (needs(situation, 'pausado', 'pausado_por_pessoa', 'nao_perturbe', 'aguardando_pessoa')
        ? readLeadState(db, userId, leadPhone)
        : undefined),
  ]);
  // An account gone (deleted meanwhile) has no agent to speak and no plan in force.
  if (accountGates && !account) {
    return (needs(situation, 'agente_desligado') ? 'agente_desligado' : 'plano_expirado') as GateOf<S>;
  }
  const planEnded =
    account && needs(situation, 'plano_expirado')
      ? await accountPlanEnded(db, userId, account.expiration_acess, at.now)
      : false;
  return closedGate(situation, {
    blocked,
    agentOn: agent?.status === true,
    lead: lead ?? { paused: false, pausedReason: null, doNotDisturbSince: null, waitingSince: null },
    planEnded,
    quota: account?.conversas_plano ?? 0,
    used: account?.conversas_unicas ?? 0,
    leadCounted: counted !== undefined,
  });
}
