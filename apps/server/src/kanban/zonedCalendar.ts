/**
 * Calendar arithmetic in a named time zone, on top of Intl only (no tz database of our own).
 * Offsets are read from Intl for the instant concerned, so past daylight-saving rules (São Paulo had them
 * until 2019, with clocks jumping at midnight) are honoured instead of a fixed UTC-3.
 */

export interface LocalDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClock(instant: Date, timeZone: string) {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? 0,
    month: fields.month ?? 0,
    day: fields.day ?? 0,
    hour: fields.hour ?? 0,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  };
}

/** The calendar date shown by a wall clock in `timeZone` at `instant`. */
export function localDateAt(instant: Date, timeZone: string): LocalDate {
  const { year, month, day } = wallClock(instant, timeZone);
  return { year, month, day };
}

/** Milliseconds to add to UTC to read the wall clock of `timeZone` at `instant`. */
function offsetAt(instant: Date, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The date as YYYY-MM-DD (comparable as text, and read by PostgreSQL as a date). */
export function isoDate({ year, month, day }: LocalDate): string {
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Day arithmetic on dates (overflowing days and months roll over, as Date.UTC does). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

export function firstOfMonth(date: LocalDate, monthsAhead = 0): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1 + monthsAhead, 1));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: 1 };
}

function sameDate(a: LocalDate, b: LocalDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/**
 * The first instant of `date` in `timeZone`. Usually local midnight; on a day whose midnight was skipped by
 * a daylight-saving jump, the first instant that exists (e.g. 01:00).
 */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  const midnightAsUtc = Date.UTC(date.year, date.month - 1, date.day);
  const before = midnightAsUtc - offsetAt(new Date(midnightAsUtc), timeZone);
  const after = midnightAsUtc - offsetAt(new Date(before), timeZone);
  // The offset may change between the two guesses; keep the earliest guess that falls on the wanted date.
  const candidates = [before, after]
    .filter((time) => sameDate(localDateAt(new Date(time), timeZone), date))
    .sort((a, b) => a - b);
  const start = candidates[0];
  if (start === undefined) throw new RangeError(`No start of day for ${JSON.stringify(date)} in ${timeZone}`);
  return new Date(start);
}
