import { planDay } from '@agente/rules';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * An account date typed by the administrator: 'AAAA-MM-DD' or a full ISO date-time; '' or null = none.
 * A bare date means the end of that day in UTC, so the ISO string keeps the same first 10 characters (what the
 * edit form reads back) and in São Paulo it is still that same day until 20:59.
 * Returns undefined when the text is not a real date.
 */
export function parseAccountDate(input: string | null): Date | null | undefined {
  const text = input?.trim() ?? '';
  if (text === '') return null;
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const [, year, month, day] = dateOnly.map(Number) as [number, number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day, 23, 59, 59, 999));
    const sameDay =
      date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    return sameDay ? date : undefined;
  }
  if (!ISO_DATE_TIME.test(text)) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Whether `typed` is a bare date naming the calendar day `stored` falls on in São Paulo, the day every screen
 * shows. Saving a form untouched then keeps the stored instant (a payment's time, say) instead of moving it to
 * the end of the day, which would shift the conversations counted since the renewal.
 */
export function namesStoredDay(typed: string | null | undefined, stored: Date | null): boolean {
  const match = DATE_ONLY.exec(typed?.trim() ?? '');
  if (!match || !stored) return false;
  return match[0] === planDay(stored);
}
