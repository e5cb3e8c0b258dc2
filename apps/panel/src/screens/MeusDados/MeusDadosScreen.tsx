import { checkoutUrlsForBuyer, formatPhoneBr } from '@agente/rules';
import { useRef, useState } from 'react';
import { useServices } from '../../app/ServicesContext.tsx';
import { useSession, useSessionActor } from '../../app/session.tsx';
import { useToasts } from '../../app/toasts.tsx';
import { useAction } from '../../hooks/useAction.ts';
import { siteConfig } from '../../siteConfig.ts';
import { MeusDadosView } from './MeusDadosView.tsx';
import { MEUS_DADOS_COPY as COPY } from './meusDados.copy.ts';
import { planBilling } from './planBilling.ts';
import {
  type ProfileFormErrors,
  type ProfileFormValues,
  toProfileForm,
  toUpdateMe,
  validateProfile,
} from './profileForm.ts';

/** /panel/meus-dados — view and edit the profile (docs/panel-screens.md#meus-dados). */
export default function MeusDadosScreen() {
  const { api } = useServices();
  const { user } = useSession();
  const session = useSessionActor();
  const action = useAction();
  // Results show in the toast corner, in view wherever the form was scrolled to.
  const toasts = useToasts();
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const [focusPassword, setFocusPassword] = useState(false);
  const [form, setForm] = useState<ProfileFormValues>(() => toProfileForm(user ?? { name: '', email: '' }));
  const [formErrors, setFormErrors] = useState<ProfileFormErrors>({});
  // The failed save's toast stays until closed; it belongs to the edit that failed, so it goes with it.
  const saveError = useRef<string | null>(null);
  // The day the page was opened: the plan's expiry is judged against it, as on the dashboard.
  const [today] = useState(() => new Date());

  // The panel layout renders screens only for a logged-in user.
  if (!user) return null;

  const closeSaveError = () => {
    if (saveError.current !== null) toasts.close(saveError.current);
    saveError.current = null;
  };

  /** Back to what is saved, without the messages of the edit that is dropped. */
  const reset = () => {
    setForm(toProfileForm(user));
    setFormErrors({});
    closeSaveError();
  };

  const edit = (atPassword = false) => {
    reset();
    setFocusPassword(atPassword);
    setMode('edit');
  };

  const cancel = () => {
    reset();
    setMode('view');
  };

  const submit = () => {
    const errors = validateProfile(form, user.email);
    setFormErrors(errors);
    if (Object.keys(errors).length > 0) return;
    // A new attempt answers for itself: the previous failure's message would only contradict it.
    closeSaveError();
    void action.run('save', () => api.auth.updateMe(toUpdateMe(form, user.user_phone)), {
      fallbackError: form.newPassword ? COPY.errors.passwordChange : COPY.errors.save,
      onError: (message) => {
        saveError.current = toasts.error(message);
      },
      onSuccess: (saved) => {
        session.send({ type: 'session.userUpdated', user: saved });
        setForm(toProfileForm(saved));
        setMode('view');
        toasts.success(COPY.success);
      },
    });
  };

  return (
    <MeusDadosView
      mode={mode}
      profile={{
        name: user.name,
        email: user.email,
        phone: user.user_phone ? formatPhoneBr(user.user_phone) : '',
      }}
      form={form}
      formErrors={formErrors}
      onChange={(field, value) => setForm((current) => ({ ...current, [field]: value }))}
      onEdit={() => edit()}
      onChangePassword={() => edit(true)}
      focusPassword={focusPassword}
      onCancel={cancel}
      onSubmit={submit}
      isSaving={action.pendingKey === 'save'}
      billing={planBilling(user, checkoutUrlsForBuyer(siteConfig.checkoutUrls, user.email), today)}
    />
  );
}
