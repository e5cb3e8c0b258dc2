import { isAccountPhone, normalizePhoneBr, PLAN_BY_ID } from '@agente/rules';
import type { Transaction } from 'kysely';
import { generateTemporaryPassword } from '../auth/passwords.ts';
import type { UserRow } from '../auth/userView.ts';
import { PANEL_LOGIN_PATH } from '../constants.ts';
import type { Database } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { brandedMailHtml } from '../gateways/mail/brandedMailHtml.ts';
import { badRequest } from '../http/errors.ts';
import {
  MSG_CHECKOUT_PLAN_REQUIRED,
  msgHotmartPlanUnknown,
  WELCOME_MAIL_BUTTON,
  WELCOME_MAIL_SUBJECT,
  welcomeMailText,
} from '../messages.ts';
import { livePeriods, nextPlanReview, planColumns, planRank } from '../plans/paidPeriods.ts';
import { findUserByEmail } from '../users/queries.ts';
import type { CheckoutEvent } from './checkoutEvent.ts';
import { oneMonthAfter, renewalStart } from './planMonth.ts';
import type { CheckoutOutcome } from './tables.ts';
import { takeBackPurchase } from './takeBack.ts';

type Trx = Transaction<Database>;
type ApplyDeps = Pick<AppDeps, 'db' | 'clock' | 'passwords' | 'mailer' | 'config' | 'log'>;

export type WebhookResult = CheckoutOutcome | 'duplicado';

interface Effect {
  readonly outcome: CheckoutOutcome;
  readonly userId: number | null;
  /** The paid time an approval added to the account. */
  readonly period?: { readonly start: Date; readonly end: Date };
}

/**
 * The buyer's number as the account's (55 + DDD + 9 digits), unless it is not a mobile. Another account having
 * typed the same number does not matter: a number belongs to the account that connects it.
 */
function accountPhone(phone: string): string | null {
  const normalized = normalizePhoneBr(phone);
  return normalized && isAccountPhone(normalized) ? normalized : null;
}

/** An earlier event of this transaction already created or renewed an account. */
async function transactionApplied(trx: Trx, event: CheckoutEvent, storedId: number): Promise<boolean> {
  if (!event.transaction) return false;
  const earlier = await trx
    .selectFrom('checkout_events')
    .select('id')
    .where('source', '=', event.source)
    .where('transaction_id', '=', event.transaction)
    .where('outcome', 'in', ['conta_criada', 'renovada'])
    .where('id', '!=', storedId)
    .executeTakeFirst();
  return earlier !== undefined;
}

/**
 * A new account on a temporary password that forces a change at first login (readable on the administrator's
 * card while it is temporary), and the pt-BR welcome mail with the panel link, the e-mail and that password.
 * The mail goes out inside the transaction: if it cannot be sent, nothing is kept and the checkout's retry
 * tries again, instead of an account nobody was told about.
 */
