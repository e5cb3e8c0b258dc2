import type { FollowupHours } from '@agente/api';
import { SAO_PAULO_TIME_ZONE } from '@agente/rules';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/ServicesContext.tsx';
import { useToasts } from '../../app/toasts.tsx';
import { useAction } from '../../hooks/useAction.ts';
import { useResource } from '../../hooks/useResource.ts';
import type { FollowupHoursFormProps } from './FollowupHoursForm.tsx';
import { FOLLOWUP_COPY } from './followUp.copy.ts';
import { type FollowupHoursErrors, validateFollowupHours } from './followupHoursValues.ts';

const COPY = FOLLOWUP_COPY.hours;

/** Loads the follow-ups' window, keeps the edits and saves them: the props of FollowupHoursForm. */
export function useFollowupHours(): FollowupHoursFormProps {
  const { api } = useServices();
  const toasts = useToasts();
  const action = useAction();
  const hours = useResource(() => api.followup.hours(), COPY.loadFailed, [api]);
  const [form, setForm] = useState<FollowupHours | null>(null);
  const [errors, setErrors] = useState<FollowupHoursErrors>({});
  const loaded = hours.state.status === 'ready' ? hours.state.data : undefined;
  // The form shows what the server holds: on opening and after each save.
  useEffect(() => {
    if (loaded) setForm(loaded);
  }, [loaded]);

  const values = form ?? loaded ?? { inicio: '', fim: '', fuso: SAO_PAULO_TIME_ZONE };
  return {
    status: hours.state.status,
    loadError: hours.state.status === 'error' ? hours.state.error : undefined,
    onRetry: hours.reload,
    form: values,
    errors,
    onChange: (change) => setForm({ ...values, ...change }),
    isSaving: action.isPending,
    onSubmit: () => {
      const found = validateFollowupHours(values);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      void action.run('save', () => api.followup.saveHours(values), {
        fallbackError: COPY.saveFailed,
        onError: toasts.error,
        onSuccess: (saved) => {
          toasts.success(COPY.saved);
          setForm(saved);
        },
      });
    },
  };
}
