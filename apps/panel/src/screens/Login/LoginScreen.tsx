import { messageText } from '@agente/machines';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { afterLoginPath, cameFromPasswordReset, DEFAULT_AFTER_LOGIN } from '../../app/redirect.ts';
import { useServices } from '../../app/ServicesContext.tsx';
import { useSession, useSessionActor } from '../../app/session.tsx';
import { LoginView } from './LoginView.tsx';
import { LOGIN_COPY as COPY } from './login.copy.ts';
import { type LoginFormErrors, type LoginFormValues, validateLogin } from './loginForm.ts';
import { usePasswordRecovery } from './usePasswordRecovery.ts';

const TOKEN_PARAM = 'token';

/**
 * /login — email and password, the recovery modal, and the administrator's access link: with a
 * session already open in this browser, the link asks before replacing it.
 */
export default function LoginScreen() {
  const { api } = useServices();
  const session = useSession();
  const sessionActor = useSessionActor();
  const search = useSearch();
  const [, navigate] = useLocation();
  const recovery = usePasswordRecovery(api);
  const [values, setValues] = useState<LoginFormValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginFormErrors>({});

  const params = new URLSearchParams(search);
  const hasToken = params.has(TOKEN_PARAM);
  const token = params.get(TOKEN_PARAM);

  // The token of the link is tried once (React may run effects twice in development).
  const triedToken = useRef<string | null>(null);
  useEffect(() => {
    if (!hasToken || triedToken.current === token) return;
    triedToken.current = token;
    sessionActor.send({ type: 'session.tokenLogin', token });
  }, [hasToken, token, sessionActor]);

  // Logged in (now, or already when the page opened): on to the requested page, or /panel.
  useEffect(() => {
    if (session.status !== 'authenticated' || !sessionActor.getSnapshot().matches('authenticated')) return;
    navigate(hasToken ? DEFAULT_AFTER_LOGIN : afterLoginPath(search), { replace: true });
  }, [session.status, sessionActor, navigate, hasToken, search]);

  const submit = () => {
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    sessionActor.send({ type: 'session.login', email: values.email.trim(), password: values.password });
  };

  // While the link is checked, and behind the question about it, only the progress message shows.
  const isCheckingToken =
    hasToken && ['checking', 'authenticated', 'confirmingLink'].includes(session.status);
  const replaceSession =
    session.status === 'confirmingLink' && session.user
      ? {
          accountName: session.linkAccountName ?? '',
          currentAccount: `${session.user.name} (${session.user.email})`,
        }
      : null;
  return (
    <LoginView
      isCheckingToken={isCheckingToken}
      replaceSession={replaceSession}
      onConfirmReplace={() => sessionActor.send({ type: 'session.linkConfirmed' })}
      onDeclineReplace={() => sessionActor.send({ type: 'session.linkDeclined' })}
      values={values}
      errors={errors}
      onEmailChange={(email) => setValues((v) => ({ ...v, email }))}
      onPasswordChange={(password) => setValues((v) => ({ ...v, password }))}
      onSubmit={submit}
      isSubmitting={session.status === 'loggingIn'}
      error={session.error && messageText(session.error, COPY.sessionErrors)}
      notice={
        recovery.success ?? (cameFromPasswordReset(search) && !session.error ? COPY.passwordReset : null)
      }
      onForgotPassword={() => recovery.open(values.email)}
      recovery={{
        isOpen: recovery.isOpen,
        email: recovery.email,
        emailError: recovery.emailError,
        isSending: recovery.isSending,
        error: recovery.error,
        onEmailChange: recovery.setEmail,
        onSubmit: recovery.submit,
        onClose: recovery.close,
      }}
      year={new Date().getFullYear()}
    />
  );
}
