import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header Meta signs every webhook POST with: `sha256=` + hex HMAC-SHA256 of the raw body with the app secret. */
export const SIGNATURE_HEADER = 'x-hub-signature-256';
const PREFIX = 'sha256=';

export function signBody(rawBody: Buffer | string, appSecret: string): string {
  return PREFIX + createHmac('sha256', appSecret).update(rawBody).digest('hex');
}

/**
 * Whether the header is the app secret's signature of exactly these bytes. Compared in constant time over
 * fixed-length digests, so timing says nothing about how much of a forged signature was right.
 */
export function signatureMatches(rawBody: Buffer, header: unknown, appSecret: string): boolean {
  if (typeof header !== 'string' || !header.startsWith(PREFIX)) return false;
  const given = Buffer.from(header.slice(PREFIX.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
