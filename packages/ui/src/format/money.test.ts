import { describe, expect, it } from 'vitest';
import { formatInteger, formatMoney, formatMoneyInput, parseMoneyInput } from './money.ts';

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

describe('parseMoneyInput', () => {
  it.each([
    ['97,90', 97.9],
    ['97.90', 97.9],
    ['97.9', 97.9],
    ['R$ 1.234,56', 1234.56],
    ['1234', 1234],
    ['1.234.567', 1234567],
    ['0,5', 0.5],
  ])('reads %s as %d', (text, value) => {
    expect(parseMoneyInput(text)).toEqual({ status: 'ok', value });
  });

  it('never guesses a dot followed by three digits', () => {
    expect(parseMoneyInput('10.555')).toEqual({ status: 'ambiguous' });
    expect(parseMoneyInput('1.000')).toEqual({ status: 'ambiguous' });
  });

  it.each(['97,905', '9.79.0', '1,234.56', 'abc', '12,', '-5'])('refuses %s', (text) => {
    expect(parseMoneyInput(text)).toEqual({ status: 'invalid' });
  });

  it('tells an empty field apart', () => {
    expect(parseMoneyInput('  ')).toEqual({ status: 'empty' });
  });

  it('reads back what formatMoneyInput shows', () => {
    for (const value of [0.1, 97.9, 1234.5, 10555]) {
      expect(parseMoneyInput(formatMoneyInput(value))).toEqual({ status: 'ok', value });
    }
  });
});
