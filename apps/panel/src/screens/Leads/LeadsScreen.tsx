import { lazyModule, useLazyModule } from '@agente/ui';
import { useLocation, useSearch } from 'wouter';
import { useServices } from '../../app/ServicesContext.tsx';
import { useResource } from '../../hooks/useResource.ts';
import { PATHS } from '../../paths.ts';
import { KanbanBoardScreen } from '../Kanban/KanbanBoardScreen.tsx';
import { useAccountTags } from '../Kanban/useAccountTags.ts';
import { LeadsView, ProductFilter } from './LeadsView.tsx';
import { LEADS_COPY as COPY } from './leads.copy.ts';
import { leadParam, leadsPath, productParam } from './leadsPath.ts';

/**
 * The lead's dialog (react-aria's modal, overlay and focus code) is fetched only when a link opens a lead, beside
 * the lead's read, never with the board alone.
 */
const leadDialog = lazyModule(() => import('./leadDialog.ts'));

/** The link to a first product: fetched once the products' read says there is none (the spinner stays till then). */
const createProduct = lazyModule(() => import('./CreateProductLink.tsx'));

/**
 * /panel/leads — the leads of every product, one product at a time (?produto=ID; the first one by default).
 * ?lead=ID or ?telefone=PHONE (the dashboard's and a conversation's links) opens that lead over its product's board.
 */
export default function LeadsScreen() {
  const { api } = useServices();
  const [, navigate] = useLocation();
  const search = useSearch();
  const products = useResource(() => api.products.list(), COPY.loadProductsError, [api]);
  const tags = useAccountTags();
  const wantedLead = leadParam(search);
  const leadKey =
    wantedLead && ('lead' in wantedLead ? `id:${wantedLead.lead}` : `tel:${wantedLead.telefone}`);
  const located = useResource(
    () =>
      wantedLead === null
        ? Promise.resolve(null)
        : 'lead' in wantedLead
          ? api.kanban.lead(wantedLead.lead)
          : api.kanban.leadByPhone(wantedLead.telefone),
    COPY.lead.loadError,
    [api, leadKey],
  );
  const leadFound = located.state.status === 'ready' ? located.state.data : null;
  const dialog = useLazyModule(leadDialog, Boolean(leadKey));
  const noProducts = products.state.status === 'ready' && products.state.data.length === 0;
  const empty = useLazyModule(createProduct, noProducts);

  if (products.state.status === 'loading') return <LeadsView status="loading" />;
  if (products.state.status === 'error') {
    return <LeadsView status="error" error={products.state.error} onRetry={products.reload} />;
  }
  const choices = products.state.data.map((product) => ({ id: product.id, name: product.nome_produto }));
  // The lead's own product comes first: the board behind the lead's dialog is where the lead is.
  const wanted = leadFound?.id_produto ?? productParam(search);
  const productId = choices.find((choice) => choice.id === wanted)?.id ?? choices[0]?.id;
  if (productId === undefined) {
    if (!empty) return <LeadsView status="loading" />;
    return <LeadsView status="empty" createProductLink={<empty.CreateProductLink href={PATHS.products} />} />;
  }
  const closeLead = () => navigate(leadsPath({ produto: productId }), { replace: true });
  return (
    <>
      {leadKey && dialog && (
        <dialog.LeadDetailsView
          onClose={closeLead}
          {...(located.state.status === 'ready' && located.state.data
            ? { status: 'ready' as const, lead: dialog.leadDetails(located.state.data) }
            : located.state.status === 'error'
              ? { status: 'error' as const, error: located.state.error }
              : { status: 'loading' as const })}
        />
      )}
      <LeadsView
        status="ready"
        board={
          <KanbanBoardScreen
            key={`${productId}-${tags.changes}`}
            productId={productId}
            tags={tags}
            titleOf={COPY.title}
            filter={
              <ProductFilter
                products={choices}
                productId={productId}
                onChange={(id) => navigate(leadsPath({ produto: id }), { replace: true })}
              />
            }
          />
        }
      />
    </>
  );
}
