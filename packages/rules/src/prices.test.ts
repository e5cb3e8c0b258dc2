import { describe, expect, it } from 'vitest';
import { formatBrl, priceCents, roundPrice } from './prices.ts';

describe('prices', () => {
  it('rounds to the cent on the number, not on its binary digits', () => {
    expect(priceCents(0.29)).toBe(29);
    expect(roundPrice(19.999)).toBe(20);
    expect(roundPrice(97.905)).toBe(97.91);
  });

  it('writes reais as a Brazilian reads them, with a plain space after R$', () => {
    expect(formatBrl(97.9)).toBe('R$ 97,90');
    expect(formatBrl(1234.5)).toBe('R$ 1.234,50');
  });
});
