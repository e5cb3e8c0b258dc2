import { LOCALE } from '../constants.ts';

const integerFormatter = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** Whole numbers with pt-BR thousands separators: 12345 → "12.345". */
export function formatInteger(value: number): string {
  return integerFormatter.format(value);
}
