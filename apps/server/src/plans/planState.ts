import { planDay, planExpiredByDate } from '@agente/rules';
import type { Db } from '../db/database.ts';

/** "10/01/2024", the way the dashboard writes the expiry day. */
export function planDateText(instant: Date): string {
  const [year, month, day] = planDay(instant).split('-');
  return `${day}/${month}/${year}`;
}

/**
 * Whether the paid access is over: the expiry day (São Paulo) is before today, as the dashboard decides
 * "expirou"; or a refund or chargeback ended it, which takes effect at once, even on the same day.
 */
export function planEnded(expiration: Date | null, now: Date, endedByCheckout: boolean): boolean {
  if (expiration === null) return false;
  if (planExpiredByDate(expiration, now)) return true;
  return endedByCheckout && expiration.getTime() <= now.getTime();
}

/** Whether the last checkout event that acted on the account ended its access (refund or chargeback). */
async function lastCheckoutEndedAccess(db: Pick<Db, 'selectFrom'>, userId: number): Promise<boolean> {
  const last = await db
    .selectFrom('checkout_events')
    .select('outcome')
    .where('user_id', '=', userId)
    .where('outcome', '!=', 'ignorado')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return last?.outcome === 'acesso_encerrado';
}

/**
 * The account's plan has ended (the one rule the API gates and the agent runtime share). The checkout history
 * is read only when the expiry instant has passed on its own day, the one case the date alone cannot decide.
 */
export async function accountPlanEnded(
  db: Pick<Db, 'selectFrom'>,
  userId: number,
  expiration: Date | null,
  now: Date,
): Promise<boolean> {
  if (expiration === null) return false;
  const byCheckout = expiration.getTime() <= now.getTime() && (await lastCheckoutEndedAccess(db, userId));
  return planEnded(expiration, now, byCheckout);
}
