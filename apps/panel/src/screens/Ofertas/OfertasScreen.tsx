import type { Offer } from '@agente/api';
import { formatBrl } from '@agente/rules';
import type { OfferListItem } from '@agente/ui';
import { useServices } from '../../app/ServicesContext.tsx';
import { useRouteId } from '../../hooks/useRouteId.ts';
import { useListScreen } from '../listScreen/useListScreen.ts';
import { ProductNav } from '../ProductNav/ProductNav.tsx';
import { withScheme } from './externalLink.ts';
import { OfertasView } from './OfertasView.tsx';
import { OFERTAS_RESULTS } from './ofertas.copy.ts';
import {
  EMPTY_OFFER_FORM,
  type OfferFormValues,
  toOfferForm,
  toOfferInput,
  validateOffer,
} from './offerForm.ts';

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
  const screen = useListScreen({
    emptyValues: EMPTY_OFFER_FORM,
    validate: validateOffer,
    texts: OFERTAS_RESULTS,
    calls: {
      load: () => api.offers.list(productId),
      create: (values) => api.offers.create(productId, toOfferInput(values)),
      update: (id, values) => api.offers.update(productId, id, toOfferInput(values)),
      remove: (id) => api.offers.remove(productId, id),
    },
  });
  const { context, send, items } = screen;
  const change = (values: Partial<OfferFormValues>) => send({ type: 'user.change', values });
  const edit = (id: number) => {
    const offer = items.find((o) => o.id === id);
    if (offer) send({ type: 'user.edit', id, values: toOfferForm(offer) });
  };
  const confirming = items.find((o) => o.id === context.confirmingId);
  return (
    <OfertasView
      {...screen.list}
      {...screen.results}
      nav={<ProductNav productId={productId} current="ofertas" />}
      offers={items.map(toListItem)}
      form={context.values}
      formErrors={context.fieldErrors}
      isEditing={context.editingId !== null}
      isSaving={screen.isSaving}
      onNomeChange={(nome) => change({ nome })}
      onPrecoChange={(preco) => change({ preco })}
      onLinkChange={(link) => change({ link })}
      onSubmit={screen.submit}
      onCancelEdit={() => send({ type: 'user.cancelEdit' })}
      onEdit={edit}
      onRemove={(id) => send({ type: 'user.remove', id })}
      confirming={confirming ? toListItem(confirming) : null}
    />
  );
}
