import type { DisabledNumber } from '@agente/api';
import { type DisabledNumberRow, formatDateTime, formatPhoneDisplay, maskPhoneInput } from '@agente/ui';
import { useServices } from '../../app/ServicesContext.tsx';
import { DISABLED_PAGE_SIZE } from '../../constants.ts';
import { paginate } from '../listScreen/paginate.ts';
import { useListScreen } from '../listScreen/useListScreen.ts';
import { DesativadosView } from './DesativadosView.tsx';
import { DESATIVADOS_RESULTS } from './desativados.copy.ts';
import {
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
  const screen = useListScreen({
    emptyValues: EMPTY_DISABLED_FORM,
    validate: validateDisabledNumber,
    texts: DESATIVADOS_RESULTS,
    // The server lists the most recent first.
    newItemsFirst: true,
    calls: {
      load: () => api.disabledNumbers.list(),
      create: (values) => api.disabledNumbers.create(toDisabledNumberInput(values)),
      remove: (id) => api.disabledNumbers.remove(id),
    },
  });
  const { context, send, items } = screen;
  const found = items.filter((record) => matchesSearch(record, context.search));
  const shown = paginate(found, context.page, DISABLED_PAGE_SIZE);
  const confirming = items.find((r) => r.id === context.confirmingId);
  return (
    <DesativadosView
      {...screen.list}
      {...screen.results}
      rows={shown.items.map(toRow)}
      total={items.length}
      page={shown.page}
      totalPages={shown.totalPages}
      onPageChange={(page) => send({ type: 'user.page', page })}
      search={context.search}
      onSearchChange={(search) => send({ type: 'user.search', search })}
      form={context.values}
      formErrors={context.fieldErrors}
      onNameChange={(name) => send({ type: 'user.change', values: { name } })}
      onPhoneChange={(phone) => send({ type: 'user.change', values: { phone: maskPhoneInput(phone) } })}
      isSaving={screen.isSaving}
      onSubmit={screen.submit}
      onRemove={(id) => send({ type: 'user.remove', id })}
      busyId={context.confirmingId}
      confirming={confirming ? toRow(confirming) : null}
    />
  );
}
