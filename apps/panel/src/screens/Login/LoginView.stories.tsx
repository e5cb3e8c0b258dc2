import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { LoginView } from './LoginView.tsx';
import { LOGIN_COPY } from './login.copy.ts';

const closedRecovery = {
  isOpen: false,
  email: '',
  emailError: null,
  isSending: false,
  error: null,
  onEmailChange: fn(),
  onSubmit: fn(),
  onClose: fn(),
};
const filled = { email: 'maria@exemplo.com.br', password: 'segredo1' };

const meta = {
  title: 'Screens/Login',
  component: LoginView,
  parameters: { layout: 'fullscreen' },
  args: {
    isCheckingToken: false,
    replaceSession: null,
    onConfirmReplace: fn(),
    onDeclineReplace: fn(),
    values: { email: '', password: '' },
    errors: {},
    onEmailChange: fn(),
    onPasswordChange: fn(),
    onSubmit: fn(),
    isSubmitting: false,
    error: null,
    notice: null,
    onForgotPassword: fn(),
    recovery: closedRecovery,
    year: 2026,
  },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Esqueci minha senha' }));
    await expect(args.onForgotPassword).toHaveBeenCalledOnce();
  },
};

export const Invalid: Story = {
  args: {
    values: { email: 'maria@', password: '123' },
    errors: { email: LOGIN_COPY.errors.emailInvalid, password: LOGIN_COPY.errors.passwordTooShort },
  },
};

export const Submitting: Story = { args: { values: filled, isSubmitting: true } };

export const LoginFailed: Story = { args: { values: filled, error: 'Email ou senha inválidos.' } };

export const SessionExpired: Story = {
  args: { error: 'Sua sessão expirou. Por favor, faça login novamente.' },
};

export const CheckingToken: Story = { args: { isCheckingToken: true } };

export const TokenInvalid: Story = { args: { error: 'Token inválido ou expirado.' } };

/** An access link opened where another account is logged in: nothing is replaced without a yes. */
export const ReplaceSessionAsked: Story = {
  args: {
    isCheckingToken: true,
    replaceSession: { accountName: 'Maria Souza', currentAccount: 'Administrador (admin@agente.com.br)' },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Entrar como Maria Souza?' });
    await expect(dialog).toHaveTextContent(
      'Este navegador está conectado como Administrador (admin@agente.com.br). Para abrir o link, essa sessão será encerrada.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    await expect(args.onConfirmReplace).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onDeclineReplace).toHaveBeenCalledOnce();
  },
};

export const AfterPasswordReset: Story = { args: { notice: LOGIN_COPY.passwordReset } };

/** The modal's code loads on demand: the checks and the screenshot wait for it. */
const waitForRecoveryDialog = async () => {
  await screen.findByRole('dialog', { name: 'Recuperar senha' });
};

export const RecoveryOpen: Story = {
  args: { recovery: { ...closedRecovery, isOpen: true } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Recuperar senha' });
    const field = within(dialog).getByRole('textbox', { name: /Email/ });
    await userEvent.type(field, 'm');
    await expect(args.recovery.onEmailChange).toHaveBeenCalledWith('m');
    await userEvent.keyboard('{Enter}');
    await expect(args.recovery.onSubmit).toHaveBeenCalledOnce();
  },
};

export const RecoveryInvalidEmail: Story = {
  args: {
    recovery: {
      ...closedRecovery,
      isOpen: true,
      email: 'maria@',
      emailError: LOGIN_COPY.errors.emailInvalid,
    },
  },
  play: waitForRecoveryDialog,
};

export const RecoverySending: Story = {
  args: { recovery: { ...closedRecovery, isOpen: true, email: filled.email, isSending: true } },
  play: waitForRecoveryDialog,
};

export const RecoveryFailed: Story = {
  args: {
    recovery: {
      ...closedRecovery,
      isOpen: true,
      email: filled.email,
      error: 'Erro ao processar solicitação.',
    },
  },
  play: waitForRecoveryDialog,
};

/** The request went through: the modal has closed and the login screen says where the instructions went. */
export const RecoverySent: Story = {
  args: { values: filled, notice: 'Você receberá as instruções de acesso no email informado.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Você receberá as instruções de acesso no email informado.',
    );
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
