import type { DisabledNumber } from '@agente/api';
import { type DisabledNumberRow, formatDateTime, formatPhoneDisplay, maskPhoneInput } from '@agente/ui';
import { useState } from 'react';
import { useServices } from '../../app/ServicesContext.tsx';
import { DISABLED_PAGE_SIZE } from '../shared/limits.ts';
import { paginate } from '../shared/pagination.ts';
import { useAction } from '../shared/useAction.ts';
import { useFeedback } from '../shared/useFeedback.ts';
import { useResource } from '../shared/useResource.ts';
import { DesativadosView } from './DesativadosView.tsx';
import { DESATIVADOS_COPY as COPY } from './desativados.copy.ts';
import {
  type DisabledNumberFormErrors,
  type DisabledNumberFormValues,
  EMPTY_DISABLED_FORM,
  matchesSearch,
  toDisabledNumberInput,
  validateDisabledNumber,
} from './disabledNumberForm.ts';

const toRow = (record: DisabledNumber): DisabledNumberRow => ({
  id: record.id,
  name: record.name,
  phone: formatPhoneDisplay(record.phone_block),
  dateTime: formatDateTime(record.data_hora),
});

/** /panel/desativados — numbers the agent must not message (docs/panel-screens.md#desativados). */
export default function DesativadosScreen() {
  const { api } = useServices();
  const records = useResource(() => api.disabledNumbers.list(), COPY.errors.load, [api]);
  const action = useAction();
  const feedback = useFeedback();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<DisabledNumberFormValues>(EMPTY_DISABLED_FORM);
  const [formErrors, setFormErrors] = useState<DisabledNumberFormErrors>({});
  const [confirmingId, setConfirmingId] = useState<number | null>(null);

  const all = records.state.status === 'ready' ? records.state.data : [];
  const found = all.filter((record) => matchesSearch(record, search));
  const shown = paginate(found, page, DISABLED_PAGE_SIZE);

  const submit = () => {
    const errors = validateDisabledNumber(form);
    setFormErrors(errors);
    if (Object.keys(errors).length > 0) return;
    void action.run('save', () => api.disabledNumbers.create(toDisabledNumberInput(form)), {
      fallbackError: COPY.errors.create,
      onSuccess: (created) => {
        // The server lists the most recent first.
        records.update((list) => [created, ...list]);
        feedback.show(COPY.success.created);
        setForm(EMPTY_DISABLED_FORM);
        setPage(1);
      },
    });
  };

  const confirmRemove = () => {
    const id = confirmingId;
    if (id === null) return;
    void action
      .run(`remove-${id}`, () => api.disabledNumbers.remove(id), {
        fallbackError: COPY.errors.remove,
        onSuccess: () => {
          records.update((list) => list.filter((r) => r.id !== id));
          feedback.show(COPY.success.removed);
        },
      })
      .then(() => setConfirmingId(null));
  };

  const confirming = all.find((r) => r.id === confirmingId);
  return (
    <DesativadosView
      status={records.state.status}
      loadError={records.state.status === 'error' ? records.state.error : null}
      rows={shown.items.map(toRow)}
      total={all.length}
      page={shown.page}
      totalPages={shown.totalPages}
      onPageChange={setPage}
      search={search}
      onSearchChange={(value) => {
        setSearch(value);
        setPage(1);
      }}
      form={form}
      formErrors={formErrors}
      onNameChange={(name) => setForm((f) => ({ ...f, name }))}
      onPhoneChange={(phone) => setForm((f) => ({ ...f, phone: maskPhoneInput(phone) }))}
      isSaving={action.pendingKey === 'save'}
      onSubmit={submit}
      onRemove={setConfirmingId}
      busyId={confirmingId}
      confirming={confirming ? toRow(confirming) : null}
      isDeleting={action.pendingKey?.startsWith('remove-') ?? false}
      onConfirmRemove={confirmRemove}
      onCancelRemove={() => setConfirmingId(null)}
      successMessage={feedback.message}
      errorMessage={action.error}
    />
  );
}
