import type { KanbanPeriod } from '@agente/api';
import { KANBAN_LAST_DAYS, KANBAN_TIME_ZONE } from '../constants.ts';
import {
  addDays,
  firstOfMonth,
  isoDate,
  type LocalDate,
  localDateAt,
  startOfLocalDay,
} from './zonedCalendar.ts';

/** A half-open window [start, end) of instants. */
export interface InstantWindow {
  start: Date;
  end: Date;
}

/** A period's window: the local days [firstDay, endDay) of its time zone, as instants and as dates. */
export interface PeriodRange extends InstantWindow {
  /** The first local day, as YYYY-MM-DD. */
  firstDay: string;
  /** The local day after the last one, as YYYY-MM-DD. */
  endDay: string;
}

/**
 * The last window worked out per period and time zone, with the local day it was for: its Intl time zone
 * arithmetic (about ten formatToParts calls) took several per cent of Node's time on each kanban read, and a
 * period's window changes only with the local day, which one call still reads. Calendar arithmetic only, no data.
 */
const lastWindows = new Map<string, { day: string; range: PeriodRange }>();

/**
 * The window of a kanban period as seen by a clock in `timeZone` (São Paulo by default) at `now`.
 * 'Últimos N dias' are N calendar days counting today; months are calendar months. Windows end at the next
 * day or month boundary rather than at `now`, so a lead touched a moment ago is never left out.
 */
export function periodRange(
  periodo: KanbanPeriod,
  now: Date,
  timeZone: string = KANBAN_TIME_ZONE,
): PeriodRange {
  const today = localDateAt(now, timeZone);
  const key = `${periodo} ${timeZone}`;
  const day = isoDate(today);
  let last = lastWindows.get(key);
  if (last?.day !== day) {
    last = { day, range: periodRangeOn(periodo, today, timeZone) };
    lastWindows.set(key, last);
  }
  const { start, end, firstDay, endDay } = last.range;
  // New Dates: a caller may change the ones it gets.
  return { start: new Date(start), end: new Date(end), firstDay, endDay };
}

function periodRangeOn(periodo: KanbanPeriod, today: LocalDate, timeZone: string): PeriodRange {
  const days = (first: LocalDate, end: LocalDate): PeriodRange => ({
    start: startOfLocalDay(first, timeZone),
    end: startOfLocalDay(end, timeZone),
    firstDay: isoDate(first),
    endDay: isoDate(end),
  });
  const tomorrow = addDays(today, 1);
  switch (periodo) {
    case 'hoje':
      return days(today, tomorrow);
    case 'ultimos_7':
    case 'ultimos_14':
      return days(addDays(today, 1 - KANBAN_LAST_DAYS[periodo]), tomorrow);
    case 'mes_atual':
      return days(firstOfMonth(today), firstOfMonth(today, 1));
    case 'mes_anterior':
      return days(firstOfMonth(today, -1), firstOfMonth(today));
  }
}
