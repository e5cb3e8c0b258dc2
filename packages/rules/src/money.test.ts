import { describe, expect, it } from 'vitest';
import { formatBrl, formatBrlField, parseBrl, priceCents, roundPrice, tidyBrlField } from './money.ts';

// Intl separates "R$" from the amount with a no-break space.
const NBSP = '\u00a0';

describe('rounding', () => {
  it('rounds to the cent on the number, not on its binary digits', () => {
    expect(priceCents(0.29)).toBe(29);
    expect(roundPrice(19.999)).toBe(20);
    expect(roundPrice(97.905)).toBe(97.91);
  });
});

describe('formatBrl', () => {
  it('writes reais as a Brazilian reads them, with a plain space after R$', () => {
    expect(formatBrl(97.9)).toBe('R$ 97,90');
    expect(formatBrl(1234.5)).toBe('R$ 1.234,50');
  });

  it('keeps R$ and the amount together on a screen', () => {
    expect(formatBrl(147, 'no-break')).toBe(`R$${NBSP}147,00`);
    expect(formatBrl(1234.5, 'no-break')).toBe(`R$${NBSP}1.234,50`);
    expect(formatBrl(0.1 + 0.2, 'no-break')).toBe(`R$${NBSP}0,30`);
  });

  it('rounds to the cent', () => {
    expect(formatBrl(19.999)).toBe('R$ 20,00');
  });
});

describe('parseBrl', () => {
  it.each([
    ['97,90', 97.9],
    ['97.90', 97.9],
    ['97.9', 97.9],
    ['R$ 1.234,56', 1234.56],
    ['1234', 1234],
    ['1.234.567', 1234567],
    ['0,5', 0.5],
  ])('reads %s as %d', (text, value) => {
    expect(parseBrl(text)).toEqual({ status: 'ok', value });
  });

  it('never guesses a dot followed by three digits, and says what it would be as thousands', () => {
    expect(parseBrl('10.555')).toEqual({ status: 'ambiguous', value: 10555 });
    expect(parseBrl('1.000')).toEqual({ status: 'ambiguous', value: 1000 });
  });

  it.each(['97,905', '9.79.0', '1,234.56', 'abc', '12,', '-5', '1,297'])('refuses %s', (text) => {
    expect(parseBrl(text)).toEqual({ status: 'invalid' });
  });

  it('reads English grouping only when asked to', () => {
    expect(parseBrl('1,234.56', 'either')).toEqual({ status: 'ok', value: 1234.56 });
    expect(parseBrl('1,297', 'either')).toEqual({ status: 'invalid' });
    expect(parseBrl('97,90', 'either')).toEqual({ status: 'ok', value: 97.9 });
  });

  it('tells an empty field apart', () => {
    expect(parseBrl('  ')).toEqual({ status: 'empty' });
  });

  it('reads back what formatBrlField and formatBrl show', () => {
    for (const value of [0.1, 97.9, 1234.5, 10555]) {
      expect(parseBrl(formatBrlField(value))).toEqual({ status: 'ok', value });
      expect(parseBrl(formatBrl(value, 'no-break'))).toEqual({ status: 'ok', value });
    }
  });
});

describe('tidyBrlField', () => {
  it('shows an amount read one way only as pt-BR, and leaves anything else as typed', () => {
    expect(tidyBrlField('97.9')).toBe('97,90');
    expect(tidyBrlField('1234,5')).toBe('1.234,50');
    expect(tidyBrlField('10.555')).toBe('10.555');
    expect(tidyBrlField('abc')).toBe('abc');
  });
});
