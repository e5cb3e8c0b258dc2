import { PLAN_BY_ID, PLAN_IDS, type PlanId } from '@agente/rules';
import { parseEventTime } from '../gateways/eventTime.ts';
import { badRequest } from '../http/errors.ts';
import {
  MSG_CHECKOUT_BUYER_EMAIL_INVALID,
  MSG_CHECKOUT_EVENT_ID_REQUIRED,
  MSG_CHECKOUT_PAID_AT_INVALID,
} from '../messages.ts';
import { ownEntry } from '../ownEntry.ts';
import { parseAccountDate } from '../users/dates.ts';
import {
  type CheckoutAction,
  type CheckoutEvent,
  type CheckoutPayload,
  type GenericPayload,
  type HotmartPayload,
  isHotmartPayload,
} from './checkoutEvent.ts';

/** Same shape as the contract's Email schema. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254;
const NAME_MAX = 100;
const TRANSACTION_MAX = 200;

const GENERIC_ACTIONS: Readonly<Record<GenericPayload['event'], CheckoutAction>> = {
  'purchase.approved': 'approved',
  'purchase.refunded': 'ended',
  'purchase.chargeback': 'ended',
  'subscription.canceled': 'canceled',
};

/**
 * Hotmart's purchase webhook v2 events we act on. PURCHASE_COMPLETE only says the guarantee period is over (no
 * new payment), PURCHASE_CANCELED is a payment that never went through, PURCHASE_PROTEST a refund request still
 * under review: those and the rest are stored as 'ignorado'.
 */
const HOTMART_ACTIONS: Readonly<Partial<Record<string, CheckoutAction>>> = {
  PURCHASE_APPROVED: 'approved',
  PURCHASE_REFUNDED: 'ended',
  PURCHASE_CHARGEBACK: 'ended',
  SUBSCRIPTION_CANCELLATION: 'canceled',
};

/** The value at `path` inside nested objects, or undefined. */
function at(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

const firstText = (...values: unknown[]): string => values.map(text).find((value) => value !== '') ?? '';

function amountOf(value: unknown): number | undefined {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0 ? amount : undefined;
}

/** A payment date: ISO date-time, Unix time (s or ms) or a bare AAAA-MM-DD; never later than now. */
function paymentDate(value: string, now: Date): Date | undefined {
  const instant = parseEventTime(value, now);
  if (instant) return instant;
  const day = parseAccountDate(value);
  return day ? new Date(Math.min(day.getTime(), now.getTime())) : undefined;
}

function checkedEmail(raw: string, action: CheckoutAction): string {
  const email = raw.trim().toLowerCase();
  if (action !== 'other' && (!EMAIL.test(email) || email.length > EMAIL_MAX)) {
    throw badRequest(MSG_CHECKOUT_BUYER_EMAIL_INVALID);
  }
  return email.slice(0, EMAIL_MAX);
}

function checkedEventId(raw: string): string {
  const eventId = raw.trim();
  if (!eventId) throw badRequest(MSG_CHECKOUT_EVENT_ID_REQUIRED);
  return eventId;
}

function readGeneric(payload: GenericPayload, now: Date): CheckoutEvent {
  const action = GENERIC_ACTIONS[payload.event];
  const paidText = payload.paid_at?.trim() ?? '';
  const paidAt = paidText === '' ? now : paymentDate(paidText, now);
  if (!paidAt) throw badRequest(MSG_CHECKOUT_PAID_AT_INVALID);
  return {
    source: 'generic',
    eventId: checkedEventId(payload.event_id),
    event: payload.event,
    action,
    email: checkedEmail(payload.email, action),
    name: (payload.name ?? '').trim().slice(0, NAME_MAX),
    phone: payload.phone ?? '',
    plan: payload.plan,
    planLabel: payload.plan ?? '',
    amount: amountOf(payload.amount),
    paidAt,
    transaction: payload.transaction?.trim().slice(0, TRANSACTION_MAX) || undefined,
  };
}

/**
 * Our plan for a Hotmart purchase: the offer code, the subscription plan's id or its name as configured in
 * HOTMART_PLAN_*; otherwise the price paid when it is exactly one of our plans' prices.
 */
function hotmartPlan(
  data: unknown,
  amount: number | undefined,
  planCodes: Readonly<Record<PlanId, readonly string[]>>,
): PlanId | undefined {
  const candidates = [
    at(data, 'purchase', 'offer', 'code'),
    at(data, 'subscription', 'plan', 'id'),
    at(data, 'subscription', 'plan', 'name'),
    at(data, 'plan', 'offer', 'code'),
    at(data, 'plan', 'id'),
    at(data, 'plan', 'name'),
  ]
    .map((value) => text(value).toLowerCase())
    .filter((value) => value !== '');
  const configured = PLAN_IDS.find((plan) => candidates.some((code) => planCodes[plan].includes(code)));
  return configured ?? PLAN_IDS.find((plan) => amount !== undefined && PLAN_BY_ID[plan].priceBrl === amount);
}

/** The buyer's phone: checkout_phone, with its area code in front when Hotmart sent them apart. */
function hotmartPhone(data: unknown): string {
  const phone = text(at(data, 'buyer', 'checkout_phone'));
  const code = text(at(data, 'buyer', 'checkout_phone_code'));
  if (phone) return code && phone.replace(/\D/g, '').length <= 9 ? `${code}${phone}` : phone;
  // SUBSCRIPTION_CANCELLATION describes the subscriber instead of the buyer
  return `${text(at(data, 'subscriber', 'phone', 'dddCell'))}${text(at(data, 'subscriber', 'phone', 'cell'))}`;
}

function readHotmart(
  payload: HotmartPayload,
  now: Date,
  planCodes: Readonly<Record<PlanId, readonly string[]>>,
): CheckoutEvent {
  const { data } = payload;
  const action = ownEntry(HOTMART_ACTIONS, payload.event) ?? 'other';
  const amount = amountOf(at(data, 'purchase', 'price', 'value') ?? at(data, 'actual_recurrence_value'));
  const approvedText = firstText(at(data, 'purchase', 'approved_date'), payload.creation_date);
  const paidAt = (approvedText && parseEventTime(approvedText, now)) || now;
  return {
    source: 'hotmart',
    eventId: checkedEventId(payload.id),
    event: payload.event,
    action,
    email: checkedEmail(
      firstText(
        at(data, 'buyer', 'email'),
        at(data, 'subscriber', 'email'),
        at(data, 'subscription', 'user', 'email'),
      ),
      action,
    ),
    name: firstText(at(data, 'buyer', 'name'), at(data, 'subscriber', 'name')).slice(0, NAME_MAX),
    phone: hotmartPhone(data),
    plan: hotmartPlan(data, amount, planCodes),
    planLabel: firstText(
      at(data, 'purchase', 'offer', 'code'),
      at(data, 'subscription', 'plan', 'name'),
      at(data, 'subscription', 'plan', 'id'),
    ),
    amount,
    paidAt,
    transaction: firstText(at(data, 'purchase', 'transaction')).slice(0, TRANSACTION_MAX) || undefined,
  };
}

/** Reads either payload shape (the contract already checked which one it is) into our terms. */
export function readCheckoutPayload(
  payload: CheckoutPayload,
  now: Date,
  planCodes: Readonly<Record<PlanId, readonly string[]>>,
): CheckoutEvent {
  return isHotmartPayload(payload) ? readHotmart(payload, now, planCodes) : readGeneric(payload, now);
}
