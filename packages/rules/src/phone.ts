// The Brazilian phone rule: how a number is stored, checked and shown, for the server, the panel and the machines.

/** Brazil's country calling code: phones are stored as 55 + DDD + number, digits only. */
export const PHONE_COUNTRY_PREFIX = '55';
/** A Brazilian number without the country code: DDD + 8 (landline) or 9 (mobile) digits. */
export const PHONE_NATIONAL_DIGITS_MIN = 10;
export const PHONE_NATIONAL_DIGITS_MAX = 11;
/** An account's own WhatsApp number (profile, connection): 55 + DDD + a 9-digit mobile. */
export const ACCOUNT_PHONE_DIGITS = PHONE_COUNTRY_PREFIX.length + PHONE_NATIONAL_DIGITS_MAX;
/** Digits of a lead's number as the messaging app reports it (national or international). */
export const LEAD_PHONE_DIGITS_MIN = 8;
export const LEAD_PHONE_DIGITS_MAX = 15;

const DDD_DIGITS = 2;
const MOBILE_NINTH_DIGIT = '9';
/** Older WhatsApp numbers still come without the mobile's ninth digit; such a number starts with 6–9. */
const MOBILE_WITHOUT_NINTH = /^[6-9]\d{7}$/;

/** Digits only: '+55 (11) 9.8888-7777' → '5511988887777'. */
export const phoneDigits = (input: string): string => input.replace(/\D/g, '');

/**
 * A Brazilian phone as stored: 55 + DDD + number, digits only; null when it cannot be one.
 * Non-digits are stripped and the prefix 55 added if missing. A leading 55 counts as the country
 * code only when the digits are longer than a national number, so the DDD 55 (Rio Grande do Sul) survives.
 */
export function normalizePhoneBr(input: string): string | null {
  const digits = phoneDigits(input);
  const national =
    digits.startsWith(PHONE_COUNTRY_PREFIX) && digits.length > PHONE_NATIONAL_DIGITS_MAX
      ? digits.slice(PHONE_COUNTRY_PREFIX.length)
      : digits;
  if (national.length < PHONE_NATIONAL_DIGITS_MIN || national.length > PHONE_NATIONAL_DIGITS_MAX) return null;
  return `${PHONE_COUNTRY_PREFIX}${national}`;
}

/** An account's own number as stored: exactly 55 + DDD + 9 digits, digits only. */
export function isAccountPhone(phone: string): boolean {
  return (
    /^\d+$/.test(phone) && phone.length === ACCOUNT_PHONE_DIGITS && phone.startsWith(PHONE_COUNTRY_PREFIX)
  );
}

/**
 * A lead's number as stored: 55 + DDD + number for a Brazilian one (as Desativados stores it), else its digits
 * (a foreign lead); undefined when it has too few or too many digits to be a phone.
 */
export function leadPhoneOf(input: string): string | undefined {
  const digits = phoneDigits(input);
  if (digits.length < LEAD_PHONE_DIGITS_MIN || digits.length > LEAD_PHONE_DIGITS_MAX) return undefined;
  return normalizePhoneBr(digits) ?? digits;
}

/**
 * The stored spellings one Brazilian mobile may have: as stored, and with or without its ninth digit (WhatsApp
 * still reports some older numbers without it). Any other number has only its own spelling; none when it is no
 * phone at all.
 */
export function phoneSpellings(input: string): string[] {
  const stored = leadPhoneOf(input);
  if (stored === undefined) return [];
  if (!stored.startsWith(PHONE_COUNTRY_PREFIX)) return [stored];
  const area = stored.slice(0, PHONE_COUNTRY_PREFIX.length + DDD_DIGITS);
  const local = stored.slice(area.length);
  if (local.length === PHONE_NATIONAL_DIGITS_MAX - DDD_DIGITS && local.startsWith(MOBILE_NINTH_DIGIT)) {
    return [stored, `${area}${local.slice(1)}`];
  }
  if (MOBILE_WITHOUT_NINTH.test(local)) return [stored, `${area}${MOBILE_NINTH_DIGIT}${local}`];
  return [stored];
}

