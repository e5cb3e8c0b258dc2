import type { Transaction } from 'kysely';
import { generateTemporaryPassword } from '../auth/passwords.ts';
import type { UserRow } from '../auth/userView.ts';
import { ACCOUNT_PHONE_PATTERN, PANEL_LOGIN_PATH, PLANS, type PlanCode } from '../constants.ts';
import type { Database } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { normalizePhone } from '../disabled/phone.ts';
import { badRequest } from '../http/errors.ts';
import {
  MSG_CHECKOUT_PLAN_REQUIRED,
  msgHotmartPlanUnknown,
  WELCOME_MAIL_SUBJECT,
  welcomeMailText,
} from '../messages.ts';
import { findUserByEmail } from '../users/queries.ts';
import type { CheckoutEvent } from './checkoutEvent.ts';
import { oneMonthAfter, renewedExpiry } from './planMonth.ts';
import type { CheckoutOutcome } from './tables.ts';

type Trx = Transaction<Database>;
type ApplyDeps = Pick<AppDeps, 'db' | 'clock' | 'passwords' | 'mailer' | 'config' | 'log'>;

export type WebhookResult = CheckoutOutcome | 'duplicado';

interface Effect {
  readonly outcome: CheckoutOutcome;
  readonly userId: number | null;
}

/** The plan columns of an account on `plan`; the value is what was paid, or the plan's price. */
function planColumns(plan: PlanCode, amount: number | undefined) {
  return {
    id_plan: plan,
    nome_plan: PLANS[plan].nome,
    valor_plan: amount !== undefined && amount > 0 ? amount : PLANS[plan].valor,
    conversas_plano: PLANS[plan].conversas,
  };
}

/** The buyer's number as the account's (55 + DDD + 9 digits), unless it is not a mobile or another account has it. */
async function accountPhone(trx: Trx, phone: string): Promise<string | null> {
  const normalized = normalizePhone(phone);
  if (!normalized || !ACCOUNT_PHONE_PATTERN.test(normalized)) return null;
  const owner = await trx
    .selectFrom('users')
    .select('id')
    .where('user_phone', '=', normalized)
    .executeTakeFirst();
  return owner ? null : normalized;
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
  const name = event.name || event.email.split('@')[0] || event.email;
  const created = await trx
    .insertInto('users')
    .values({
      name,
      email: event.email,
      user_phone: await accountPhone(trx, event.phone),
      password_hash: await deps.passwords.hash(temporary),
      temp_password: temporary,
      must_change_password: true,
      renovation_date: event.paidAt,
      expiration_acess: oneMonthAfter(event.paidAt),
      observacoes: null,
      ...planColumns(plan, event.amount),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await deps.mailer.send({
    to: event.email,
    subject: WELCOME_MAIL_SUBJECT,
    text: welcomeMailText({
      name,
      planName: PLANS[plan].nome,
      loginLink: `${deps.config.publicUrl}${PANEL_LOGIN_PATH}`,
      email: event.email,
      password: temporary,
    }),
  });
  return { outcome: 'conta_criada', userId: created.id };
}

/**
 * One more paid month from the later of today and the current expiry; the plan follows what was bought
 * (upgrade or downgrade) and a new plan period starts, so the usage counters start again. Password untouched.
 */
async function renewAccount(trx: Trx, account: UserRow, event: CheckoutEvent, now: Date): Promise<Effect> {
  await trx
    .updateTable('users')
    .set({
      expiration_acess: renewedExpiry(account.expiration_acess, now),
      renovation_date: event.paidAt,
      conversas_unicas: 0,
      mensagens_trocadas: 0,
      ...(event.plan ? planColumns(event.plan, event.amount) : {}),
      updated_at: now,
    })
    .where('id', '=', account.id)
    .execute();
  return { outcome: 'renovada', userId: account.id };
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
      // Refund or chargeback: access ends now (never later than it already ended); the data stays.
      if (!account) return ignored;
      const current = account.expiration_acess;
      const end = current && current.getTime() < now.getTime() ? current : now;
      await trx
        .updateTable('users')
        .set({ expiration_acess: end, updated_at: now })
        .where('id', '=', account.id)
        .execute();
      return { outcome: 'acesso_encerrado', userId: account.id };
    }
    case 'canceled':
      // Spec 1 §1: access is kept until the end of the period already paid; no payment, no renewal after it.
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
      .set({ outcome: effect.outcome, user_id: effect.userId })
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
