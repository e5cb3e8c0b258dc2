import type { Objection } from '@agente/api';
import type { ObjectionListItem } from '@agente/ui';
import { useServices } from '../../app/ServicesContext.tsx';
import { useRouteId } from '../../hooks/useRouteId.ts';
import { useListScreen } from '../listScreen/useListScreen.ts';
import { ProductNav } from '../ProductNav/ProductNav.tsx';
import { ObjecoesView } from './ObjecoesView.tsx';
import { OBJECOES_RESULTS } from './objecoes.copy.ts';
import {
  EMPTY_OBJECTION_FORM,
  matchesSearch,
  type ObjectionFormValues,
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
  const screen = useListScreen({
    emptyValues: EMPTY_OBJECTION_FORM,
    validate: validateObjection,
    texts: OBJECOES_RESULTS,
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
  const { context, send, items } = screen;
  const find = (id: number) => items.find((o) => o.id === id);
  const toggle = (id: number) => {
    const objection = find(id);
    if (objection) send({ type: 'user.toggle', item: objection, active: objection.status !== 'ativa' });
  };
  const edit = (id: number) => {
    const objection = find(id);
    if (!objection) return;
    const { pergunta, resposta, status } = objection;
    send({ type: 'user.edit', id, values: { pergunta, resposta, status } });
  };
  const confirming = context.confirmingId === null ? undefined : find(context.confirmingId);
  return (
    <ObjecoesView
      {...screen.list}
      {...screen.results}
      nav={<ProductNav productId={productId} current="objecoes" />}
      total={items.length}
      items={items.filter((o) => matchesSearch(o, context.search)).map(toListItem)}
      search={context.search}
      onSearchChange={(search) => send({ type: 'user.search', search })}
      form={context.values}
      formErrors={context.fieldErrors}
      onFormChange={(values: Partial<ObjectionFormValues>) => send({ type: 'user.change', values })}
      isEditing={context.editingId !== null}
      isSaving={screen.isSaving}
      onSubmit={screen.submit}
      onCancelEdit={() => send({ type: 'user.cancelEdit' })}
      onToggleStatus={toggle}
      onEdit={edit}
      onRemove={(id) => send({ type: 'user.remove', id })}
      busyId={context.toggling?.item.id ?? null}
      confirming={confirming ? toListItem(confirming) : null}
    />
  );
}
