import type { ProductNavLink } from '@agente/ui';
import { PATHS, pathTo } from '../../paths.ts';
import { PRODUCT_NAV_COPY } from './productNav.copy.ts';

export type ProductScreenId = 'produto' | 'ofertas' | 'fluxo' | 'objecoes' | 'kanban';

/** The bar's buttons, in their fixed order (docs/panel-screens.md#product-navigation), for product `id`. */
export function productNavLinks(id: number): ProductNavLink[] {
  return [
    { id: 'produto', label: PRODUCT_NAV_COPY.produto, href: pathTo(PATHS.product, { id }) },
    { id: 'ofertas', label: PRODUCT_NAV_COPY.ofertas, href: pathTo(PATHS.offers, { id }) },
    { id: 'fluxo', label: PRODUCT_NAV_COPY.fluxo, href: pathTo(PATHS.flow, { id }) },
    { id: 'objecoes', label: PRODUCT_NAV_COPY.objecoes, href: pathTo(PATHS.objections, { id }) },
    { id: 'kanban', label: PRODUCT_NAV_COPY.kanban, href: pathTo(PATHS.kanban, { id }) },
  ];
}
