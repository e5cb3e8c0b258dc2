import { PLAN_TIME_ZONE } from '../constants.ts';
import { localDateAt } from '../kanban/zonedCalendar.ts';

/**
 * The end of a paid month that starts at `start`: the same calendar day of the next month in São Paulo, or that
 * month's last day when it is shorter (31 Jan → 28 Feb, or 29 Feb in a leap year; 31 Mar → 30 Apr).
 * Stored as the end of that day in UTC, like the dates the administrator types (src/users/dates.ts): the ISO
 * text keeps that day in its first 10 characters (what the edit form reads) and it is still that day in
 * São Paulo until 20:59.
 */
export function oneMonthAfter(start: Date): Date {
  const { year, month, day } = localDateAt(start, PLAN_TIME_ZONE);
  // month is 1-based: Date.UTC(year, month, …) is already the next month; day 0 of the one after is its last day
  const lastDayOfNextMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, lastDayOfNextMonth), 23, 59, 59, 999));
}

/** Where a renewal's paid month starts: the later of now and the current expiry (an early payment loses no day). */
export function renewalStart(currentExpiry: Date | null, now: Date): Date {
  return currentExpiry && currentExpiry.getTime() > now.getTime() ? currentExpiry : now;
}
