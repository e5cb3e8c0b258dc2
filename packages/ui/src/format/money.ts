import { CURRENCY, LOCALE } from '../constants.ts';

const moneyFormatter = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const integerFormatter = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** R$ with two decimals in pt-BR: 1234.5 → "R$ 1.234,50" (Intl puts a no-break space after R$). */
export function formatMoney(value: number): string {
  return moneyFormatter.format(value);
}

/** Whole numbers with pt-BR thousands separators: 12345 → "12.345". */
export function formatInteger(value: number): string {
  return integerFormatter.format(value);
}
