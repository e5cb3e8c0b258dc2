import type { ProductNavLink } from '@agente/ui';
import { PRODUCT_NAV_COPY } from './productNav.copy.ts';

export type ProductScreenId = 'produto' | 'ofertas' | 'fluxo' | 'objecoes' | 'kanban';

/** Where the product list lives: the kanban's Voltar goes there. */
export const PRODUCT_LIST_PATH = '/panel/meus-produtos';

/** The bar's buttons, in their fixed order (docs/panel-screens.md#product-navigation), for product `id`. */
export function productNavLinks(id: number): ProductNavLink[] {
  return [
    { id: 'produto', label: PRODUCT_NAV_COPY.produto, href: `${PRODUCT_LIST_PATH}/${id}` },
    { id: 'ofertas', label: PRODUCT_NAV_COPY.ofertas, href: `/panel/ofertas/${id}` },
    { id: 'fluxo', label: PRODUCT_NAV_COPY.fluxo, href: `/panel/produto-detalhes/${id}` },
    { id: 'objecoes', label: PRODUCT_NAV_COPY.objecoes, href: `/panel/objecoes/${id}` },
    { id: 'kanban', label: PRODUCT_NAV_COPY.kanban, href: `/panel/kanban/${id}` },
  ];
}
