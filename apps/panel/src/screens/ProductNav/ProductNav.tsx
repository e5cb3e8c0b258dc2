import { ProductNavBar } from '@agente/ui';
import { useLocation } from 'wouter';
import { PRODUCT_NAV_COPY } from './productNav.copy.ts';
import { PRODUCT_LIST_PATH, type ProductScreenId, productNavLinks } from './productNavLinks.ts';

export interface ProductNavProps {
  productId: number;
  current: ProductScreenId;
}

/**
 * The bar on the flow, offers, objections and kanban screens. On the kanban its own button is disabled
 * and Voltar goes to the product list; elsewhere Voltar returns to the previous page.
 */
export function ProductNav({ productId, current }: ProductNavProps) {
  const [, navigate] = useLocation();
  const isKanban = current === 'kanban';
  const back = () => {
    // Opened directly (nothing to go back to): the product's own page is the natural way back.
    if (isKanban || window.history.length <= 1)
      navigate(isKanban ? PRODUCT_LIST_PATH : `${PRODUCT_LIST_PATH}/${productId}`);
    else window.history.back();
  };
  return (
    <ProductNavBar
      aria-label={PRODUCT_NAV_COPY.label}
      backLabel={PRODUCT_NAV_COPY.back}
      onBack={back}
      links={productNavLinks(productId)}
      currentId={current}
      isCurrentDisabled={isKanban}
    />
  );
}
