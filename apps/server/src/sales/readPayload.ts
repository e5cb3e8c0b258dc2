import { parseBrl, priceCents } from '@agente/rules';
import { parseEventTime } from '../gateways/eventTime.ts';
import { badRequest } from '../http/errors.ts';
import {
  MSG_SALES_AMOUNT_INVALID,
  MSG_SALES_DATE_INVALID,
  MSG_SALES_EMAIL_INVALID,
  MSG_SALES_EVENT_ID_REQUIRED,
  MSG_SALES_HOTMART_SHAPE,
  MSG_SALES_KIND_INVALID,
  MSG_SALES_KIWIFY_SHAPE,
} from '../messages.ts';
import { ownEntry } from '../ownEntry.ts';
import type { ReadSale, SaleEvent } from './saleEvent.ts';
import type { SaleKind, SalePlatform } from './tables.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Column widths of sale_events (055). */
const ID_MAX = 200;
const EMAIL_MAX = 254;
const PHONE_MAX = 25;

const SALE_KINDS: ReadonlySet<string> = new Set<SaleKind>([
  'aprovada',
  'aguardando_pagamento',
  'abandonada',
  'reembolsada',
  'cancelada',
]);

/**
 * Hotmart's webhook 2.0 events that are sales. PURCHASE_BILLET_PRINTED covers a generated boleto and pix;
 * PURCHASE_COMPLETE (guarantee over), PURCHASE_PROTEST (refund asked, under review) and PURCHASE_DELAYED say
 * nothing new about the sale and are acknowledged only.
 */
const HOTMART_KINDS: Readonly<Partial<Record<string, SaleKind>>> = {
  PURCHASE_APPROVED: 'aprovada',
  PURCHASE_BILLET_PRINTED: 'aguardando_pagamento',
  PURCHASE_OUT_OF_SHOPPING_CART: 'abandonada',
  PURCHASE_REFUNDED: 'reembolsada',
  PURCHASE_CHARGEBACK: 'reembolsada',
  PURCHASE_CANCELED: 'cancelada',
  PURCHASE_EXPIRED: 'cancelada',
  SUBSCRIPTION_CANCELLATION: 'cancelada',
};

/** Kiwify's order events that are sales (webhook_event_type). */
const KIWIFY_KINDS: Readonly<Partial<Record<string, SaleKind>>> = {
  order_approved: 'aprovada',
  pix_created: 'aguardando_pagamento',
  billet_created: 'aguardando_pagamento',
  order_refunded: 'reembolsada',
  chargeback: 'reembolsada',
  order_rejected: 'cancelada',
  subscription_canceled: 'cancelada',
};

/** The value at `path` inside nested objects, or undefined. */
function at(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined;
    current = ownEntry(current as Record<string, unknown>, key);
  }
  return current;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** The first non-empty text, cut to the column's width; null when none. */
function firstText(max: number, ...values: unknown[]): string | null {
  const found = values.map(text).find((value) => value !== '');
  return found ? found.slice(0, max) : null;
}

function emailOf(...values: unknown[]): string | null {
  const email = firstText(EMAIL_MAX + 1, ...values);
  if (email === null) return null;
  if (email.length > EMAIL_MAX || !EMAIL.test(email)) throw badRequest(MSG_SALES_EMAIL_INVALID);
  return email.toLowerCase();
}

/** Reais as a number (197.9) or text ("197,90", "1.197,90", "197.90"); cents, or a 400. */
function centsOfReais(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  let amount: unknown = value;
  if (typeof value === 'string') {
    const read = parseBrl(value);
    amount = read.status === 'ok' ? read.value : undefined;
  }
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) {
    throw badRequest(MSG_SALES_AMOUNT_INVALID);
  }
  return priceCents(amount);
}

/** Whole cents, as Kiwify sends them (a number or digits). */
function centsAsSent(value: unknown): number | null {
  const cents = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof cents === 'number' && Number.isInteger(cents) && cents >= 0 ? cents : null;
}

/** The platform's time, or when it arrived when the platform sent none it can be read from. */
function timeOf(now: Date, ...values: unknown[]): Date {
  for (const value of values) {
    const written = text(value);
    if (written === '') continue;
    const time = parseEventTime(written, now);
    if (time) return time;
  }
  return now;
}

function readGeneric(body: Record<string, unknown>, now: Date): ReadSale {
  const eventId = firstText(ID_MAX, body.id);
  if (!eventId) throw badRequest(MSG_SALES_EVENT_ID_REQUIRED);
  const kind = text(body.tipo);
  if (!SALE_KINDS.has(kind)) throw badRequest(MSG_SALES_KIND_INVALID);
  const written = text(body.data);
  const occurredAt = written === '' ? now : parseEventTime(written, now);
  if (!occurredAt) throw badRequest(MSG_SALES_DATE_INVALID);
  const offer = firstText(ID_MAX, body.oferta);
  return {
    event: {
      platform: 'generico',
      eventId,
      kind: kind as SaleKind,
      transactionId: firstText(ID_MAX, body.transacao),
      buyerPhone: firstText(PHONE_MAX, body.telefone),
      buyerEmail: emailOf(body.email),
      productCodes: offer ? [offer] : [],
      amountCents: centsOfReais(body.valor),
      paymentMethod: firstText(ID_MAX, body.metodo),
      trackingCode: firstText(ID_MAX, body.ref),
      occurredAt,
    },
  };
}

