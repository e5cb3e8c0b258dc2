import { PRICE_DECIMALS, priceCents } from '@agente/rules';

const SCALE = 10 ** PRICE_DECIMALS;

/**
 * The price as stored in numeric(12,2), or null when it rounds to nothing: 0.004 passes the contract's
 * "greater than zero" but would be saved as 0.00. Rounding happens on the number (priceCents), so 0.29 (0.28999…
 * in binary) is stored as 0.29.
 */
export function storedPrice(preco: number): string | null {
  const cents = priceCents(preco);
  if (!Number.isFinite(cents) || cents < 1) return null;
  return (cents / SCALE).toFixed(PRICE_DECIMALS);
}
