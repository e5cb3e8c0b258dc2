// Phone input masks, applied while the user types: the digits a form keeps, in the shape people read.
import {
  ACCOUNT_PHONE_DIGITS,
  PHONE_NATIONAL_DIGITS_MAX,
  phoneDigits,
  phoneWithoutCountryCode,
} from './phone.ts';

const DDD_DIGITS = 2;
/** A local number up to this many digits is drawn "NNNN-NNNN"; a ninth digit moves the dash: "NNNNN-NNNN". */
const LANDLINE_LOCAL_DIGITS = 8;
const LAST_GROUP_DIGITS = 4;

/**
 * The DDD and number a mask draws: digits only, the country code 55 dropped when typed or pasted with it
 * (the form adds it back on submit), at most 11 digits.
 */
function maskedNational(value: string): string {
  return phoneWithoutCountryCode(phoneDigits(value).slice(0, ACCOUNT_PHONE_DIGITS)).slice(
    0,
    PHONE_NATIONAL_DIGITS_MAX,
  );
}

/** "(AA" while the DDD is typed, then "(AA) " and the local part as shaped. */
function withDdd(national: string, shapeLocal: (local: string) => string): string {
  if (national.length === 0) return '';
  const ddd = national.slice(0, DDD_DIGITS);
  if (national.length <= DDD_DIGITS) return `(${ddd}`;
  return `(${ddd}) ${shapeLocal(national.slice(DDD_DIGITS))}`;
}

/**
 * The mask of every phone input: "(11) 98765-4321" for a mobile, "(11) 3333-4444" for a landline, drawn as
 * the user types ("119876" → "(11) 9876"). Matches formatPhoneBr once the number is complete.
 */
export function maskPhoneBr(value: string): string {
  return withDdd(maskedNational(value), (local) => {
    if (local.length <= LAST_GROUP_DIGITS) return local;
    const head = local.length <= LANDLINE_LOCAL_DIGITS ? LAST_GROUP_DIGITS : local.length - LAST_GROUP_DIGITS;
    return `${local.slice(0, head)}-${local.slice(head)}`;
  });
}

/**
 * The mask "(99) 9.9999-9999", drawn as the user types ("119888" → "(11) 9.888"): the shape the disabled-number
 * form is required to use; every other phone input uses maskPhoneBr.
 */
export function maskPhoneBrDotted(value: string): string {
  return withDdd(maskedNational(value), (local) => {
    let masked = local.slice(0, 1);
    if (local.length > 1) masked += `.${local.slice(1, 5)}`;
    if (local.length > 5) masked += `-${local.slice(5)}`;
    return masked;
  });
}
