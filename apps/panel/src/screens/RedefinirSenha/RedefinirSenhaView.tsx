import {
  AuthLayout,
  Banner,
  Button,
  Form,
  Heading,
  InlineMessage,
  Link,
  Logo,
  PasswordField,
  Stack,
  Text,
} from '@agente/ui';
import type { FormEvent } from 'react';
import { REDEFINIR_SENHA_COPY as COPY } from './redefinirSenha.copy.ts';

export interface RedefinirSenhaViewProps {
  /** The address carries no token: nothing to do but ask for a new link. */
  hasToken: boolean;
  newPassword: string;
  confirmPassword: string;
  onNewPasswordChange: (value: string) => void;
  onConfirmPasswordChange: (value: string) => void;
  onSubmit: () => void;
  isSaving: boolean;
  /** Validation or server error. */
  error: string | null;
  year: number;
}

export function RedefinirSenhaView(props: RedefinirSenhaViewProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <AuthLayout brand={<Logo name={COPY.brand} size="lg" />} footer={COPY.copyright(props.year)}>
      <Stack gap="xs">
        <Heading level={1}>{COPY.title}</Heading>
        {props.hasToken && <Text tone="muted">{COPY.intro}</Text>}
      </Stack>
      {props.hasToken ? (
        <Form onSubmit={submit} aria-label={COPY.title}>
          <PasswordField
            label={COPY.newPassword}
            showLabel={COPY.showPassword}
            hideLabel={COPY.hidePassword}
            autoComplete="new-password"
            value={props.newPassword}
            onChange={props.onNewPasswordChange}
            isDisabled={props.isSaving}
          />
          <PasswordField
            label={COPY.confirmPassword}
            showLabel={COPY.showPassword}
            hideLabel={COPY.hidePassword}
            autoComplete="new-password"
            value={props.confirmPassword}
            onChange={props.onConfirmPasswordChange}
            isDisabled={props.isSaving}
          />
          {props.error && <InlineMessage tone="danger">{props.error}</InlineMessage>}
          <Button type="submit" size="lg" isFullWidth isPending={props.isSaving} pendingLabel={COPY.saving}>
            {COPY.submit}
          </Button>
          <Stack align="center">
            <Link href="/login">{COPY.backToLogin}</Link>
          </Stack>
        </Form>
      ) : (
        <Stack gap="lg">
          <Banner tone="danger" title={COPY.invalidLink}>
            {COPY.requestNewLink}
          </Banner>
          <Stack align="center">
            <Link href="/login">{COPY.goToLogin}</Link>
          </Stack>
        </Stack>
      )}
    </AuthLayout>
  );
}