function readHotmart(body: Record<string, unknown>, now: Date): ReadSale {
  const eventId = firstText(ID_MAX, body.id);
  const name = text(body.event);
  if (!eventId || !name || typeof body.data !== 'object' || body.data === null) {
    throw badRequest(MSG_SALES_HOTMART_SHAPE);
  }
  const kind = HOTMART_KINDS[name];
  if (!kind) return { ignored: name };
  const data = body.data;
  const purchase = at(data, 'purchase');
  const codes = [at(purchase, 'offer', 'code'), at(data, 'offer', 'code'), at(data, 'product', 'ucode')]
    .concat(at(data, 'product', 'id'))
    .map(text)
    .filter((code) => code !== '');
  const event: SaleEvent = {
    platform: 'hotmart',
    eventId,
    kind,
    transactionId: firstText(ID_MAX, at(purchase, 'transaction')),
    buyerPhone: firstText(
      PHONE_MAX,
      at(data, 'buyer', 'checkout_phone'),
      at(data, 'buyer', 'phone'),
      at(data, 'buyer', 'cellphone'),
    ),
    buyerEmail: emailOf(at(data, 'buyer', 'email')),
    productCodes: codes,
    amountCents: centsOfReais(at(purchase, 'price', 'value') ?? at(purchase, 'full_price', 'value')),
    paymentMethod: firstText(ID_MAX, at(purchase, 'payment', 'type'))?.toLowerCase() ?? null,
    trackingCode: firstText(
      ID_MAX,
      at(purchase, 'origin', 'sck'),
      at(purchase, 'origin', 'src'),
      at(data, 'origin', 'sck'),
      at(data, 'origin', 'src'),
    ),
    occurredAt: timeOf(now, at(purchase, 'approved_date'), at(purchase, 'order_date'), body.creation_date),
  };
  return { event };
}

function readKiwify(body: Record<string, unknown>, now: Date): ReadSale {
  const orderId = firstText(ID_MAX, body.order_id);
  const name = text(body.webhook_event_type);
  const cartId = firstText(ID_MAX, body.id);
  // An abandoned cart carries its own id, the buyer and the checkout link, and no order.
  if (!orderId && cartId && (text(body.status) === 'abandoned' || text(body.checkout_link) !== '')) {
    return {
      event: {
        platform: 'kiwify',
        eventId: `carrinho:${cartId}`.slice(0, ID_MAX),
        kind: 'abandonada',
        transactionId: null,
        buyerPhone: firstText(PHONE_MAX, body.phone, body.cellphone),
        buyerEmail: emailOf(body.email),
        productCodes: [body.product_id, body.checkout_link].map(text).filter((code) => code !== ''),
        amountCents: null,
        paymentMethod: null,
        trackingCode: firstText(ID_MAX, body.sck, body.src, at(body, 'TrackingParameters', 'sck')),
        occurredAt: timeOf(now, body.created_at),
      },
    };
  }
  if (!orderId || !name) throw badRequest(MSG_SALES_KIWIFY_SHAPE);
  const kind = KIWIFY_KINDS[name];
  if (!kind) return { ignored: name };
  const tracking = at(body, 'TrackingParameters');
  return {
    event: {
      platform: 'kiwify',
      // Kiwify sends one event per order and type, with no id of its own.
      eventId: `${orderId}:${name}`.slice(0, ID_MAX),
      kind,
      transactionId: orderId,
      buyerPhone: firstText(PHONE_MAX, at(body, 'Customer', 'mobile'), at(body, 'Customer', 'phone')),
      buyerEmail: emailOf(at(body, 'Customer', 'email')),
      productCodes: [at(body, 'Product', 'product_id'), at(body, 'Product', 'checkout_link')]
        .map(text)
        .filter((code) => code !== ''),
      amountCents: centsAsSent(at(body, 'Commissions', 'charge_amount')),
      paymentMethod: firstText(ID_MAX, body.payment_method),
      trackingCode: firstText(ID_MAX, at(tracking, 'sck'), at(tracking, 'src'), at(tracking, 's1')),
      occurredAt: timeOf(now, body.approved_date, body.updated_at, body.created_at),
    },
  };
}

/** Reads a platform's payload (already a JSON object) into a sale event; a 400 in pt-BR when it cannot. */
export function readSalePayload(platform: SalePlatform, body: unknown, now: Date): ReadSale {
  const object =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  if (platform === 'hotmart') return readHotmart(object, now);
  if (platform === 'kiwify') return readKiwify(object, now);
  return readGeneric(object, now);
}