async function createAccount(deps: ApplyDeps, trx: Trx, event: CheckoutEvent, now: Date): Promise<Effect> {
  const { plan } = event;
  if (!plan) {
    throw badRequest(
      event.source === 'hotmart' ? msgHotmartPlanUnknown(event.planLabel) : MSG_CHECKOUT_PLAN_REQUIRED,
    );
  }
  const temporary = generateTemporaryPassword();
  const period = { start: event.paidAt, end: oneMonthAfter(event.paidAt) };
  const name = event.name || event.email.split('@')[0] || event.email;
  const created = await trx
    .insertInto('users')
    .values({
      name,
      email: event.email,
      user_phone: accountPhone(event.phone),
      password_hash: await deps.passwords.hash(temporary),
      temp_password: temporary,
      must_change_password: true,
      renovation_date: event.paidAt,
      expiration_acess: period.end,
      observacoes: null,
      ...planColumns(plan, event.amount),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const loginLink = `${deps.config.publicUrl}${PANEL_LOGIN_PATH}`;
  const text = welcomeMailText({
    name,
    planName: PLAN_BY_ID[plan].name,
    loginLink,
    email: event.email,
    password: temporary,
  });
  await deps.mailer.send({
    to: event.email,
    subject: WELCOME_MAIL_SUBJECT,
    text,
    html: brandedMailHtml(WELCOME_MAIL_SUBJECT, text, { label: WELCOME_MAIL_BUTTON, href: loginLink }),
  });
  return { outcome: 'conta_criada', userId: created.id, period };
}

/**
 * One more paid month from the later of today and the current expiry (an early payment loses no day). A plan at
 * least as good as the one in force applies at once (upgrade or same plan): a new plan period starts and the usage
 * counters start again. A cheaper plan bought while a dearer one is paid (anyone can pay with any e-mail) changes
 * nothing now: it takes over when the dearer paid time ends (users.plan_review_at). Password untouched.
 */
async function renewAccount(trx: Trx, account: UserRow, event: CheckoutEvent, now: Date): Promise<Effect> {
  const start = renewalStart(account.expiration_acess, now);
  const period = { start, end: oneMonthAfter(start) };
  const paidUntilLater = account.expiration_acess !== null && account.expiration_acess > now;
  const appliesNow =
    event.plan !== undefined && (!paidUntilLater || planRank(event.plan) >= planRank(account.id_plan));
  const queued = [
    ...(await livePeriods(trx, account.id, now)),
    { plan: event.plan ?? null, amount: event.amount ?? null, ...period },
  ];
  const planInForce = appliesNow && event.plan ? event.plan : account.id_plan;
  // A purchase naming no plan we know renews the plan in force.
  const newPlanPeriod = appliesNow || event.plan === undefined;
  await trx
    .updateTable('users')
    .set({
      expiration_acess: period.end,
      plan_review_at: nextPlanReview(queued, now, planInForce),
      ...(appliesNow && event.plan ? planColumns(event.plan, event.amount) : {}),
      ...(newPlanPeriod ? { renovation_date: event.paidAt, conversas_unicas: 0, mensagens_trocadas: 0 } : {}),
      updated_at: now,
    })
    .where('id', '=', account.id)
    .execute();
  return { outcome: 'renovada', userId: account.id, period };
}

async function effectOf(
  deps: ApplyDeps,
  trx: Trx,
  event: CheckoutEvent,
  storedId: number,
  now: Date,
): Promise<Effect> {
  const account = event.email ? await findUserByEmail(trx, event.email) : undefined;
  const ignored: Effect = { outcome: 'ignorado', userId: account?.id ?? null };
  switch (event.action) {
    case 'approved':
      if (!account) return createAccount(deps, trx, event, now);
      if (await transactionApplied(trx, event, storedId)) return ignored;
      return renewAccount(trx, account, event, now);
    case 'ended': {
      // Refund or chargeback: the purchase's own paid time goes (src/checkout/takeBack.ts); the data stays.
      if (!account) return ignored;
      const taken = await takeBackPurchase(trx, account, event, now);
      return taken ? { outcome: taken.outcome, userId: account.id } : ignored;
    }
    case 'canceled':
      // Access is kept until the end of the period already paid; no payment, no renewal after it.
      return account ? { outcome: 'cancelada', userId: account.id } : ignored;
    case 'other':
      return ignored;
  }
}

/**
 * Applies a checkout event once: the event is stored first under its (source, id) key, so a second delivery
 * (checkouts retry) finds it and changes nothing; its outcome and account are recorded with it. Everything
 * happens in one transaction, so an event that fails leaves no trace and can be delivered again.
 */
export async function applyCheckoutEvent(deps: ApplyDeps, event: CheckoutEvent): Promise<WebhookResult> {
  const now = deps.clock();
  const result = await deps.db.transaction().execute(async (trx): Promise<WebhookResult> => {
    const stored = await trx
      .insertInto('checkout_events')
      .values({
        source: event.source,
        event_id: event.eventId,
        event: event.event,
        email: event.email,
        user_id: null,
        outcome: 'ignorado',
        plan: event.plan ?? null,
        amount: event.amount ?? null,
        paid_at: event.paidAt,
        transaction_id: event.transaction ?? null,
        received_at: now,
      })
      .onConflict((conflict) => conflict.columns(['source', 'event_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!stored) return 'duplicado';
    const effect = await effectOf(deps, trx, event, stored.id, now);
    await trx
      .updateTable('checkout_events')
      .set({
        outcome: effect.outcome,
        user_id: effect.userId,
        period_start: effect.period?.start ?? null,
        period_end: effect.period?.end ?? null,
      })
      .where('id', '=', stored.id)
      .execute();
    return effect.outcome;
  });
  deps.log.info(
    { source: event.source, eventId: event.eventId, event: event.event, result },
    'checkout event handled',
  );
  return result;
}
