import type { DisabledNumber, DisabledNumberInput } from '@agente/api';
import { onlyDigits, phoneWithCountryCode } from '@agente/ui';
import { DISABLED_NAME_MAX_LENGTH } from '../shared/limits.ts';
import { DESATIVADOS_COPY } from './desativados.copy.ts';

export interface DisabledNumberFormValues {
  name: string;
  /** As masked in the field: (99) 9.9999-9999. */
  phone: string;
}

export type DisabledNumberFormErrors = Partial<Record<keyof DisabledNumberFormValues, string>>;

export const EMPTY_DISABLED_FORM: DisabledNumberFormValues = { name: '', phone: '' };

export function validateDisabledNumber(values: DisabledNumberFormValues): DisabledNumberFormErrors {
  const { errors: copy } = DESATIVADOS_COPY;
  const errors: DisabledNumberFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = copy.nameRequired;
  else if (name.length > DISABLED_NAME_MAX_LENGTH) errors.name = copy.nameTooLong;
  if (!onlyDigits(values.phone)) errors.phone = copy.phoneRequired;
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
  const digits = onlyDigits(text);
  return record.name.toLowerCase().includes(text) || (digits !== '' && record.phone_block.includes(digits));
}
