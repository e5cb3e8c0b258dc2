import { describe, expect, it } from 'vitest';
import { storedPrice } from './price.ts';

describe('storedPrice', () => {
  it.each([
    [97.9, '97.90'],
    [0.29, '0.29'],
    [1, '1.00'],
    [0.005, '0.01'],
    [19.999, '20.00'],
    [99_999_999.99, '99999999.99'],
  ])('%d is stored as %s', (preco, expected) => {
    expect(storedPrice(preco)).toBe(expected);
  });

  it.each([0.004, 0, -1, Number.NaN])('%d rounds to nothing and is refused', (preco) => {
    expect(storedPrice(preco)).toBeNull();
  });
});
