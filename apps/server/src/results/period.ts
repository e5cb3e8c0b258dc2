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
