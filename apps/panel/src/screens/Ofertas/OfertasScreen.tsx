import type { Offer } from '@agente/api';
import { formatMoney, type OfferListItem } from '@agente/ui';
import { useState } from 'react';
import { useServices } from '../../app/ServicesContext.tsx';
import { ProductNav } from '../ProductNav/ProductNav.tsx';
import { withScheme } from '../shared/externalLink.ts';
import { useRouteId } from '../shared/routeParams.ts';
import { useAction } from '../shared/useAction.ts';
import { useFeedback } from '../shared/useFeedback.ts';
import { useResource } from '../shared/useResource.ts';
import { OfertasView } from './OfertasView.tsx';
import { OFERTAS_COPY as COPY } from './ofertas.copy.ts';
import {
  EMPTY_OFFER_FORM,
  type OfferFormErrors,
  type OfferFormValues,
  toOfferForm,
  toOfferInput,
  validateOffer,
} from './offerForm.ts';

const toListItem = (offer: Offer): OfferListItem => ({
  id: offer.id,
  price: formatMoney(offer.preco),
  link: offer.link,
  href: withScheme(offer.link),
});

/** /panel/ofertas/:id — the product's offers (docs/panel-screens.md#ofertas). */
export default function OfertasScreen() {
  const { api } = useServices();
  const productId = useRouteId() ?? 0;
  const offers = useResource(() => api.offers.list(productId), COPY.errors.load, [api, productId]);
  const action = useAction();
  const feedback = useFeedback();
  const [form, setForm] = useState<OfferFormValues>(EMPTY_OFFER_FORM);
  const [formErrors, setFormErrors] = useState<OfferFormErrors>({});
  const [editingId, setEditingId] = useState<number | null>(null);
  const [confirmingId, setConfirmingId] = useState<number | null>(null);

  const list = offers.state.status === 'ready' ? offers.state.data : [];
  const resetForm = () => {
    setForm(EMPTY_OFFER_FORM);
    setFormErrors({});
    setEditingId(null);
  };

  const submit = () => {
    const errors = validateOffer(form);
    setFormErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const body = toOfferInput(form);
    const id = editingId;
    void action.run(
      'save',
      () => (id === null ? api.offers.create(productId, body) : api.offers.update(productId, id, body)),
      {
        fallbackError: COPY.errors.save,
        onSuccess: (saved) => {
          offers.update((current) =>
            id === null ? [...current, saved] : current.map((o) => (o.id === id ? saved : o)),
          );
          feedback.show(id === null ? COPY.success.created : COPY.success.updated);
          resetForm();
        },
      },
    );
  };

  const edit = (id: number) => {
    const offer = list.find((o) => o.id === id);
    if (!offer) return;
    setEditingId(id);
    setForm(toOfferForm(offer));
    setFormErrors({});
  };

  const confirmRemove = () => {
    const id = confirmingId;
    if (id === null) return;
    // The dialog stays open (its button spinning) until the server answers.
    void action
      .run(`remove-${id}`, () => api.offers.remove(productId, id), {
        fallbackError: COPY.errors.remove,
        onSuccess: () => {
          offers.update((current) => current.filter((o) => o.id !== id));
          feedback.show(COPY.success.removed);
          if (editingId === id) resetForm();
        },
      })
      .then(() => setConfirmingId(null));
  };

  const confirmingOffer = list.find((o) => o.id === confirmingId);
  return (
    <OfertasView
      nav={<ProductNav productId={productId} current="ofertas" />}
      status={offers.state.status}
      loadError={offers.state.status === 'error' ? offers.state.error : null}
      offers={list.map(toListItem)}
      form={form}
      formErrors={formErrors}
      isEditing={editingId !== null}
      isSaving={action.pendingKey === 'save'}
      onPrecoChange={(preco) => setForm((f) => ({ ...f, preco }))}
      onLinkChange={(link) => setForm((f) => ({ ...f, link }))}
      onSubmit={submit}
      onCancelEdit={resetForm}
      onEdit={edit}
      onRemove={setConfirmingId}
      confirming={confirmingOffer ? toListItem(confirmingOffer) : null}
      isDeleting={action.pendingKey?.startsWith('remove-') ?? false}
      onConfirmRemove={confirmRemove}
      onCancelRemove={() => setConfirmingId(null)}
      successMessage={feedback.message}
      errorMessage={action.error}
    />
  );
}
