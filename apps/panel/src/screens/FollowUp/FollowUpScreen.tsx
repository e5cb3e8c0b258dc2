import type { FollowupMessage } from '@agente/api';
import { type FollowupListItem, Stack } from '@agente/ui';
import { useServices } from '../../app/ServicesContext.tsx';
import { useToasts } from '../../app/toasts.tsx';
import { useListScreen } from '../listScreen/useListScreen.ts';
import { FollowUpView } from './FollowUpView.tsx';
import { FollowupHoursForm } from './FollowupHoursForm.tsx';
import { FOLLOWUP_COPY as COPY, FOLLOWUP_RESULTS } from './followUp.copy.ts';
import {
  EMPTY_FOLLOWUP_FORM,
  type FollowupFormValues,
  toFollowupInput,
  validateFollowup,
} from './followupForm.ts';
import { useFollowupHours } from './useFollowupHours.ts';

const toListItem = (message: FollowupMessage): FollowupListItem => ({
  id: message.id,
  mensagem: message.mensagem,
  delayLabel: COPY.delayInList(message.tempo),
  isActive: message.status,
});

/** /panel/follow-up — the follow-up messages (docs/panel-screens.md#follow-up). */
export default function FollowUpScreen() {
  const { api } = useServices();
  // Results show in the toast corner: the list below the form can be long.
  const toasts = useToasts();
  const screen = useListScreen({
    emptyValues: EMPTY_FOLLOWUP_FORM,
    validate: validateFollowup,
    texts: FOLLOWUP_RESULTS,
    announce: toasts,
    // Saves and switches load the list again rather than placing the answer in it.
    reloadAfterChange: true,
    calls: {
      load: () => api.followup.list(),
      create: (values) => api.followup.create(toFollowupInput(values)),
      update: (id, values) => api.followup.update(id, toFollowupInput(values)),
      // A dedicated status call.
      toggle: (message, active) => api.followup.setStatus(message.id, active),
      remove: (id) => api.followup.remove(id),
    },
  });
  const hours = useFollowupHours();
  const { context, send, items } = screen;
  const find = (id: number) => items.find((m) => m.id === id);
  const toggle = (id: number) => {
    const message = find(id);
    if (message) send({ type: 'user.toggle', item: message, active: !message.status });
  };
  const edit = (id: number) => {
    const message = find(id);
    if (!message) return;
    const { mensagem, tempo, status } = message;
    send({ type: 'user.edit', id, values: { mensagem, tempo, status } });
  };
  return (
    <Stack gap="xl">
      <FollowUpView
        {...screen.list}
        items={items.map(toListItem)}
        form={context.values}
        formErrors={context.fieldErrors}
        onFormChange={(values: Partial<FollowupFormValues>) => send({ type: 'user.change', values })}
        editingId={context.editingId}
        isSaving={screen.isSaving}
        onSubmit={screen.submit}
        onCancel={() => send({ type: 'user.cancelEdit' })}
        onToggleStatus={toggle}
        onEdit={edit}
        onRemove={(id) => send({ type: 'user.remove', id })}
        busyId={context.toggling?.item.id ?? context.confirmingId}
        isConfirmingRemove={context.confirmingId !== null}
      />
      <FollowupHoursForm {...hours} />
    </Stack>
  );
}
