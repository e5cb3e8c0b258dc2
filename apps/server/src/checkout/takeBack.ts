import { sql, type Transaction } from 'kysely';
import type { UserRow } from '../auth/userView.ts';
import type { Database } from '../db/schema.ts';
import { livePeriods, nextPlanReview, planColumns, runningPeriod } from '../plans/paidPeriods.ts';
import type { CheckoutEvent } from './checkoutEvent.ts';
import type { CheckoutOutcome } from './tables.ts';

type Trx = Transaction<Database>;

interface Purchase {
  readonly id: number;
  readonly start: Date | null;
  readonly end: Date | null;
}

/**
 * The approved purchase a refund or chargeback is about: the one of its transaction; without a transaction (the
 * generic format may omit it), the account's latest purchase not taken back yet. Undefined: nothing to take
 * back. 'legacy': the account has no purchase on record at all (made by the administrator).
 */
async function refundedPurchase(
  trx: Trx,
  account: UserRow,
  event: CheckoutEvent,
): Promise<Purchase | 'legacy' | undefined> {
  const query = trx
    .selectFrom('checkout_events')
    .select(['id', 'period_start as start', 'period_end as end', 'taken_back_at'])
    .where('user_id', '=', account.id)
    .where('outcome', 'in', ['conta_criada', 'renovada']);
  if (event.transaction) {
    const bought = await query
      .where('source', '=', event.source)
      .where('transaction_id', '=', event.transaction)
      .orderBy('id')
      .executeTakeFirst();
    // A transaction never applied here bought nothing of this account; one already taken back has nothing left.
    return bought && bought.taken_back_at === null ? bought : undefined;
  }
  const latest = await query.where('taken_back_at', 'is', null).orderBy('id', 'desc').executeTakeFirst();
  if (latest) return latest;
  // Every purchase on record was taken back already: nothing is left to take.
  return (await query.executeTakeFirst()) ? undefined : 'legacy';
}

export interface TakeBackResult {
  readonly outcome: CheckoutOutcome;
}

/**
 * Refund or chargeback: only the time the refunded purchase bought goes, and only the part not used yet. Periods
 * bought after it move earlier by that much, the expiry too (never later than it was, never before now unless it
 * had already ended); the plan follows the best period still running. Access that ends now is
 * 'acesso_encerrado'; access that goes on is 'periodo_retirado'. A purchase with no period on record (made by
 * the administrator or before periods were recorded) ends the access now, as refunds did before.
 */
export async function takeBackPurchase(
  trx: Trx,
  account: UserRow,
  event: CheckoutEvent,
  now: Date,
): Promise<TakeBackResult | undefined> {
  const purchase = await refundedPurchase(trx, account, event);
  if (purchase === undefined) return undefined;
  const expiry = account.expiration_acess;
  if (purchase === 'legacy' || purchase.start === null || purchase.end === null) {
    if (purchase !== 'legacy') await markTakenBack(trx, purchase.id, now);
    const end = expiry && expiry.getTime() < now.getTime() ? expiry : now;
    await trx
      .updateTable('users')
      .set({ expiration_acess: end, plan_review_at: null, updated_at: now })
      .where('id', '=', account.id)
      .execute();
    return { outcome: 'acesso_encerrado' };
  }

  const unused = Math.max(0, purchase.end.getTime() - Math.max(purchase.start.getTime(), now.getTime()));
  await markTakenBack(trx, purchase.id, now);
  if (unused > 0) {
    const shift = sql<Date>`${sql.lit(unused)} * interval '1 millisecond'`;
    await trx
      .updateTable('checkout_events')
      .set({
        period_start: sql`period_start - ${shift}`,
        period_end: sql`period_end - ${shift}`,
      })
      .where('user_id', '=', account.id)
      .where('taken_back_at', 'is', null)
      .where('period_start', '>=', purchase.end)
      .execute();
  }
  const newExpiry =
    expiry === null
      ? now
      : expiry <= now
        ? expiry
        : new Date(Math.max(now.getTime(), expiry.getTime() - unused));

  const periods = await livePeriods(trx, account.id, now);
  const running = runningPeriod(periods, now);
  const switchTo = running?.plan && running.plan !== account.id_plan ? running : undefined;
  await trx
    .updateTable('users')
    .set({
      expiration_acess: newExpiry,
      plan_review_at: nextPlanReview(periods, now, switchTo?.plan ?? account.id_plan),
      ...(switchTo?.plan ? planColumns(switchTo.plan, switchTo.amount) : {}),
      updated_at: now,
    })
    .where('id', '=', account.id)
    .execute();
  return { outcome: newExpiry <= now ? 'acesso_encerrado' : 'periodo_retirado' };
}

async function markTakenBack(trx: Trx, purchaseId: number, now: Date): Promise<void> {
  await trx.updateTable('checkout_events').set({ taken_back_at: now }).where('id', '=', purchaseId).execute();
}
