import { isPlanId, PLAN_BY_ID, PLAN_IDS, type PlanId } from '@agente/rules';
import type { Db } from '../db/database.ts';

/** The time one approved purchase added to its account, [start, end), and the plan it bought (null: unknown). */
export interface PaidPeriod {
  readonly plan: PlanId | null;
  readonly amount: number | null;
  readonly start: Date;
  readonly end: Date;
}

/** Position of a plan among ours (higher is better); -1 for a plan name the checkout never sells. */
export const planRank = (plan: string | null): number => (isPlanId(plan) ? PLAN_IDS.indexOf(plan) : -1);

/** The account's plan columns for `plan`; the value is what was paid, or the plan's price. */
export function planColumns(plan: PlanId, amount: number | null | undefined) {
  return {
    id_plan: plan,
    nome_plan: PLAN_BY_ID[plan].name,
    valor_plan: amount !== null && amount !== undefined && amount > 0 ? amount : PLAN_BY_ID[plan].priceBrl,
    conversas_plano: PLAN_BY_ID[plan].leadsPerMonth,
  };
}

/** The account's purchases whose paid time has not run out at `now` (and was not taken back), oldest first. */
export async function livePeriods(db: Db, userId: number, now: Date): Promise<PaidPeriod[]> {
  const rows = await db
    .selectFrom('checkout_events')
    .select(['plan', 'amount', 'period_start', 'period_end'])
    .where('user_id', '=', userId)
    .where('taken_back_at', 'is', null)
    .where('period_start', 'is not', null)
    .where('period_end', '>', now)
    .orderBy('period_start')
    .orderBy('id')
    .execute();
  return rows.flatMap((row) =>
    row.period_start && row.period_end
      ? [{ plan: row.plan, amount: row.amount, start: row.period_start, end: row.period_end }]
      : [],
  );
}

/** The best plan among the periods running at `now` (started, not ended), or undefined when none runs. */
export function runningPeriod(periods: readonly PaidPeriod[], now: Date): PaidPeriod | undefined {
  let best: PaidPeriod | undefined;
  for (const period of periods) {
    if (period.plan === null || period.start > now || period.end <= now) continue;
    if (!best || planRank(period.plan) > planRank(best.plan)) best = period;
  }
  return best;
}

/**
 * When the plan in force changes next: the start of the first period still to come bought for another plan
 * (null when every period to come keeps `planInForce`).
 */
export function nextPlanReview(
  periods: readonly PaidPeriod[],
  now: Date,
  planInForce: string | null,
): Date | null {
  const starts = periods
    .filter((period) => period.plan !== null && period.start > now && period.plan !== planInForce)
    .map((period) => period.start.getTime());
  return starts.length === 0 ? null : new Date(Math.min(...starts));
}
