import { LOCALE, TIME_ZONE } from '../constants.ts';

/** A calendar date without a time ("2025-12-31"): shown as written, never shifted by a time zone. */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const dateFormatter = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const timeFormatter = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

function isValidDate(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}

/**
 * "dd/mm/aaaa" in São Paulo time. A bare calendar date ("2025-12-31") is printed as is: parsing it
 * as UTC midnight and converting would show the day before. Invalid input returns "".
 */
export function formatDate(value: DateInput): string {
  if (typeof value === 'string') {
    const match = CALENDAR_DATE.exec(value);
    if (match) return `${match[3]}/${match[2]}/${match[1]}`;
  }
  const date = toDate(value);
  return isValidDate(date) ? dateFormatter.format(date) : '';
}

/** "HH:mm" (24 h) in São Paulo time; invalid input returns "". */
export function formatTime(value: DateInput): string {
  const date = toDate(value);
  return isValidDate(date) ? timeFormatter.format(date) : '';
}

/** "dd/mm/aaaa HH:mm" in São Paulo time; invalid input returns "". */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return isValidDate(date) ? `${dateFormatter.format(date)} ${timeFormatter.format(date)}` : '';
}

/** "2025-12-31": the calendar day of an instant in São Paulo, as a date input holds it. */
const calendarDayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The value of an <input type="date"> ("2025-12-31"): the same calendar day formatDate shows, so a form
 * and the card beside it never disagree. A bare calendar date is kept; an instant is read in São Paulo
 * (its first 10 characters are the UTC day, one day ahead in the evening). Invalid input returns "".
 */
export function toDateInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  if (CALENDAR_DATE.test(iso)) return iso;
  const date = new Date(iso);
  return isValidDate(date) ? calendarDayFormatter.format(date) : '';
}
