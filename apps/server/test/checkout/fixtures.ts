import { randomUUID } from 'node:crypto';
import type { TestContext } from '../harness.ts';
import { uniqueEmail, uniqueIp } from '../harness.ts';

/** Configuration every checkout suite runs with. */
export const SECRET = 'segredo-do-checkout-de-teste-0123';
export const CHECKOUT_ENV = {
  CHECKOUT_WEBHOOK_SECRET: SECRET,
  HOTMART_PLAN_BASIC: 'OFERTA-BASIC',
  HOTMART_PLAN_PRO: 'oferta-pro, pro-anual',
  HOTMART_PLAN_ADVANCED: '9003',
};

/** Saturday 31 January 2026, 12:00 in São Paulo: the month-end case (the next month has no 31st). */
export const NOW = '2026-01-31T15:00:00.000Z';

let counter = 0;
export const eventId = (prefix = 'evt') => {
  counter += 1;
  return `${prefix}-${counter}-${randomUUID().slice(0, 8)}`;
};

export const buyerEmail = () => uniqueEmail('comprador');

/** The documented generic payload. */
export function genericEvent(event: string, fields: Record<string, unknown> = {}) {
  return {
    event,
    event_id: eventId('gen'),
    email: buyerEmail(),
    name: 'Maria Souza',
    phone: '(11) 98765-4321',
    plan: 'pro',
    amount: 247,
    paid_at: '2026-01-31T12:00:00-03:00',
    ...fields,
  };
}

export interface HotmartFields {
  readonly id?: string;
  readonly email?: string;
  readonly name?: string;
  readonly phone?: string;
  readonly offer?: string;
  readonly planId?: number;
  readonly planName?: string;
  readonly price?: number;
  readonly approvedDate?: number;
  readonly transaction?: string;
}

/** Hotmart's purchase webhook v2 (PURCHASE_* events), with the fields of its public example. */
export function hotmartPurchase(event: string, fields: HotmartFields = {}) {
  return {
    id: fields.id ?? eventId('hotmart'),
    creation_date: Date.parse(NOW),
    event,
    version: '2.0.0',
    data: {
      product: { id: 4_774_438, ucode: 'fb056612-bcc6-4217-9e6d-2a5d1110ac2f', name: 'Agente de Vendas' },
      affiliates: [{ affiliate_code: 'Q58388177J', name: 'Afiliado' }],
      buyer: {
        email: fields.email ?? buyerEmail(),
        name: fields.name ?? 'João Pereira',
        checkout_phone: fields.phone ?? '11987651234',
        address: { country: 'Brasil', country_iso: 'BR' },
        document: '69526128664',
      },
      producer: { name: 'Produtora' },
      commissions: [{ value: 22.5, source: 'MARKETPLACE', currency_value: 'BRL' }],
      purchase: {
        approved_date: fields.approvedDate ?? Date.parse('2026-01-31T14:30:00Z'),
        full_price: { value: fields.price ?? 247, currency_value: 'BRL' },
        price: { value: fields.price ?? 247, currency_value: 'BRL' },
        checkout_country: { name: 'Brasil', iso: 'BR' },
        order_date: Date.parse('2026-01-31T14:29:00Z'),
        status: event === 'PURCHASE_APPROVED' ? 'APPROVED' : event.replace('PURCHASE_', ''),
        transaction: fields.transaction ?? `HP${Math.floor(Math.random() * 1e14)}`,
        payment: { installments_number: 1, type: 'CREDIT_CARD' },
        offer: { code: fields.offer ?? 'oferta-pro' },
      },
      subscription: {
        status: 'ACTIVE',
        plan: { id: fields.planId ?? 123, name: fields.planName ?? 'Plano mensal' },
        subscriber: { code: 'I9OT62C3' },
      },
    },
  };
}

/** Hotmart's SUBSCRIPTION_CANCELLATION, which describes a subscriber instead of a buyer. */
export function hotmartCancellation(email: string, id = eventId('hotmart')) {
  return {
    id,
    creation_date: Date.parse(NOW),
    event: 'SUBSCRIPTION_CANCELLATION',
    version: '2.0.0',
    data: {
      date_next_charge: Date.parse('2026-02-28T12:00:00Z'),
      product: { name: 'Agente de Vendas', id: 4_774_438 },
      actual_recurrence_value: 247,
      subscriber: {
        code: 'I9OT62C3',
        name: 'João Pereira',
        email,
        phone: { dddCell: '11', cell: '987651234' },
      },
      subscription: { id: 4_148_584, plan: { name: 'Plano mensal', id: 123 }, status: 'CANCELLED' },
      cancellation_date: Date.parse(NOW),
    },
  };
}

/** POST /api/webhooks/checkout with the secret in the header the shape uses (or the given headers). */
export function postCheckout(
  ctx: TestContext,
  payload: object | string,
  headers: Record<string, string> = typeof payload !== 'string' && 'data' in payload
    ? { 'x-hotmart-hottok': SECRET }
    : { 'x-webhook-secret': SECRET },
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/checkout',
    headers: typeof payload === 'string' ? { ...headers, 'content-type': 'application/json' } : headers,
    payload,
  });
}

export async function accountByEmail(ctx: TestContext, email: string) {
  return ctx.db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function storedEventCount(ctx: TestContext): Promise<number> {
  const rows = await ctx.db.selectFrom('checkout_events').select('id').execute();
  return rows.length;
}

/** POST /api/auth/login from a fresh client address (the per-IP limit is not what these suites test). */
export function login(ctx: TestContext, email: string, senha: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, senha },
    remoteAddress: uniqueIp(),
  });
}
