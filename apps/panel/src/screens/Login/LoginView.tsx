import {
  AuthLayout,
  Banner,
  Button,
  Form,
  Heading,
  Logo,
  PasswordField,
  Spinner,
  Stack,
  Text,
  TextField,
} from '@agente/ui';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { LOGIN_COPY as COPY } from './login.copy.ts';
import type { LoginFormErrors, LoginFormValues } from './loginForm.ts';
import type { RecoveryDialogProps } from './RecoveryDialog.tsx';
import type { ReplaceSessionQuestion } from './ReplaceSessionDialog.tsx';

// The recovery modal (react-aria's dialog, ~13 kB gzip) is not part of the login page's first load: its code
// arrives when the pointer or focus reaches 'Esqueci minha senha', or at the latest when it opens.
const loadRecoveryDialog = () => import('./RecoveryDialog.tsx');
const RecoveryDialog = lazy(() =>
  loadRecoveryDialog().then((module) => ({ default: module.RecoveryDialog })),
);
const preloadRecoveryDialog = () => {
  void loadRecoveryDialog();
};
// Likewise the question asked when an access link meets another open session: only such a link needs it.
const ReplaceSessionDialog = lazy(() =>
  import('./ReplaceSessionDialog.tsx').then((module) => ({ default: module.ReplaceSessionDialog })),
);

export interface LoginViewProps {
  /** A token link is being checked: only a progress message shows. */
  isCheckingToken: boolean;
  /** "Entrar como {nome}?" while it waits for an answer; null otherwise. */
  replaceSession: ReplaceSessionQuestion | null;
  onConfirmReplace: () => void;
  onDeclineReplace: () => void;
  values: LoginFormValues;
  errors: LoginFormErrors;
  onEmailChange: (email: string) => void;
  onPasswordChange: (password: string) => void;
  onSubmit: () => void;
  isSubmitting: boolean;
  /** Failed login, bad token link or expired session. */
  error: string | null;
  /** Shown after a password reset. */
  notice: string | null;
  onForgotPassword: () => void;
  recovery: RecoveryDialogProps;
  year: number;
}

export function LoginView(props: LoginViewProps) {
  // Mounted from its first opening on, so that closing can play the modal's exit.
  const [recoveryMounted, setRecoveryMounted] = useState(props.recovery.isOpen);
  if (props.recovery.isOpen && !recoveryMounted) setRecoveryMounted(true);
  const [replaceMounted, setReplaceMounted] = useState(props.replaceSession !== null);
  if (props.replaceSession !== null && !replaceMounted) setReplaceMounted(true);
  // The question keeps its words while the dialog plays its exit.
  const [question, setQuestion] = useState(props.replaceSession);
  const asked = props.replaceSession;
  if (
    asked &&
    (asked.accountName !== question?.accountName || asked.currentAccount !== question?.currentAccount)
  ) {
    setQuestion(asked);
  }
  const { values, errors } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <AuthLayout brand={<Logo name={COPY.brand} size="lg" />} footer={COPY.copyright(props.year)}>
      {props.isCheckingToken ? (
        <Stack gap="md" align="center">
          <Spinner size="lg" aria-label={COPY.checkingToken} />
          <Text tone="muted">{COPY.checkingToken}</Text>
        </Stack>
      ) : (
        <>
          <Stack gap="xs">
            <Heading level={1}>{COPY.title}</Heading>
            <Text tone="muted">{COPY.intro}</Text>
          </Stack>
          {props.notice && <Banner tone="success">{props.notice}</Banner>}
          {props.error && <Banner tone="danger">{props.error}</Banner>}
          <Form onSubmit={submit} aria-label={COPY.title}>
            <TextField
              label={COPY.email}
              type="email"
              autoComplete="username"
              placeholder={COPY.emailPlaceholder}
              value={values.email}
              onChange={props.onEmailChange}
              errorMessage={errors.email}
              isDisabled={props.isSubmitting}
            />
            <Stack gap="xs">
              <PasswordField
                label={COPY.password}
                showLabel={COPY.showPassword}
                hideLabel={COPY.hidePassword}
                value={values.password}
                onChange={props.onPasswordChange}
                errorMessage={errors.password}
                isDisabled={props.isSubmitting}
              />
              <Stack align="end">
                <Button
                  variant="ghost"
                  size="sm"
                  onPress={props.onForgotPassword}
                  onHoverStart={preloadRecoveryDialog}
                  onFocus={preloadRecoveryDialog}
                >
                  {COPY.forgot}
                </Button>
              </Stack>
            </Stack>
            <Button
              type="submit"
              size="lg"
              isFullWidth
              isPending={props.isSubmitting}
              pendingLabel={COPY.submitting}
            >
              {COPY.submit}
            </Button>
          </Form>
        </>
      )}
      {replaceMounted && (
        <Suspense fallback={null}>
          <ReplaceSessionDialog
            isOpen={props.replaceSession !== null}
            question={question}
            onConfirm={props.onConfirmReplace}
            onDecline={props.onDeclineReplace}
          />
        </Suspense>
      )}
      {recoveryMounted && (
        <Suspense fallback={null}>
          <RecoveryDialog {...props.recovery} />
        </Suspense>
      )}
    </AuthLayout>
  );
}
