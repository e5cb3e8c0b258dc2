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

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** "R$ 97,90": reais as a Brazilian reads them, with a plain space (Intl puts a no-break space after R$). */
export function formatBrl(value: number): string {
  return BRL.format(value).replace(/\u00a0/g, ' ');
}
