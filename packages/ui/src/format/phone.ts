import {
  DEFAULT_COUNTRY_CODE,
  PHONE_MASK_MAX_DIGITS,
  PHONE_MASK_MAX_INTERNATIONAL_DIGITS,
  PHONE_MIN_INTERNATIONAL_DIGITS,
} from '../constants.ts';
import { onlyDigits } from './digits.ts';

/** Whether the digits already carry the country code: 12 or more starting with 55. */
function carriesCountryCode(digits: string): boolean {
  return digits.length >= PHONE_MIN_INTERNATIONAL_DIGITS && digits.startsWith(DEFAULT_COUNTRY_CODE);
}

/**
 * Input mask "(99) 9.9999-9999", applied progressively while the user types:
 * "119" → "(11) 9", "11988887777" → "(11) 9.8888-7777". A number typed or pasted with the country
 * code keeps it: "5521912345678" → "+55 (21) 9.1234-5678" (never cut to its first 11 digits).
 * Extra digits are dropped.
 */
export function maskPhoneInput(value: string): string {
  const all = onlyDigits(value);
  const international = all.slice(0, PHONE_MASK_MAX_INTERNATIONAL_DIGITS);
  if (carriesCountryCode(international)) {
    return `+${DEFAULT_COUNTRY_CODE} ${maskLocal(international.slice(DEFAULT_COUNTRY_CODE.length))}`;
  }
  return maskLocal(all.slice(0, PHONE_MASK_MAX_DIGITS));
}

/** "(AA) N.NNNN-NNNN", progressively, for an area code and number without the country code. */
function maskLocal(digits: string): string {
  if (digits.length === 0) return '';
  const area = digits.slice(0, 2);
  const first = digits.slice(2, 3);
  const middle = digits.slice(3, 7);
  const last = digits.slice(7);
  let masked = `(${area}`;
  if (digits.length > 2) masked += `) ${first}`;
  if (digits.length > 3) masked += `.${middle}`;
  if (digits.length > 7) masked += `-${last}`;
  return masked;
}

/**
 * Display of a stored phone: "+CC (AA) N.NNNN-NNNN" when it has at least 12 digits
 * (5511988887777 → "+55 (11) 9.8888-7777"; a landline's 8 digits → "+55 (11) 3333-4444"),
 * otherwise the raw value unchanged.
 */
export function formatPhoneDisplay(value: string): string {
  const digits = onlyDigits(value);
  if (digits.length < PHONE_MIN_INTERNATIONAL_DIGITS) return value;
  const country = digits.slice(0, 2);
  const area = digits.slice(2, 4);
  const local = digits.slice(4);
  const head = local.slice(0, -4);
  const tail = local.slice(-4);
  const headShown = head.length === 5 ? `${head.slice(0, 1)}.${head.slice(1)}` : head;
  return `+${country} (${area}) ${headShown}-${tail}`;
}
