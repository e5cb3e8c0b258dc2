import type { Offer } from '@agente/api';
import { formatBrl } from '@agente/rules';
import type { OfferListItem } from '@agente/ui';
import { useServices } from '../../app/ServicesContext.tsx';
import { useToasts } from '../../app/toasts.tsx';
import { useRouteId } from '../../hooks/useRouteId.ts';
import { useListScreen } from '../listScreen/useListScreen.ts';
import { ProductNav } from '../ProductNav/ProductNav.tsx';
import { withScheme } from './externalLink.ts';
import { OfertasView } from './OfertasView.tsx';
import { OFERTAS_RESULTS } from './ofertas.copy.ts';
import { EMPTY_OFFER_FORM, toOfferForm, toOfferInput, validateOffer } from './offerForm.ts';

const toListItem = (offer: Offer): OfferListItem => ({
  id: offer.id,
  name: offer.nome_oferta,
  price: formatBrl(offer.preco, 'no-break'),
  link: offer.link,
  href: withScheme(offer.link),
});

/** /panel/ofertas/:id — the product's offers (docs/panel-screens.md#ofertas). */
export default function OfertasScreen() {
  const productId = useRouteId() ?? 0;
  return <ProductOffers key={productId} productId={productId} />;
}

function ProductOffers({ productId }: { productId: number }) {
  const { api } = useServices();
  // Results show in the toast corner, as on every screen; the page keeps a banner only for a list that failed to load.
  const toasts = useToasts();
  const screen = useListScreen({
    emptyValues: EMPTY_OFFER_FORM,
    validate: validateOffer,
    texts: OFERTAS_RESULTS,
    announce: toasts,
    toFormValues: toOfferForm,
    calls: {
      load: () => api.offers.list(productId),
      create: (values) => api.offers.create(productId, toOfferInput(values)),
      update: (id, values) => api.offers.update(productId, id, toOfferInput(values)),
      remove: (id) => api.offers.remove(productId, id),
    },
  });
  const { confirming } = screen;
  return (
    <OfertasView
      {...screen.view}
      {...screen.editing}
      nav={<ProductNav productId={productId} current="ofertas" />}
      items={screen.items.map(toListItem)}
      confirming={confirming ? toListItem(confirming) : null}
    />
  );
}
