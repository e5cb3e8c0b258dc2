import { ApiError, type LoginResponse, type User } from '@agente/api';
import { Banner, Button, Form, Heading, Inline, PasswordField, Stack, Text, TextField } from '@agente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { fromPromise } from 'xstate';
import { messageText } from '../errors.ts';
import { STORY_COPY } from '../stories/storyCopy.ts';
import { aUser } from '../testing/fixtures.ts';
import { sessionMachine } from './sessionMachine.ts';

const COPY = STORY_COPY.session;
const CUSTOMER = { email: 'cliente@exemplo.com.br', senha: 'cliente123' };
const TEMPORARY = { email: 'novo@exemplo.com.br', senha: 'mudar123' };
const WRONG_PASSWORD = 'Email ou senha inválidos.';

// The fake server: two accounts, one of them on a temporary password; anything else is refused as the API does.
const storyMachine = sessionMachine.provide({
  actors: {
    readStoredToken: fromPromise<string | null>(async () => null),
    fetchCurrentUser: fromPromise<User, { token: string }>(async () => aUser()),
    login: fromPromise<LoginResponse, { email: string; senha: string }>(async ({ input }) => {
      const account = [CUSTOMER, TEMPORARY].find((known) => known.email === input.email);
      if (!account || account.senha !== input.senha) {
        throw new ApiError(401, 'LOGIN_INVALIDO', WRONG_PASSWORD);
      }
      const temporary = account === TEMPORARY;
      return {
        token: 'token-da-historia',
        user: aUser({ name: temporary ? 'Novo Cliente' : 'Maria Souza', email: account.email }),
        must_change_password: temporary,
      };
    }),
    logout: fromPromise(async () => ({ message: 'ok' })),
  },
  actions: { storeToken: () => {}, removeToken: () => {} },
});

/** A minimal login screen on the session machine: login, its errors, logout and an expired session. */
function SessionDemo() {
  const [snapshot, send] = useMachine(storyMachine);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { user, error, mustChangePassword } = snapshot.context;

  if (user) {
    return (
      <Stack gap="md">
        <Heading level={1}>{COPY.greeting(user.name)}</Heading>
        {mustChangePassword && <Banner tone="warning">{COPY.forcedChange}</Banner>}
        <Inline gap="sm">
          <Button onPress={() => send({ type: 'session.logout' })}>{COPY.logout}</Button>
          <Button variant="secondary" onPress={() => send({ type: 'session.expired' })}>
            {COPY.expire}
          </Button>
        </Inline>
      </Stack>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'session.login', email, password });
  };
  const isLoggingIn = snapshot.matches('loggingIn');
  return (
    <Form onSubmit={submit}>
      <Heading level={1}>{COPY.title}</Heading>
      {error && <Banner tone="danger">{messageText(error, COPY.errors)}</Banner>}
      <TextField label={COPY.email} type="email" value={email} onChange={setEmail} />
      <PasswordField label={COPY.password} value={password} onChange={setPassword} />
      <Button type="submit" isPending={isLoggingIn} pendingLabel={COPY.submitting}>
        {COPY.submit}
      </Button>
      <Text tone="muted">{`${CUSTOMER.email} / ${CUSTOMER.senha}`}</Text>
    </Form>
  );
}

const meta = {
  title: 'Machines/session',
  component: SessionDemo,
} satisfies Meta<typeof SessionDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {};

/** A refused login shows the server's message and stays on the form. */
export const WrongPassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(COPY.email), CUSTOMER.email);
    await userEvent.type(canvas.getByLabelText(COPY.password, { selector: 'input' }), 'senha-errada{Enter}');
    await expect(await canvas.findByText(WRONG_PASSWORD)).toBeVisible();
    await expect(canvas.queryByText(COPY.errors.loginFailed)).not.toBeInTheDocument();
  },
};

/** Logged in by keyboard, then out by mouse: back to the form with nothing kept. */
export const LoginAndLogout: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(COPY.email), CUSTOMER.email);
    await userEvent.type(
      canvas.getByLabelText(COPY.password, { selector: 'input' }),
      `${CUSTOMER.senha}{Enter}`,
    );
    await expect(await canvas.findByRole('heading', { name: COPY.greeting('Maria Souza') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: COPY.logout }));
    await expect(await canvas.findByRole('heading', { name: COPY.title })).toBeVisible();
  },
};

/** A temporary password logs in, but the panel is flagged for the forced change. */
export const TemporaryPassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(COPY.email), TEMPORARY.email);
    await userEvent.type(
      canvas.getByLabelText(COPY.password, { selector: 'input' }),
      `${TEMPORARY.senha}{Enter}`,
    );
    await expect(await canvas.findByText(COPY.forcedChange)).toBeVisible();
  },
};

/** Any 401 while logged in ends the session with 'Sua sessão expirou. Por favor, faça login novamente.' */
export const SessionExpired: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(COPY.email), CUSTOMER.email);
    await userEvent.type(
      canvas.getByLabelText(COPY.password, { selector: 'input' }),
      `${CUSTOMER.senha}{Enter}`,
    );
    const expire = await canvas.findByRole('button', { name: COPY.expire });
    expire.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(COPY.errors.sessionExpired)).toBeVisible();
  },
};
