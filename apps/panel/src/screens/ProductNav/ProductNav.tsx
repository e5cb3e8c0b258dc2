import { ProductNavBar } from '@agente/ui';
import { useLocation } from 'wouter';
import { useServices } from '../../app/ServicesContext.tsx';
import { useResource } from '../../hooks/useResource.ts';
import { PATHS, pathTo } from '../../paths.ts';
import { PRODUCT_NAV_COPY } from './productNav.copy.ts';
import { type ProductScreenId, productNavLinks } from './productNavLinks.ts';

export interface ProductNavProps {
  productId: number;
  current: ProductScreenId;
  /**
   * The product's name for the "product › screen" line, when the screen has loaded the product anyway
   * (null while it loads). Left out, the bar reads the product itself.
   */
  productName?: string | null;
}

/**
 * The bar on the flow, offers, objections and kanban screens. On the kanban its own button is disabled
 * and Voltar goes to the product list; elsewhere Voltar returns to the previous page.
 */
export function ProductNav(props: ProductNavProps) {
  return props.productName === undefined ? (
    <ProductNavReadingName productId={props.productId} current={props.current} />
  ) : (
    <ProductNavWithName {...props} productName={props.productName} />
  );
}

function ProductNavReadingName({ productId, current }: ProductNavProps) {
  const { api } = useServices();
  const product = useResource(() => api.products.get(productId), PRODUCT_NAV_COPY.loadProductError, [
    api,
    productId,
  ]);
  const name = product.state.status === 'ready' ? product.state.data.nome_produto : null;
  return <ProductNavWithName productId={productId} current={current} productName={name} />;
}

function ProductNavWithName({ productId, current, productName }: ProductNavProps) {
  const [, navigate] = useLocation();
  const isKanban = current === 'kanban';
  const back = () => {
    // Opened directly (nothing to go back to): the product's own page is the natural way back.
    if (isKanban || window.history.length <= 1)
      navigate(isKanban ? PATHS.products : pathTo(PATHS.product, { id: productId }));
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
      productName={productName}
    />
  );
}
