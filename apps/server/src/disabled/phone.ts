import { PHONE_COUNTRY_PREFIX, PHONE_NATIONAL_DIGITS_MAX, PHONE_NATIONAL_DIGITS_MIN } from '../constants.ts';

/**
 * A Brazilian phone as stored: 55 + DDD + number, digits only; null when it cannot be one.
 * Non-digits are stripped and the prefix 55 added if missing. A leading 55 counts as the country
 * code only when the digits are longer than a national number, so the DDD 55 (Rio Grande do Sul) survives.
 */
export function normalizePhone(input: string): string | null {
  const digits = input.replace(/\D/g, '');
  const national =
    digits.startsWith(PHONE_COUNTRY_PREFIX) && digits.length > PHONE_NATIONAL_DIGITS_MAX
      ? digits.slice(PHONE_COUNTRY_PREFIX.length)
      : digits;
  if (national.length < PHONE_NATIONAL_DIGITS_MIN || national.length > PHONE_NATIONAL_DIGITS_MAX) return null;
  return `${PHONE_COUNTRY_PREFIX}${national}`;
}
