import type { Product, ProductCategory, ProductInput } from '@agente/api';
import { isApiError } from '@agente/api';
import {
  OTHER_PRODUCT_CATEGORY,
  otherCategoryText,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_OTHER_CATEGORY_MAX_LENGTH,
} from '@agente/rules';
import { MEUS_PRODUTOS_COPY } from './meusProdutos.copy.ts';

export interface ProductFormValues {
  nome_produto: string;
  /** null until the user picks one. */
  categoria: ProductCategory | null;
  /** "Qual é a categoria?": what an "Outros" product is ("Doces"); asked and sent only with "Outros". */
  categoria_outra: string;
  garantia: string;
  forma_pagamento: string;
  /** "Descrição e benefícios": plain text the agent reads; blank = none. */
  descricao: string;
}

export type ProductFormErrors = Partial<Record<keyof ProductFormValues, string>>;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  nome_produto: '',
  categoria: null,
  categoria_outra: '',
  garantia: '',
  forma_pagamento: '',
  descricao: '',
};

export function toProductForm(product: Product): ProductFormValues {
  return {
    nome_produto: product.nome_produto,
    categoria: product.categoria,
    categoria_outra: product.categoria_outra ?? '',
    garantia: product.garantia ?? '',
    forma_pagamento: product.forma_pagamento ?? '',
    descricao: product.descricao ?? '',
  };
}

/**
 * nome_produto required and at most 255 characters; categoria required, and with "Outros" its free text
 * (at most 40 characters); descricao at most 1000 characters.
 */
export function validateProduct(values: ProductFormValues): ProductFormErrors {
  const errors: ProductFormErrors = {};
  const copy = MEUS_PRODUTOS_COPY.errors;
  const name = values.nome_produto.trim();
  if (!name) errors.nome_produto = copy.nomeRequired;
  else if (name.length > PRODUCT_NAME_MAX_LENGTH) errors.nome_produto = copy.nomeTooLong;
  if (!values.categoria) errors.categoria = copy.categoriaRequired;
  if (values.categoria === OTHER_PRODUCT_CATEGORY) {
    const other = values.categoria_outra.trim();
    if (!other) errors.categoria_outra = copy.categoriaOutraRequired;
    else if (other.length > PRODUCT_OTHER_CATEGORY_MAX_LENGTH)
      errors.categoria_outra = copy.categoriaOutraTooLong;
  }
  if (values.descricao.trim().length > PRODUCT_DESCRIPTION_MAX_LENGTH)
    errors.descricao = copy.descricaoTooLong;
  return errors;
}

/** The body of POST/PUT /api/products; call only once validateProduct found nothing. */
export function toProductInput(values: ProductFormValues & { categoria: ProductCategory }): ProductInput {
  const optional = (text: string) => text.trim() || null;
  return {
    nome_produto: values.nome_produto.trim(),
    categoria: values.categoria,
    categoria_outra: otherCategoryText(values.categoria, values.categoria_outra),
    garantia: optional(values.garantia),
    forma_pagamento: optional(values.forma_pagamento),
    descricao: optional(values.descricao),
  };
}

const FOREIGN_KEY_VIOLATION = '23503';
const IN_USE_MESSAGE = /foreign key|still referenced/i;

/**
 * A delete refused because media, flow steps or objections still point at the product
 * (status 409 or 500, code 23503, or a message naming the foreign-key violation).
 */
export function isProductInUse(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.status === 409 ||
    error.status === 500 ||
    error.code === FOREIGN_KEY_VIOLATION ||
    IN_USE_MESSAGE.test(error.message)
  );
}
