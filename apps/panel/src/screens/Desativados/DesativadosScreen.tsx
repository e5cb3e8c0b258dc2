import type { DisabledNumber } from '@agente/api';
import { formatPhoneBr, maskPhoneBrDotted } from '@agente/rules';
import { type DisabledNumberRow, formatDateTime } from '@agente/ui';
import { useServices } from '../../app/ServicesContext.tsx';
import { useToasts } from '../../app/toasts.tsx';
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
  phone: formatPhoneBr(record.phone_block),
  dateTime: formatDateTime(record.data_hora),
});

/** /panel/desativados — numbers the agent must not message (docs/panel-screens.md#desativados). */
export default function DesativadosScreen() {
  const { api } = useServices();
  // Results show in the toast corner, as on every screen; the page keeps a banner only for a list that failed to load.
  const toasts = useToasts();
  const screen = useListScreen({
    emptyValues: EMPTY_DISABLED_FORM,
    validate: validateDisabledNumber,
    texts: DESATIVADOS_RESULTS,
    announce: toasts,
    // The server lists the most recent first.
    newItemsFirst: true,
    calls: {
      load: () => api.disabledNumbers.list(),
      create: (values) => api.disabledNumbers.create(toDisabledNumberInput(values)),
      remove: (id) => api.disabledNumbers.remove(id),
    },
  });
  const { context, send, items, confirming } = screen;
  const found = items.filter((record) => matchesSearch(record, context.search));
  const shown = paginate(found, context.page, DISABLED_PAGE_SIZE);
  const { onFormChange } = screen.view;
  return (
    <DesativadosView
      {...screen.view}
      {...screen.searching}
      items={shown.items.map(toRow)}
      page={shown.page}
      totalPages={shown.totalPages}
      onPageChange={(page) => send({ type: 'user.page', page })}
      onFormChange={({ phone, ...change }) =>
        // The dotted mask, unlike every other phone input, because the product spec requires it for this form.
        onFormChange(phone === undefined ? change : { ...change, phone: maskPhoneBrDotted(phone) })
      }
      busyId={context.confirmingId}
      confirming={confirming ? toRow(confirming) : null}
    />
  );
}
