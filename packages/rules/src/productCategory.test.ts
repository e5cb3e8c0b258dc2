import { describe, expect, it } from 'vitest';
import { otherCategoryText, productCategoryName } from './productCategory.ts';

describe('otherCategoryText', () => {
  it('keeps the trimmed words of an "Outros" product', () => {
    expect(otherCategoryText('Outros', '  Doces ')).toBe('Doces');
  });

  it('is null for a blank text, which "Outros" then refuses', () => {
    expect(otherCategoryText('Outros', '   ')).toBeNull();
    expect(otherCategoryText('Outros', null)).toBeNull();
    expect(otherCategoryText('Outros', undefined)).toBeNull();
  });

  it('drops the text when another category is chosen', () => {
    expect(otherCategoryText('Emagrecimento', 'Doces')).toBeNull();
  });
});

describe('productCategoryName', () => {
  it('names an "Outros" product by what the account wrote', () => {
    expect(productCategoryName({ categoria: 'Outros', categoria_outra: 'Roupas' })).toBe('Roupas');
  });

  it('falls back to "Outros" when nothing was written (a product saved before the field existed)', () => {
    expect(productCategoryName({ categoria: 'Outros', categoria_outra: null })).toBe('Outros');
  });

  it('shows any other category as it is', () => {
    expect(productCategoryName({ categoria: 'Renda Extra', categoria_outra: null })).toBe('Renda Extra');
  });
});
