import { useLocation, useSearch } from 'wouter';
import { useServices } from '../../app/ServicesContext.tsx';
import { useResource } from '../../hooks/useResource.ts';
import { PATHS } from '../../paths.ts';
import { KanbanView } from '../Kanban/KanbanView.tsx';
import { useKanbanBoard } from '../Kanban/useKanbanBoard.ts';
import { LeadsView, ProductFilter, type ProductFilterProps } from './LeadsView.tsx';
import { LEADS_COPY as COPY } from './leads.copy.ts';
import { leadsPath, productParam } from './leadsPath.ts';

/** One product's board under the product filter; keyed by the product, so another one starts afresh. */
function LeadsBoard({ filter }: { filter: ProductFilterProps }) {
  const board = useKanbanBoard(filter.productId);
  return <KanbanView {...board} titleOf={COPY.title} filter={<ProductFilter {...filter} />} />;
}

/** /panel/leads — the leads of every product, one product at a time (?produto=ID; the first one by default). */
export default function LeadsScreen() {
  const { api } = useServices();
  const [, navigate] = useLocation();
  const search = useSearch();
  const products = useResource(() => api.products.list(), COPY.loadProductsError, [api]);

  if (products.state.status === 'loading') return <LeadsView status="loading" />;
  if (products.state.status === 'error') {
    return <LeadsView status="error" error={products.state.error} onRetry={products.reload} />;
  }
  const choices = products.state.data.map((product) => ({ id: product.id, name: product.nome_produto }));
  const wanted = productParam(search);
  const productId = choices.find((choice) => choice.id === wanted)?.id ?? choices[0]?.id;
  if (productId === undefined) return <LeadsView status="empty" createProductHref={PATHS.products} />;
  return (
    <LeadsView
      status="ready"
      board={
        <LeadsBoard
          key={productId}
          filter={{
            products: choices,
            productId,
            onChange: (id) => navigate(leadsPath({ produto: id }), { replace: true }),
          }}
        />
      }
    />
  );
}
