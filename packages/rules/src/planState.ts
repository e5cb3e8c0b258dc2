import { SAO_PAULO_TIME_ZONE } from './timeZone.ts';

// The plan's state as both sides read it: its calendar day, whether it ran out by date, and whether its quota is
// used up. The server adds what only it knows (a refund or chargeback ending the access at once).

const PLAN_DAY_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: SAO_PAULO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const MS_PER_DAY = 86_400_000;

/** "2025-06-01": the calendar day of an instant in São Paulo (the plan's day), comparable as text. */
export function planDay(instant: Date): string {
  return PLAN_DAY_FORMAT.format(instant);
}

/** Whole São Paulo days from one instant's day to another's ("2025-06-01" → "2025-06-30" is 29). */
export function planDaysBetween(from: Date, to: Date): number {
  return Math.round((Date.parse(planDay(to)) - Date.parse(planDay(from))) / MS_PER_DAY);
}

/** The plan ran out by its date: its expiry day (São Paulo) is before today's; the expiry day itself still counts. */
export function planExpiredByDate(expiration: Date, now: Date): boolean {
  return planDay(expiration) < planDay(now);
}

/** The quota is used up: the plan has one (0 = none enforced) and the unique conversations reached it. */
export function planQuotaUsedUp(used: number, quota: number): boolean {
  return quota > 0 && used >= quota;
}
