import type { ResultsPeriod } from '@agente/api';
import { KANBAN_TIME_ZONE } from '../constants.ts';
import type { PeriodRange } from '../kanban/period.ts';
import {
  addDays,
  firstOfMonth,
  isoDate,
  type LocalDate,
  localDateAt,
  startOfLocalDay,
} from '../kanban/zonedCalendar.ts';
import { RESULTS_LAST_DAYS } from './constants.ts';

/**
 * The window of a results period on the kanban's calendar (São Paulo): whole local days, 'Últimos N dias' counting
 * today, months as calendar months. It ends at the next day or month boundary, so what happened a moment ago counts.
 */
export function resultsPeriodRange(
  periodo: ResultsPeriod,
  now: Date,
  timeZone: string = KANBAN_TIME_ZONE,
): PeriodRange {
  const today = localDateAt(now, timeZone);
  const days = (first: LocalDate, end: LocalDate): PeriodRange => ({
    start: startOfLocalDay(first, timeZone),
    end: startOfLocalDay(end, timeZone),
    firstDay: isoDate(first),
    endDay: isoDate(end),
  });
  switch (periodo) {
    case 'mes_atual':
      return days(firstOfMonth(today), firstOfMonth(today, 1));
    case 'mes_anterior':
      return days(firstOfMonth(today, -1), firstOfMonth(today));
    case 'ultimos_7':
    case 'ultimos_30':
    case 'ultimos_90':
      return days(addDays(today, 1 - RESULTS_LAST_DAYS[periodo]), addDays(today, 1));
  }
}

/** Every local day of the window, in order (YYYY-MM-DD). */
export function daysOf(range: Pick<PeriodRange, 'firstDay' | 'endDay'>): string[] {
  const [year, month, day] = range.firstDay.split('-').map(Number) as [number, number, number];
  const out: string[] = [];
  for (let date: LocalDate = { year, month, day }; isoDate(date) < range.endDay; date = addDays(date, 1)) {
    out.push(isoDate(date));
  }
  return out;
}

/** A period's window and its days, and the instants between which they stand (one local day). */
interface PeriodDays {
  readonly range: PeriodRange;
  readonly days: readonly string[];
  readonly from: number;
  readonly until: number;
}
const windows = new Map<string, PeriodDays>();

/**
 * resultsPeriodRange and daysOf for `now`, worked out once per period and local day: the Intl calendar arithmetic
 * behind them cost the server more than reading the results' counts does.
 */
export function resultsPeriodDays(
  periodo: ResultsPeriod,
  now: Date,
  timeZone: string = KANBAN_TIME_ZONE,
): Pick<PeriodDays, 'range' | 'days'> {
  const key = `${periodo} ${timeZone}`;
  const time = now.getTime();
  const kept = windows.get(key);
  if (kept !== undefined && time >= kept.from && time < kept.until) return kept;
  const today = localDateAt(now, timeZone);
  const range = resultsPeriodRange(periodo, now, timeZone);
  const fresh = {
    range,
    days: daysOf(range),
    from: startOfLocalDay(today, timeZone).getTime(),
    until: startOfLocalDay(addDays(today, 1), timeZone).getTime(),
  };
  windows.set(key, fresh);
  return fresh;
}
