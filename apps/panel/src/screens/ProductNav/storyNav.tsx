import { ProductNavBar } from '@agente/ui';
import { PRODUCT_NAV_COPY } from './productNav.copy.ts';
import { type ProductScreenId, productNavLinks } from './productNavLinks.ts';

/** The product stories show. */
export const STORY_PRODUCT_NAME = 'Kit Bolo de Pote';

/** The product bar as a pure element for stories (no router): Voltar does nothing. */
export function storyProductNav(current: ProductScreenId, productId = 3) {
  return (
    <ProductNavBar
      aria-label={PRODUCT_NAV_COPY.label}
      backLabel={PRODUCT_NAV_COPY.back}
      onBack={() => undefined}
      links={productNavLinks(productId)}
      currentId={current}
      isCurrentDisabled={current === 'kanban'}
      productName={STORY_PRODUCT_NAME}
    />
  );
}
