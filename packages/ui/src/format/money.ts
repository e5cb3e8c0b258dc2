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

/** How a typed amount of money was read. */
export type MoneyInput =
  | { status: 'empty' }
  | { status: 'ok'; value: number }
  /** "10.555": a dot that may group thousands or separate decimals; the user must say which. */
  | { status: 'ambiguous' }
  | { status: 'invalid' };

/** "1.234,56", "1234,56", "1234" (comma decimals, optional dot thousands groups). */
const COMMA_DECIMALS = /^(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/;
/** "97.90", "97.9": one dot followed by one or two digits means reais and centavos. */
const DOT_DECIMALS = /^\d+\.\d{1,2}$/;
/** "10.555": one dot followed by three digits, read as either 10555 or 10,555. */
const DOT_THEN_THREE = /^\d{1,3}\.\d{3}$/;

/**
 * Reads an amount typed in reais. A comma is the decimal separator and dots group thousands
 * ("1.234,56"); one dot followed by one or two digits is also read as decimals ("97.90" → 97.9),
 * because that is what people type on a phone keypad. A single dot followed by three digits is
 * ambiguous and is never guessed. "R$" and spaces are ignored; more than two decimals is invalid.
 */
export function parseMoneyInput(text: string): MoneyInput {
  const compact = text.replace(/R\$/gi, '').replace(/\s/g, '');
  if (compact === '') return { status: 'empty' };
  if (DOT_DECIMALS.test(compact) && !DOT_THEN_THREE.test(compact)) {
    return { status: 'ok', value: Number(compact) };
  }
  if (DOT_THEN_THREE.test(compact)) return { status: 'ambiguous' };
  if (!COMMA_DECIMALS.test(compact)) return { status: 'invalid' };
  return { status: 'ok', value: Number(compact.replace(/\./g, '').replace(',', '.')) };
}

const moneyInputFormatter = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An amount as a money field shows it for editing: 1234.5 → "1.234,50" (read back by parseMoneyInput). */
export function formatMoneyInput(value: number): string {
  return moneyInputFormatter.format(value);
}
