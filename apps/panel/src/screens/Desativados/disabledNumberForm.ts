import type { DisabledNumber, DisabledNumberInput } from '@agente/api';
import { DISABLED_NAME_MAX_LENGTH, normalizePhoneBr, phoneDigits, phoneWithCountryCode } from '@agente/rules';
import type { DESATIVADOS_COPY } from './desativados.copy.ts';

export interface DisabledNumberFormValues {
  name: string;
  /** As masked in the field: (99) 9.9999-9999. */
  phone: string;
}

/** A field's problem, by its key in the copy's errors. */
export type DisabledNumberFieldError = keyof typeof DESATIVADOS_COPY.errors;
export type DisabledNumberFormErrors = Partial<
  Record<keyof DisabledNumberFormValues, DisabledNumberFieldError>
>;

export const EMPTY_DISABLED_FORM: DisabledNumberFormValues = { name: '', phone: '' };

export function validateDisabledNumber(values: DisabledNumberFormValues): DisabledNumberFormErrors {
  const errors: DisabledNumberFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'nameRequired';
  else if (name.length > DISABLED_NAME_MAX_LENGTH) errors.name = 'nameTooLong';
  if (!phoneDigits(values.phone)) errors.phone = 'phoneRequired';
  // Said at the field before anything is sent, instead of the server's refusal over the page.
  else if (normalizePhoneBr(values.phone) === null) errors.phone = 'phoneInvalid';
  return errors;
}

/** Non-digits stripped and 55 put in front when missing. */
export function toDisabledNumberInput(values: DisabledNumberFormValues): DisabledNumberInput {
  return { name: values.name.trim(), phone_block: phoneWithCountryCode(values.phone) };
}

/** Matches the name (any case) or the digits of the phone. */
export function matchesSearch(record: DisabledNumber, query: string): boolean {
  const text = query.trim().toLowerCase();
  if (!text) return true;
  const digits = phoneDigits(text);
  return record.name.toLowerCase().includes(text) || (digits !== '' && record.phone_block.includes(digits));
}
