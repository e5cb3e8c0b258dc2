import { addDays, localDateAt, startOfLocalDay } from '../kanban/zonedCalendar.ts';

/** When follow-ups may go out: from `startMinute` to `endMinute` (minutes from local midnight) in `timeZone`. */
export interface FollowupWindow {
  readonly startMinute: number;
  readonly endMinute: number;
  readonly timeZone: string;
}

const MS_PER_MINUTE = 60_000;

/**
 * Null when `now` is inside the window; otherwise the instant it next opens: today's start when the local day
 * has not reached it yet, else tomorrow's. The start of the local day comes from the time zone's own offset.
 */
export function nextWindowOpening(now: Date, window: FollowupWindow): Date | null {
  const today = localDateAt(now, window.timeZone);
  const midnight = startOfLocalDay(today, window.timeZone);
  const minute = (now.getTime() - midnight.getTime()) / MS_PER_MINUTE;
  if (minute >= window.startMinute && minute < window.endMinute) return null;
  const day = minute < window.startMinute ? today : addDays(today, 1);
  return new Date(startOfLocalDay(day, window.timeZone).getTime() + window.startMinute * MS_PER_MINUTE);
}

/** "08:00" → 480. */
export const minuteOfDay = (text: string): number => {
  const [hours = 0, minutes = 0] = text.split(':').map(Number);
  return hours * 60 + minutes;
};

/** 480 → "08:00". */
export const hourOfDay = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
