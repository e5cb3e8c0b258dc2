import { phoneSpellings } from '@agente/rules';
import { sql } from 'kysely';
import type { Executor } from '../runtime/conversation/messages.ts';
import type { SaleEvent } from './saleEvent.ts';
import type { SaleAttribution } from './tables.ts';
import { leadOfTrackingCode } from './trackingCodes.ts';

export interface Attribution {
  readonly leadPhone: string | null;
  readonly attributedBy: SaleAttribution | null;
  readonly offerId: number | null;
}

async function leadByPhone(db: Executor, userId: number, phone: string): Promise<string | undefined> {
  // The buyer's phone as the leads may have stored it, with or without the mobile's 9th digit.
  const forms = phoneSpellings(phone);
  if (forms.length === 0) return undefined;
  const lead = await db
    .selectFrom('leads')
    .select('lead_phone')
    .where('user_id', '=', userId)
    .where('lead_phone', 'in', forms)
    .orderBy('data_hora_ultima_interacao', 'desc')
    .limit(1)
    .executeTakeFirst();
  return lead?.lead_phone;
}

/** The lead who wrote this e-mail in the conversation (the latest, when several did). */
async function leadByEmail(db: Executor, userId: number, email: string): Promise<string | undefined> {
  const message = await db
    .selectFrom('conversation_messages')
    .select('lead_phone')
    .where('user_id', '=', userId)
    .where('author', '=', 'lead')
    .where(sql<boolean>`strpos(lower(texto), ${email}) > 0`)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return message?.lead_phone;
}

/** Lower-cased, without scheme, "www." or a trailing slash: how links and codes are compared. */
function comparable(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
}

/** Codes shorter than this could appear inside any link by chance. */
const CODE_MIN_LENGTH = 4;

/**
 * The account's offer a purchase was for: the sent link is the offer's link (without its query), or the offer
 * code / product id the checkout sent is part of the offer's link (Hotmart's `off=` code, Kiwify's checkout id).
 */
async function offerByCodes(db: Executor, userId: number, codes: readonly string[]): Promise<number | null> {
  if (codes.length === 0) return null;
  const offers = await db
    .selectFrom('offers')
    .select(['id', 'link'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const wanted = codes.map(comparable).filter((code) => code.length >= CODE_MIN_LENGTH);
  for (const offer of offers) {
    const link = comparable(offer.link);
    const withoutQuery = link.split('?')[0] ?? link;
    const parts = new Set(link.split(/[/?&=#]/).filter((part) => part !== ''));
    if (wanted.some((code) => code.split('?')[0] === withoutQuery || parts.has(code))) return offer.id;
  }
  return null;
}

/**
 * Who bought: the lead named by the link's tracking code (in this account only), else the lead with the buyer's
 * phone, else the lead who wrote the buyer's e-mail; none = "venda sem conversa". The offer comes from the code
 * when it named one, else from the codes and link the checkout sent.
 */
export async function attributeSale(db: Executor, userId: number, event: SaleEvent): Promise<Attribution> {
  const tracked = event.trackingCode ? await leadOfTrackingCode(db, userId, event.trackingCode) : undefined;
  const offerId = tracked?.offer_id ?? (await offerByCodes(db, userId, event.productCodes));
  if (tracked) return { leadPhone: tracked.lead_phone, attributedBy: 'rastreio', offerId };
  const byPhone = event.buyerPhone ? await leadByPhone(db, userId, event.buyerPhone) : undefined;
  if (byPhone) return { leadPhone: byPhone, attributedBy: 'telefone', offerId };
  const byEmail = event.buyerEmail ? await leadByEmail(db, userId, event.buyerEmail) : undefined;
  if (byEmail) return { leadPhone: byEmail, attributedBy: 'email', offerId };
  return { leadPhone: null, attributedBy: null, offerId };
}
