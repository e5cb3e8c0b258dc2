import type { DashboardCounters } from '@agente/api';
import { PLAN_EXPIRY_WARNING_DAYS, planDaysBetween, planExpiredByDate, planQuotaUsedUp } from '@agente/rules';

// The dashboard's rules (docs/panel-screens.md#dashboard): plan expiry, usage exhausted, and the figures of
// the usage cards.

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Expired when the expiry day is before today (São Paulo); null when the account has no expiry date. */
export function isPlanExpired(expiration: string | null | undefined, today: Date): boolean | null {
  const date = parse(expiration);
  if (!date) return null;
  return planExpiredByDate(date, today);
}

/**
 * The plan ends within PLAN_EXPIRY_WARNING_DAYS (São Paulo days, the expiry day counting as 0) and has not ended
 * yet: only then is its expiry a warning.
 */
export function isPlanEndingSoon(expiration: string | null | undefined, today: Date): boolean {
  const date = parse(expiration);
  if (!date) return false;
  const left = planDaysBetween(today, date);
  return left >= 0 && left <= PLAN_EXPIRY_WARNING_DAYS;
}

/** Usage is exhausted when the plan has a quota and the unique conversations reached it. */
export function isUsageExhausted(counters: DashboardCounters): boolean {
  return planQuotaUsedUp(counters.conversas_unicas, counters.conversas_plano);
}

export interface QuotaUsage {
  used: number;
  remaining: number;
  quota: number;
  /** 0–100, rounded down so 99.6 % never reads as 100 % before the quota is really used up. */
  percentUsed: number;
}

export function quotaUsage(counters: DashboardCounters): QuotaUsage {
  const quota = Math.max(0, counters.conversas_plano);
  const used = Math.max(0, counters.conversas_unicas);
  const percentUsed = quota > 0 ? Math.min(100, Math.floor((used / quota) * 100)) : 0;
  return { used, remaining: Math.max(0, quota - used), quota, percentUsed };
}

export interface PlanPeriod {
  /** Days from today to the expiry day (0 once expired). */
  remaining: number;
  /** Days from the last renewal to the expiry day. */
  total: number;
  /** The expiry instant. */
  end: Date;
}

/** The current billing cycle, from renovation_date to expiration_acess; null when either date is missing. */
export function planPeriod(
  renovation: string | null | undefined,
  expiration: string | null | undefined,
  today: Date,
): PlanPeriod | null {
  const start = parse(renovation);
  const end = parse(expiration);
  if (!start || !end) return null;
  const total = Math.max(1, planDaysBetween(start, end));
  const remaining = Math.min(total, Math.max(0, planDaysBetween(today, end)));
  return { remaining, total, end };
}
