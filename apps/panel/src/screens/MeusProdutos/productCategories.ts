import type { ProductCategory } from '@agente/api';
import type { ProductIconName } from '@agente/ui';

/** Every category of the contract, with the picture its product cards show. */
export const CATEGORY_ICONS = {
  'Tratamento Capilar': 'hair',
  'Tratamento para Dores': 'pain',
  'Tratamento para Varizes': 'drop',
  Emagrecimento: 'scale',
  'Renda Extra': 'money',
  Rejuvenescimento: 'sparkles',
  'Suporte e Atendimento': 'headset',
  Outros: 'box',
} as const satisfies Record<ProductCategory, ProductIconName>;

/** The categories in the order the form's select lists them. */
export const PRODUCT_CATEGORIES = Object.keys(CATEGORY_ICONS) as ProductCategory[];

/** A category the panel does not know yet (a newer server) still gets a picture. */
export function categoryIcon(category: string): ProductIconName {
  return (CATEGORY_ICONS as Record<string, ProductIconName>)[category] ?? 'box';
}
