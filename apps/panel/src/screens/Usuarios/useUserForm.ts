import type { AdminUser, Api } from '@agente/api';
import type { UserEditField } from '@agente/ui';
import { useState } from 'react';
import { useAction } from '../../hooks/useAction.ts';
import { withPlan } from './planChoice.ts';
import type { UserFormState } from './UsuariosView.tsx';
import { EMPTY_USER_VALUES, toEditValues, toUserInput, validateUserValues } from './userAccounts.ts';
import { USUARIOS_COPY as COPY } from './usuarios.copy.ts';

export interface UserFormOptions {
  onUpdated: (user: AdminUser) => void;
  onCreated: (user: AdminUser) => void;
}

/** The edit / new account modal: open, saving, closed on success, open with the error on failure. */
export function useUserForm(api: Api, { onUpdated, onCreated }: UserFormOptions) {
  const action = useAction();
  const [form, setForm] = useState<UserFormState | null>(null);
  const [isOpen, setOpen] = useState(false);

  const open = (next: UserFormState) => {
    action.clearError();
    setForm(next);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    action.clearError();
  };

  const submit = () => {
    if (!form) return;
    const errors = validateUserValues(form.values);
    if (Object.keys(errors).length > 0) {
      setForm({ ...form, errors });
      return;
    }
    const body = toUserInput(form.values);
    const id = form.id;
    if (form.mode === 'edit' && id !== null) {
      void action.run('save', () => api.users.update(id, body), {
        fallbackError: COPY.errors.save,
        onSuccess: (saved) => {
          setOpen(false);
          onUpdated(saved);
        },
      });
      return;
    }
    void action.run('save', () => api.users.create(body), {
      fallbackError: COPY.errors.create,
      onSuccess: (created) => {
        setOpen(false);
        onCreated(created);
      },
    });
  };

  return {
    form,
    isOpen,
    isSaving: action.isPending,
    error: action.error,
    edit: (user: AdminUser) => open({ mode: 'edit', id: user.id, values: toEditValues(user) }),
    create: () => open({ mode: 'new', id: null, values: EMPTY_USER_VALUES }),
    change: (field: UserEditField, value: string) =>
      setForm((current) =>
        current
          ? {
              ...current,
              values: { ...current.values, [field]: value },
              errors: { ...current.errors, [field]: undefined },
            }
          : current,
      ),
    choosePlan: (planId: string) =>
      setForm((current) =>
        current
          ? {
              ...current,
              values: withPlan(current.values, planId),
              errors: {
                ...current.errors,
                conversas_plano: undefined,
                valor_plan: undefined,
                id_plan: undefined,
              },
            }
          : current,
      ),
    submit,
    // Not while saving: the modal's buttons are disabled then too.
    cancel: () => {
      if (!action.isPending) close();
    },
  };
}
