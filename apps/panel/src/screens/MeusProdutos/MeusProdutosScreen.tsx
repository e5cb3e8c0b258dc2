import type { Product } from '@agente/api';
import { productCategoryName } from '@agente/rules';
import { useLocation } from 'wouter';
import { useServices } from '../../app/ServicesContext.tsx';
import { useResource } from '../../hooks/useResource.ts';
import { PATHS, pathTo } from '../../paths.ts';
import { MeusProdutosView, type ProductListItem } from './MeusProdutosView.tsx';
import { MEUS_PRODUTOS_COPY as COPY } from './meusProdutos.copy.ts';
import { categoryIcon } from './productCategories.ts';

const toListItem = (product: Product): ProductListItem => ({
  id: product.id,
  name: product.nome_produto,
  // An "Outros" product shows what the account wrote it is ("Doces"), under the "Outros" picture.
  category: productCategoryName(product),
  icon: categoryIcon(product.categoria),
  href: pathTo(PATHS.product, { id: product.id }),
  garantia: product.garantia ?? '',
  formaPagamento: product.forma_pagamento ?? '',
});

/** /panel/meus-produtos — the user's products. */
export default function MeusProdutosScreen() {
  const { api } = useServices();
  const [, navigate] = useLocation();
  const products = useResource(() => api.products.list(), COPY.errors.loadList, [api]);
  return (
    <MeusProdutosView
      status={products.state.status}
      loadError={products.state.status === 'error' ? products.state.error : null}
      products={products.state.status === 'ready' ? products.state.data.map(toListItem) : []}
      onNewProduct={() => navigate(pathTo(PATHS.product, { id: 'novo' }))}
      onRetry={products.reload}
    />
  );
}
