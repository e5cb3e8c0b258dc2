import type { Db } from '../db/database.ts';
import { livePeriods, nextPlanReview, planColumns, runningPeriod } from './paidPeriods.ts';

/**
 * Applies a plan change that came due (users.plan_review_at reached): the best plan among the periods paid for
 * now takes over, as a new plan period (usage counters start again from the change). Called before the account's
 * plan is read (its requests, its messages, the administrator's list), so no timer is needed. The write is
 * conditional on the review it read, so two requests at once apply it once.
 */
export async function applyDuePlanReview(db: Db, userId: number, now: Date): Promise<void> {
  const account = await db
    .selectFrom('users')
    .select(['id_plan', 'plan_review_at'])
    .where('id', '=', userId)
    .where('plan_review_at', '<=', now)
    .executeTakeFirst();
  if (!account?.plan_review_at) return;
  const periods = await livePeriods(db, userId, now);
  const running = runningPeriod(periods, now);
  const switchTo = running?.plan && running.plan !== account.id_plan ? running : undefined;
  await db
    .updateTable('users')
    .set({
      plan_review_at: nextPlanReview(periods, now, switchTo?.plan ?? account.id_plan),
      ...(switchTo?.plan
        ? {
            ...planColumns(switchTo.plan, switchTo.amount),
            renovation_date: account.plan_review_at,
            conversas_unicas: 0,
            mensagens_trocadas: 0,
            updated_at: now,
          }
        : {}),
    })
    .where('id', '=', userId)
    .where('plan_review_at', '=', account.plan_review_at)
    .execute();
}

/** applyDuePlanReview for every account whose review came due (the administrator's list shows them all). */
export async function applyDuePlanReviews(db: Db, now: Date): Promise<void> {
  const due = await db.selectFrom('users').select('id').where('plan_review_at', '<=', now).execute();
  for (const { id } of due) await applyDuePlanReview(db, id, now);
}
