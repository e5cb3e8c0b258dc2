import type { components } from '@agente/api';
import { FOLLOWUP_WINDOW_DEFAULT } from '../constants.ts';
import type { Executor } from '../runtime/conversation/messages.ts';
import { type FollowupWindow, hourOfDay, minuteOfDay } from './businessHours.ts';

type FollowupHours = components['schemas']['FollowupHours'];

/** The account's follow-up window (the default until the owner edits it). */
export async function followupWindow(db: Executor, userId: number): Promise<FollowupWindow> {
  const row = await db
    .selectFrom('followup_hours')
    .select(['inicio_minutos', 'fim_minutos', 'fuso'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return FOLLOWUP_WINDOW_DEFAULT;
  return { startMinute: row.inicio_minutos, endMinute: row.fim_minutos, timeZone: row.fuso };
}

export const windowToApi = (window: FollowupWindow): FollowupHours => ({
  inicio: hourOfDay(window.startMinute),
  fim: hourOfDay(window.endMinute),
  fuso: window.timeZone as FollowupHours['fuso'],
});

/** Stores the window given in the contract's form (already validated: start before end). */
export async function saveFollowupWindow(
  db: Executor,
  userId: number,
  hours: FollowupHours,
  now: Date,
): Promise<FollowupWindow> {
  const values = {
    inicio_minutos: minuteOfDay(hours.inicio),
    fim_minutos: minuteOfDay(hours.fim),
    fuso: hours.fuso,
    updated_at: now,
  };
  await db
    .insertInto('followup_hours')
    .values({ user_id: userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
  return { startMinute: values.inicio_minutos, endMinute: values.fim_minutos, timeZone: values.fuso };
}
