/*
 * Money, written once for the whole product: how a price is rounded, shown and read back. The server, the panel,
 * the landing and the agent's model-text filter all go through these.
 */

/** Prices are kept to the cent (the database's numeric(12,2)). */
export const PRICE_DECIMALS = 2;
const CENTS_PER_REAL = 10 ** PRICE_DECIMALS;

/** A price in whole cents, rounded on the number so 0.29 (0.28999… in binary) is 29. */
export function priceCents(value: number): number {
  return Math.round(value * CENTS_PER_REAL);
}

/** A price rounded to the cent, as the panel sends it and the server stores it. */
export function roundPrice(value: number): number {
  return priceCents(value) / CENTS_PER_REAL;
}

const BRL = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: PRICE_DECIMALS,
  maximumFractionDigits: PRICE_DECIMALS,
});
const NO_BREAK_SPACE = /\u00a0/g;

/**
 * "R$ 97,90": reais with two decimals as a Brazilian reads them. A screen keeps Intl's no-break space after R$
 * ('no-break', so the sign never wraps away from the amount); a message to a lead gets a plain space.
 */
export function formatBrl(value: number, space: 'plain' | 'no-break' = 'plain'): string {
  const text = BRL.format(value);
  return space === 'no-break' ? text : text.replace(NO_BREAK_SPACE, ' ');
}

const BRL_FIELD = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: PRICE_DECIMALS,
  maximumFractionDigits: PRICE_DECIMALS,
});

/** An amount as a money field shows it for editing: 1234.5 → "1.234,50" (read back by parseBrl). */
export function formatBrlField(value: number): string {
  return BRL_FIELD.format(value);
}

/** How a written amount of reais was read. */
export type MoneyInput =
  | { status: 'empty' }
  | { status: 'ok'; value: number }
  /** "10.555": a dot that may group thousands or separate decimals; `value` is the thousands reading. */
  | { status: 'ambiguous'; value: number }
  | { status: 'invalid' };

/** "1.234,56", "1234,56", "1234" (comma decimals, optional dot thousands groups). */
const COMMA_DECIMALS = /^(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/;
/** "97.90", "97.9": one dot followed by one or two digits means reais and centavos. */
const DOT_DECIMALS = /^\d+\.\d{1,2}$/;
/** "10.555": one dot followed by three digits, read as either 10555 or 10,555. */
const DOT_THEN_THREE = /^\d{1,3}\.\d{3}$/;
/** "1,297.90": comma thousands groups and dot decimals, as an English text writes an amount. */
const ENGLISH_GROUPS = /^\d{1,3}(,\d{3})+\.\d{1,2}$/;

/**
 * Reads an amount written in reais. A comma is the decimal separator and dots group thousands ("1.234,56"); one
 * dot followed by one or two digits is also read as decimals ("97.90" → 97.9), because that is what people type
 * on a phone keypad. A single dot followed by three digits is ambiguous and never guessed. "R$" and spaces are
 * ignored; more than two decimals is invalid. 'either' also reads English grouping ("1,297.90"), which a text a
 * model wrote may hold; a field a Brazilian types in keeps 'pt-BR'.
 */
export function parseBrl(text: string, grouping: 'pt-BR' | 'either' = 'pt-BR'): MoneyInput {
  const compact = text.replace(/R\$/gi, '').replace(/\s/g, '');
  if (compact === '') return { status: 'empty' };
  if (DOT_THEN_THREE.test(compact)) return { status: 'ambiguous', value: Number(compact.replace('.', '')) };
  if (DOT_DECIMALS.test(compact)) return { status: 'ok', value: Number(compact) };
  if (COMMA_DECIMALS.test(compact)) {
    return { status: 'ok', value: Number(compact.replace(/\./g, '').replace(',', '.')) };
  }
  if (grouping === 'either' && ENGLISH_GROUPS.test(compact)) {
    return { status: 'ok', value: Number(compact.replace(/,/g, '')) };
  }
  return { status: 'invalid' };
}

/** What a money field shows once the user leaves it: an amount read one way only in pt-BR ("97.9" → "97,90"), else as typed. */
export function tidyBrlField(text: string): string {
  const read = parseBrl(text);
  return read.status === 'ok' ? formatBrlField(read.value) : text;
}
