import { LEAD_PHONE_DIGITS_MAX, LEAD_PHONE_DIGITS_MIN } from '../../constants.ts';
import { normalizePhone } from '../../disabled/phone.ts';

/** The lead's number as stored: 55 + DDD + number for a Brazilian one (as Desativados stores it), else its digits. */
export function leadPhoneOf(input: string): string | undefined {
  const digits = input.replace(/\D/g, '');
  if (digits.length < LEAD_PHONE_DIGITS_MIN || digits.length > LEAD_PHONE_DIGITS_MAX) return undefined;
  return normalizePhone(digits) ?? digits;
}
