import type { SaleKind, SalePlatform } from './tables.ts';

/** One sale event as every platform's payload is read into, before it is matched to a lead and stored. */
export interface SaleEvent {
  readonly platform: SalePlatform;
  /** The idempotency key within the account and platform. */
  readonly eventId: string;
  readonly kind: SaleKind;
  readonly transactionId: string | null;
  /** As sent (digits and signs); matched with the lead phone rule. */
  readonly buyerPhone: string | null;
  /** Lower-cased. */
  readonly buyerEmail: string | null;
  /** Offer code, product id or checkout link, as sent: matched to the account's offer links. */
  readonly productCodes: readonly string[];
  readonly amountCents: number | null;
  readonly paymentMethod: string | null;
  /** The code the offer link carried (sck/src/ref), when the checkout reported one. */
  readonly trackingCode: string | null;
  readonly occurredAt: Date;
}

/** What a payload said: a sale event, or something else the checkout sends that is acknowledged and ignored. */
export type ReadSale = { readonly event: SaleEvent } | { readonly ignored: string };