/** Whether two reported numbers name the same phone, the mobile's ninth digit present or not. */
export function isSamePhone(a: string, b: string): boolean {
  const left = phoneSpellings(a);
  const right = new Set(phoneSpellings(b));
  return left.some((spelling) => right.has(spelling));
}

/** Whether the digits already carry the country code: more than a national number's digits, starting with 55. */
const carriesCountryCode = (digits: string): boolean =>
  digits.length > PHONE_NATIONAL_DIGITS_MAX && digits.startsWith(PHONE_COUNTRY_PREFIX);

/**
 * The phone as a form sends it to be stored: 55 + digits only. The prefix is added unless the digits already
 * carry it (12 or more digits starting with 55), the exact inverse of phoneWithoutCountryCode. Empty stays empty.
 * The server still checks the result with normalizePhoneBr.
 */
export function phoneWithCountryCode(value: string): string {
  const digits = phoneDigits(value);
  if (digits.length === 0) return '';
  return carriesCountryCode(digits) ? digits : `${PHONE_COUNTRY_PREFIX}${digits}`;
}

/**
 * The phone as the user sees and edits it: without the leading 55, which is removed only when there are 12 or
 * more digits starting with 55 (so a DDD 55 alone is kept).
 */
export function phoneWithoutCountryCode(value: string): string {
  const digits = phoneDigits(value);
  return carriesCountryCode(digits) ? digits.slice(PHONE_COUNTRY_PREFIX.length) : digits;
}

/**
 * A phone as people read it in Brazil, from any spelling of it: a mobile "(11) 98765-4321", a landline
 * "(11) 3456-7890" (the 55 is left out), a number without its DDD "98765-4321"; a number of another country as
 * "+" and its digits ("+447911123456"), since its grouping depends on a country this rule does not know.
 * Anything with too few or too many digits to be a phone comes back as it was written.
 */
export function formatPhoneBr(input: string): string {
  const digits = phoneDigits(input);
  if (digits.length < LEAD_PHONE_DIGITS_MIN || digits.length > LEAD_PHONE_DIGITS_MAX) return input.trim();
  const brazilian = normalizePhoneBr(digits);
  if (brazilian !== null) {
    const national = brazilian.slice(PHONE_COUNTRY_PREFIX.length);
    return `(${national.slice(0, DDD_DIGITS)}) ${dashed(national.slice(DDD_DIGITS))}`;
  }
  return digits.length < PHONE_NATIONAL_DIGITS_MIN ? dashed(digits) : `+${digits}`;
}

/** A stored phone this long carries its country code (55 + DDD + 8 digits at least). */
const LEAD_CARD_INTERNATIONAL_DIGITS_MIN = 12;

/**
 * The phone on a lead's kanban card, as the product's specification draws it: "+CC (AA) N.NNNN-NNNN" when it has
 * at least 12 digits ("+55 (11) 9.8888-7777"; a landline's "+55 (11) 3333-4444"), otherwise as stored. Every other
 * screen shows formatPhoneBr's "(11) 98765-4321".
 */
export function formatPhoneLeadCard(input: string): string {
  const digits = phoneDigits(input);
  if (digits.length < LEAD_CARD_INTERNATIONAL_DIGITS_MIN) return input;
  const local = digits.slice(PHONE_COUNTRY_PREFIX.length + DDD_DIGITS);
  const head = local.slice(0, -4);
  const headShown = head.length === 5 ? `${head.slice(0, 1)}.${head.slice(1)}` : head;
  return `+${digits.slice(0, 2)} (${digits.slice(2, 4)}) ${headShown}-${local.slice(-4)}`;
}

/** "NNNN-NNNN" or "NNNNN-NNNN": the last four digits after a dash. */
const dashed = (local: string): string => `${local.slice(0, -4)}-${local.slice(-4)}`;
