import { describe, expect, it } from 'vitest';
import { formatInteger, formatMoney } from './money.ts';

// Intl separates "R$" from the amount with a no-break space.
const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('shows reais with two decimals and pt-BR separators', () => {
    expect(formatMoney(147)).toBe(`R$${NBSP}147,00`);
    expect(formatMoney(1234.5)).toBe(`R$${NBSP}1.234,50`);
    expect(formatMoney(0.1 + 0.2)).toBe(`R$${NBSP}0,30`);
  });

  it('rounds to the cent', () => {
    expect(formatMoney(19.999)).toBe(`R$${NBSP}20,00`);
  });
});

describe('formatInteger', () => {
  it('groups thousands with dots', () => {
    expect(formatInteger(1_234_567)).toBe('1.234.567');
  });
});
