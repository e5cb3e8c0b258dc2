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
