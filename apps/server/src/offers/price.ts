import { OFFER_PRICE_DECIMALS } from '../constants.ts';

const SCALE = 10 ** OFFER_PRICE_DECIMALS;

/**
 * The price as stored in numeric(12,2), or null when it rounds to nothing: 0.004 passes the contract's
 * "greater than zero" but would be saved as 0.00. Rounding happens here, on a number, so 0.29 (0.28999… in
 * binary) is stored as 0.29.
 */
export function storedPrice(preco: number): string | null {
  const cents = Math.round(preco * SCALE);
  if (!Number.isFinite(cents) || cents < 1) return null;
  return (cents / SCALE).toFixed(OFFER_PRICE_DECIMALS);
}
