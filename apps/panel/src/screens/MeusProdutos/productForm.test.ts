import { ApiError } from '@agente/api';
import { describe, expect, it } from 'vitest';
import { categoryIcon, PRODUCT_CATEGORIES } from './productCategories.ts';
import { EMPTY_PRODUCT_FORM, isProductInUse, toProductInput, validateProduct } from './productForm.ts';

describe('validateProduct', () => {
  it('requires a name of at most 255 characters and a category', () => {
    expect(validateProduct(EMPTY_PRODUCT_FORM)).toEqual({
      nome_produto: 'Nome do produto é obrigatório',
      categoria: 'Categoria é obrigatória',
    });
    expect(validateProduct({ ...EMPTY_PRODUCT_FORM, nome_produto: '   ', categoria: 'Renda Extra' })).toEqual(
      {
        nome_produto: 'Nome do produto é obrigatório',
      },
    );
    expect(
      validateProduct({ ...EMPTY_PRODUCT_FORM, nome_produto: 'a'.repeat(256), categoria: 'Outros' })
        .nome_produto,
    ).toBe('Nome deve ter no máximo 255 caracteres');
    expect(
      validateProduct({ ...EMPTY_PRODUCT_FORM, nome_produto: 'a'.repeat(255), categoria: 'Renda Extra' }),
    ).toEqual({});
  });

  it('asks what an "Outros" product is, in at most 40 characters, and nothing for another category', () => {
    const outros = { ...EMPTY_PRODUCT_FORM, nome_produto: 'Bolo', categoria: 'Outros' as const };
    expect(validateProduct({ ...outros, categoria_outra: '  ' })).toEqual({
      categoria_outra: 'Informe a categoria',
    });
    expect(validateProduct({ ...outros, categoria_outra: 'c'.repeat(41) })).toEqual({
      categoria_outra: 'Categoria deve ter no máximo 40 caracteres',
    });
    expect(validateProduct({ ...outros, categoria_outra: ` ${'c'.repeat(40)} ` })).toEqual({});
    expect(validateProduct({ ...outros, categoria: 'Emagrecimento' })).toEqual({});
  });

  it('takes a description of up to 1000 characters', () => {
    const valid = {
      ...EMPTY_PRODUCT_FORM,
      nome_produto: 'Kit',
      categoria: 'Outros' as const,
      categoria_outra: 'Doces',
    };
    expect(validateProduct({ ...valid, descricao: 'd'.repeat(1000) })).toEqual({});
    expect(validateProduct({ ...valid, descricao: 'd'.repeat(1001) })).toEqual({
      descricao: 'Descrição deve ter no máximo 1000 caracteres',
    });
  });
});

describe('toProductInput', () => {
  it('trims the name and sends empty optional fields as null', () => {
    expect(
      toProductInput({
        nome_produto: ' Kit ',
        categoria: 'Outros',
        categoria_outra: ' Doces ',
        garantia: ' ',
        forma_pagamento: 'Pix',
        descricao: '  ',
      }),
    ).toEqual({
      nome_produto: 'Kit',
      categoria: 'Outros',
      categoria_outra: 'Doces',
      garantia: null,
      forma_pagamento: 'Pix',
      descricao: null,
    });
    expect(
      toProductInput({
        ...EMPTY_PRODUCT_FORM,
        nome_produto: 'Kit',
        categoria: 'Outros',
        descricao: ' Vegano.\n',
      }).descricao,
    ).toBe('Vegano.');
  });

  it('drops the words typed for "Outros" once another category is chosen', () => {
    const form = { ...EMPTY_PRODUCT_FORM, nome_produto: 'Kit', categoria_outra: 'Doces' };
    expect(toProductInput({ ...form, categoria: 'Renda Extra' }).categoria_outra).toBeNull();
  });
});

describe('isProductInUse', () => {
  it('recognises every form of the blocked delete (a product with leads or content)', () => {
    expect(isProductInUse(new ApiError(409, 'CONFLITO', 'x'))).toBe(true);
    expect(isProductInUse(new ApiError(500, 'ERRO', ''))).toBe(true);
    expect(isProductInUse(new ApiError(400, '23503', 'x'))).toBe(true);
    expect(isProductInUse(new ApiError(400, 'X', 'violates foreign key constraint'))).toBe(true);
    expect(isProductInUse(new ApiError(400, 'X', 'key is still referenced from table'))).toBe(true);
    expect(isProductInUse(new ApiError(404, 'NAO_ENCONTRADO', 'Produto não encontrado.'))).toBe(false);
    expect(isProductInUse(new Error('rede'))).toBe(false);
  });
});

describe('categories', () => {
  it('lists the eight categories in their fixed order, each with its own picture', () => {
    expect(PRODUCT_CATEGORIES).toEqual([
      'Tratamento Capilar',
      'Tratamento para Dores',
      'Tratamento para Varizes',
      'Emagrecimento',
      'Renda Extra',
      'Rejuvenescimento',
      'Suporte e Atendimento',
      'Outros',
    ]);
    expect(new Set(PRODUCT_CATEGORIES.map(categoryIcon)).size).toBe(8);
    expect(categoryIcon('Categoria nova')).toBe('box');
  });
});
