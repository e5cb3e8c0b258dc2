import type { Objection } from '@agente/api';
import type { ObjectionListItem } from '@agente/ui';
import { useState } from 'react';
import { useServices } from '../../app/ServicesContext.tsx';
import { ProductNav } from '../ProductNav/ProductNav.tsx';
import { useRouteId } from '../shared/routeParams.ts';
import { useAction } from '../shared/useAction.ts';
import { useFeedback } from '../shared/useFeedback.ts';
import { useResource } from '../shared/useResource.ts';
import { ObjecoesView } from './ObjecoesView.tsx';
import { OBJECOES_COPY as COPY } from './objecoes.copy.ts';
import {
  EMPTY_OBJECTION_FORM,
  matchesSearch,
  type ObjectionFormErrors,
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
  const { api } = useServices();
  const productId = useRouteId() ?? 0;
  const objections = useResource(() => api.objections.list(productId), COPY.errors.load, [api, productId]);
  const action = useAction();
  const feedback = useFeedback();
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<ObjectionFormValues>(EMPTY_OBJECTION_FORM);
  const [formErrors, setFormErrors] = useState<ObjectionFormErrors>({});
  const [editingId, setEditingId] = useState<number | null>(null);
  const [confirmingId, setConfirmingId] = useState<number | null>(null);

  const all = objections.state.status === 'ready' ? objections.state.data : [];
  const replace = (saved: Objection) =>
    objections.update((list) => list.map((o) => (o.id === saved.id ? saved : o)));
  const resetForm = () => {
    setForm(EMPTY_OBJECTION_FORM);
    setFormErrors({});
    setEditingId(null);
  };

  const submit = () => {
    const errors = validateObjection(form);
    setFormErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const body = toObjectionInput(form);
    const id = editingId;
    if (id === null) {
      void action.run('save', () => api.objections.create(productId, body), {
        fallbackError: COPY.errors.create,
        onSuccess: (saved) => {
          objections.update((list) => [...list, saved]);
          feedback.show(COPY.success.created);
          resetForm();
        },
      });
    } else {
      void action.run('save', () => api.objections.update(productId, id, body), {
        fallbackError: COPY.errors.update,
        onSuccess: (saved) => {
          replace(saved);
          feedback.show(COPY.success.updated);
          resetForm();
        },
      });
    }
  };

  // The toggle sends the whole objection with the status flipped.
  const toggle = (id: number) => {
    const objection = all.find((o) => o.id === id);
    if (!objection) return;
    const status = objection.status === 'ativa' ? 'inativa' : 'ativa';
    void action.run(`item-${id}`, () => api.objections.update(productId, id, { ...objection, status }), {
      fallbackError: COPY.errors.toggle,
      onSuccess: (saved) => {
        replace(saved);
        feedback.show(saved.status === 'ativa' ? COPY.success.activated : COPY.success.deactivated);
      },
    });
  };

  const edit = (id: number) => {
    const objection = all.find((o) => o.id === id);
    if (!objection) return;
    setEditingId(id);
    setForm({ pergunta: objection.pergunta, resposta: objection.resposta, status: objection.status });
    setFormErrors({});
  };

  const confirmRemove = () => {
    const id = confirmingId;
    if (id === null) return;
    void action
      .run(`remove-${id}`, () => api.objections.remove(productId, id), {
        fallbackError: COPY.errors.remove,
        onSuccess: () => {
          objections.update((list) => list.filter((o) => o.id !== id));
          feedback.show(COPY.success.removed);
          if (editingId === id) resetForm();
        },
      })
      .then(() => setConfirmingId(null));
  };

  const busy = action.pendingKey?.match(/^item-(\d+)$/);
  const confirming = all.find((o) => o.id === confirmingId);
  return (
    <ObjecoesView
      nav={<ProductNav productId={productId} current="objecoes" />}
      status={objections.state.status}
      loadError={objections.state.status === 'error' ? objections.state.error : null}
      total={all.length}
      items={all.filter((o) => matchesSearch(o, search)).map(toListItem)}
      search={search}
      onSearchChange={setSearch}
      form={form}
      formErrors={formErrors}
      onFormChange={(change) => setForm((current) => ({ ...current, ...change }))}
      isEditing={editingId !== null}
      isSaving={action.pendingKey === 'save'}
      onSubmit={submit}
      onCancelEdit={resetForm}
      onToggleStatus={toggle}
      onEdit={edit}
      onRemove={setConfirmingId}
      busyId={busy ? Number(busy[1]) : null}
      confirming={confirming ? toListItem(confirming) : null}
      isDeleting={action.pendingKey?.startsWith('remove-') ?? false}
      onConfirmRemove={confirmRemove}
      onCancelRemove={() => setConfirmingId(null)}
      successMessage={feedback.message}
      errorMessage={action.error}
    />
  );
}
