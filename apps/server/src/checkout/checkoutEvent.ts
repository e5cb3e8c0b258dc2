import type { components } from '@agente/api';
import type { PlanId } from '@agente/rules';

export type GenericPayload = components['schemas']['CheckoutEventGeneric'];
export type HotmartPayload = components['schemas']['CheckoutEventHotmart'];
export type CheckoutPayload = GenericPayload | HotmartPayload;

export type CheckoutSource = 'generic' | 'hotmart';

/**
 * What an event asks of the account, whatever the checkout:
 * - approved: a payment went through (new account or one more month);
 * - ended: refund or chargeback, access ends now;
 * - canceled: the subscription will not renew, access runs to the end of the paid period;
 * - other: nothing to do (stored and answered 'ignorado').
 */
export type CheckoutAction = 'approved' | 'ended' | 'canceled' | 'other';

/** A checkout event in our terms, read from either payload shape. */
export interface CheckoutEvent {
  readonly source: CheckoutSource;
  /** Idempotency key within the source (generic event_id, Hotmart's event id). */
  readonly eventId: string;
  /** The event's own name, as sent. */
  readonly event: string;
  readonly action: CheckoutAction;
  /** Lower-cased; '' when an ignorable event carries none. */
  readonly email: string;
  readonly name: string;
  /** As sent (digits and punctuation); normalised when stored. */
  readonly phone: string;
  /** Our plan, when the payload names one we know. */
  readonly plan: PlanId | undefined;
  /** The checkout's own words for the plan (offer code, plan id or name), for messages and the log. */
  readonly planLabel: string;
  /** What was paid, when sent. */
  readonly amount: number | undefined;
  /** When the payment was approved (the start of the paid month). */
  readonly paidAt: Date;
  /** The checkout's transaction, when sent: one approval per transaction extends an account once. */
  readonly transaction: string | undefined;
}

const GENERIC_EVENTS: ReadonlySet<string> = new Set<GenericPayload['event']>([
  'purchase.approved',
  'purchase.refunded',
  'purchase.chargeback',
  'subscription.canceled',
]);

/** The contract's oneOf already told the shapes apart; their event names never overlap. */
export const isHotmartPayload = (payload: CheckoutPayload): payload is HotmartPayload =>
  !GENERIC_EVENTS.has(payload.event);
