import { randomBytes } from 'node:crypto';
import type { Executor } from '../runtime/conversation/messages.ts';

/** Characters of a tracking code: lower-case letters and digits, safe in any URL and easy to read back. */
const CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 12;

/** Prefix that tells our codes from a campaign's own sck/src values. */
export const TRACKING_PREFIX = 'ag';

function newCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  let code = TRACKING_PREFIX;
  for (const byte of bytes) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
  return code;
}

/**
 * The query parameter a checkout reports back with the purchase: Hotmart and Kiwify both return `sck`
 * (data.purchase.origin.sck, TrackingParameters.sck); any other checkout is given `ref`.
 */
export function trackingParameter(link: string): 'sck' | 'ref' {
  const host = hostOf(link);
  return host !== undefined && /(^|\.)(hotmart\.com|kiwify\.com\.br|kiwify\.app)$/.test(host) ? 'sck' : 'ref';
}

function hostOf(link: string): string | undefined {
  try {
    return new URL(/^https?:\/\//i.test(link) ? link : `https://${link}`).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/** The offer's link carrying the lead's code (an existing value of the same parameter is replaced). */
export function trackedLink(link: string, code: string): string {
  const hasScheme = /^https?:\/\//i.test(link);
  let url: URL;
  try {
    url = new URL(hasScheme ? link : `https://${link}`);
  } catch {
    return link;
  }
  url.searchParams.set(trackingParameter(link), code);
  const written = url.toString();
  return hasScheme ? written : written.replace(/^https:\/\//, '');
}

/**
 * The lead's code for each offer, made the first time the lead may see the offer: the same lead and offer keep
 * their code, so every send carries the same link.
 */
export async function trackingCodesFor(
  db: Executor,
  userId: number,
  leadPhone: string,
  offerIds: readonly number[],
): Promise<ReadonlyMap<number, string>> {
  if (offerIds.length === 0) return new Map();
  await db
    .insertInto('sale_tracking_codes')
    .values(
      offerIds.map((offerId) => ({
        code: newCode(),
        user_id: userId,
        lead_phone: leadPhone,
        offer_id: offerId,
      })),
    )
    .onConflict((conflict) => conflict.constraint('sale_tracking_codes_lead_offer_key').doNothing())
    .execute();
  const rows = await db
    .selectFrom('sale_tracking_codes')
    .select(['offer_id', 'code'])
    .where('user_id', '=', userId)
    .where('lead_phone', '=', leadPhone)
    .where('offer_id', 'in', offerIds)
    .execute();
  return new Map(rows.flatMap((row) => (row.offer_id === null ? [] : [[row.offer_id, row.code] as const])));
}

/** The lead and offer a code names, in this account only (another account's code names nothing here). */
export async function leadOfTrackingCode(db: Executor, userId: number, code: string) {
  return db
    .selectFrom('sale_tracking_codes')
    .select(['lead_phone', 'offer_id'])
    .where('code', '=', code)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The offers with their links carrying the lead's codes (what a real lead's turn reads). */
export async function trackedOffers<O extends { readonly id: number; readonly link: string }>(
  db: Executor,
  userId: number,
  leadPhone: string,
  offers: readonly O[],
): Promise<O[]> {
  const codes = await trackingCodesFor(
    db,
    userId,
    leadPhone,
    offers.map((offer) => offer.id),
  );
  return offers.map((offer) => {
    const code = codes.get(offer.id);
    return code ? { ...offer, link: trackedLink(offer.link, code) } : offer;
  });
}
