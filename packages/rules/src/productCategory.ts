import * as CONTRACT_SCHEMAS from './contract.generated.ts';

/** The category of a product that fits none of the others; the account then says in its own words what it is. */
export const OTHER_PRODUCT_CATEGORY = 'Outros';

/** Said at the field when "Outros" is chosen and nothing says what the product is (the contract's message for it). */
export const PRODUCT_OTHER_CATEGORY_REQUIRED_MESSAGE =
  CONTRACT_SCHEMAS.ProductInput.categoria_outra.messages.type;

export interface CategorizedProduct {
  categoria: string;
  categoria_outra: string | null;
}

/**
 * The free text as stored: trimmed and kept only with "Outros", so a product moved to another category
 * forgets it; null when blank (the caller then refuses "Outros" with PRODUCT_OTHER_CATEGORY_REQUIRED_MESSAGE).
 */
export function otherCategoryText(categoria: string, text: string | null | undefined): string | null {
  if (categoria !== OTHER_PRODUCT_CATEGORY) return null;
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** What the product is, as people read it: the account's own words for an "Outros" product ("Doces"), else its category. */
export function productCategoryName(product: CategorizedProduct): string {
  return product.categoria === OTHER_PRODUCT_CATEGORY && product.categoria_outra
    ? product.categoria_outra
    : product.categoria;
}
