import { describe, expect, it } from 'vitest';
import { purchaseMark } from './purchaseMark.ts';

describe('the "comprou" mark', () => {
  it('says the amount and the offer when the sale named them', () => {
    expect(purchaseMark({ valor_centavos: 19_700, oferta: 'Kit 3 frascos' })).toBe(
      'Comprou · R$ 197,00 · Kit 3 frascos',
    );
    expect(purchaseMark({ valor_centavos: null, oferta: null })).toBe('Comprou');
  });
});
