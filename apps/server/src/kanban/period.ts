import type { KanbanPeriod } from '@agente/api';
import { KANBAN_LAST_DAYS, KANBAN_TIME_ZONE } from '../constants.ts';
import { addDays, firstOfMonth, localDateAt, startOfLocalDay } from './zonedCalendar.ts';

/** A half-open window [start, end) of instants. */
export interface PeriodRange {
  start: Date;
  end: Date;
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
  const startOf = (date: Parameters<typeof startOfLocalDay>[0]) => startOfLocalDay(date, timeZone);
  const endOfToday = startOf(addDays(today, 1));
  switch (periodo) {
    case 'hoje':
      return { start: startOf(today), end: endOfToday };
    case 'ultimos_7':
    case 'ultimos_14':
      return { start: startOf(addDays(today, 1 - KANBAN_LAST_DAYS[periodo])), end: endOfToday };
    case 'mes_atual':
      return { start: startOf(firstOfMonth(today)), end: startOf(firstOfMonth(today, 1)) };
    case 'mes_anterior':
      return { start: startOf(firstOfMonth(today, -1)), end: startOf(firstOfMonth(today)) };
  }
}
