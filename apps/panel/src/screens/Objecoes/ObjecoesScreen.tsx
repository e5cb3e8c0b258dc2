import type { Objection } from '@agente/api';
import type { ObjectionListItem } from '@agente/ui';
import { useServices } from '../../app/ServicesContext.tsx';
import { useToasts } from '../../app/toasts.tsx';
import { useRouteId } from '../../hooks/useRouteId.ts';
import { useListScreen } from '../listScreen/useListScreen.ts';
import { ProductNav } from '../ProductNav/ProductNav.tsx';
import { ObjecoesView } from './ObjecoesView.tsx';
import { OBJECOES_RESULTS } from './objecoes.copy.ts';
import {
  EMPTY_OBJECTION_FORM,
  matchesSearch,
  toObjectionForm,
  toObjectionInput,
  validateObjection,
} from './objectionForm.ts';

const toListItem = (objection: Objection): ObjectionListItem => ({
  id: objection.id,
  pergunta: objection.pergunta,
  resposta: objection.resposta,
  isActive: objection.status === 'ativa',
});

/** /panel/objecoes/:id — the product's objections (docs/panel-screens.md#objections). */
export default function ObjecoesScreen() {
  const productId = useRouteId() ?? 0;
  return <ProductObjections key={productId} productId={productId} />;
}

function ProductObjections({ productId }: { productId: number }) {
  const { api } = useServices();
  // Results show in the toast corner, as on every screen; the page keeps a banner only for a list that failed to load.
  const toasts = useToasts();
  const screen = useListScreen({
    emptyValues: EMPTY_OBJECTION_FORM,
    validate: validateObjection,
    texts: OBJECOES_RESULTS,
    announce: toasts,
    toFormValues: toObjectionForm,
    isActive: (objection) => objection.status === 'ativa',
    calls: {
      load: () => api.objections.list(productId),
      create: (values) => api.objections.create(productId, toObjectionInput(values)),
      update: (id, values) => api.objections.update(productId, id, toObjectionInput(values)),
      // The switch sends the whole objection with the status flipped.
      toggle: (objection, active) =>
        api.objections.update(productId, objection.id, {
          ...objection,
          status: active ? 'ativa' : 'inativa',
        }),
      remove: (id) => api.objections.remove(productId, id),
    },
  });
  const { context, confirming } = screen;
  return (
    <ObjecoesView
      {...screen.view}
      {...screen.editing}
      {...screen.searching}
      nav={<ProductNav productId={productId} current="objecoes" />}
      items={screen.items.filter((o) => matchesSearch(o, context.search)).map(toListItem)}
      onToggleStatus={screen.onToggleStatus}
      busyId={context.toggling?.item.id ?? null}
      confirming={confirming ? toListItem(confirming) : null}
    />
  );
}
