import type { FollowupMessage } from '@agente/api';
import type { FollowupListItem } from '@agente/ui';
import { useState } from 'react';
import { useServices } from '../../app/ServicesContext.tsx';
import { useAction } from '../shared/useAction.ts';
import { useFeedback } from '../shared/useFeedback.ts';
import { useResource } from '../shared/useResource.ts';
import { FollowUpView } from './FollowUpView.tsx';
import { FOLLOWUP_COPY as COPY } from './followUp.copy.ts';
import {
  EMPTY_FOLLOWUP_FORM,
  type FollowupFormErrors,
  type FollowupFormValues,
  toFollowupInput,
  validateFollowup,
} from './followupForm.ts';

const toListItem = (message: FollowupMessage): FollowupListItem => ({
  id: message.id,
  mensagem: message.mensagem,
  delayLabel: COPY.delayInList(message.tempo),
  isActive: message.status,
});

/** /panel/follow-up — the follow-up messages (docs/panel-screens.md#follow-up). */
export default function FollowUpScreen() {
  const { api } = useServices();
  const messages = useResource(() => api.followup.list(), COPY.errors.load, [api]);
  const action = useAction();
  const feedback = useFeedback();
  const [form, setForm] = useState<FollowupFormValues>(EMPTY_FOLLOWUP_FORM);
  const [formErrors, setFormErrors] = useState<FollowupFormErrors>({});
  const [editingId, setEditingId] = useState<number | null>(null);
  const [confirmingId, setConfirmingId] = useState<number | null>(null);

  const all = messages.state.status === 'ready' ? messages.state.data : [];
  const reset = () => {
    setForm(EMPTY_FOLLOWUP_FORM);
    setFormErrors({});
    setEditingId(null);
  };

  const submit = () => {
    const errors = validateFollowup(form);
    setFormErrors(errors);
    if (errors.mensagem) return;
    const body = toFollowupInput(form);
    const id = editingId;
    void action.run('save', () => (id === null ? api.followup.create(body) : api.followup.update(id, body)), {
      fallbackError: COPY.errors.save,
      onSuccess: () => {
        messages.reload();
        feedback.show(id === null ? COPY.success.created : COPY.success.updated);
        reset();
      },
    });
  };

  // A dedicated status call, then the list reloads.
  const toggle = (id: number) => {
    const message = all.find((m) => m.id === id);
    if (!message) return;
    void action.run(`item-${id}`, () => api.followup.setStatus(id, !message.status), {
      fallbackError: COPY.errors.status,
      onSuccess: () => messages.reload(),
    });
  };

  const edit = (id: number) => {
    const message = all.find((m) => m.id === id);
    if (!message) return;
    setEditingId(id);
    setForm({ mensagem: message.mensagem, tempo: message.tempo, status: message.status });
    setFormErrors({});
  };

  const confirmRemove = () => {
    const id = confirmingId;
    if (id === null) return;
    void action
      .run(`remove-${id}`, () => api.followup.remove(id), {
        fallbackError: COPY.errors.remove,
        onSuccess: () => {
          messages.update((list) => list.filter((m) => m.id !== id));
          feedback.show(COPY.success.removed);
          if (editingId === id) reset();
        },
      })
      .then(() => setConfirmingId(null));
  };

  const busy = action.pendingKey?.match(/^item-(\d+)$/);
  return (
    <FollowUpView
      status={messages.state.status}
      loadError={messages.state.status === 'error' ? messages.state.error : null}
      items={all.map(toListItem)}
      form={form}
      formErrors={formErrors}
      onFormChange={(change) => setForm((current) => ({ ...current, ...change }))}
      editingId={editingId}
      isSaving={action.pendingKey === 'save'}
      onSubmit={submit}
      onCancel={reset}
      onToggleStatus={toggle}
      onEdit={edit}
      onRemove={setConfirmingId}
      busyId={busy ? Number(busy[1]) : confirmingId}
      isConfirmingRemove={confirmingId !== null}
      isDeleting={action.pendingKey?.startsWith('remove-') ?? false}
      onConfirmRemove={confirmRemove}
      onCancelRemove={() => setConfirmingId(null)}
      successMessage={feedback.message}
      errorMessage={action.error}
    />
  );
}
