import type { FollowupMessage } from '@agente/api';
import { type FollowupListItem, Link, Stack, Text } from '@agente/ui';
import { useServices } from '../../app/ServicesContext.tsx';
import { useToasts } from '../../app/toasts.tsx';
import { PATHS } from '../../paths.ts';
import { useListScreen } from '../listScreen/useListScreen.ts';
import { FollowUpView } from './FollowUpView.tsx';
import { FollowupHoursForm } from './FollowupHoursForm.tsx';
import { FOLLOWUP_COPY as COPY, FOLLOWUP_RESULTS } from './followUp.copy.ts';
import { EMPTY_FOLLOWUP_FORM, toFollowupForm, toFollowupInput, validateFollowup } from './followupForm.ts';
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
    toFormValues: toFollowupForm,
    isActive: (message) => message.status,
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
  const { context, confirming } = screen;
  return (
    <Stack gap="xl">
      <FollowUpView
        {...screen.view}
        {...screen.editing}
        items={screen.items.map(toListItem)}
        onToggleStatus={screen.onToggleStatus}
        busyId={context.toggling?.item.id ?? context.confirmingId}
        confirming={confirming ? toListItem(confirming) : null}
      />
      <FollowupHoursForm {...hours} />
      <Text>
        {COPY.salesHint} <Link href={PATHS.sales}>{COPY.salesLink}</Link>
      </Text>
    </Stack>
  );
}
