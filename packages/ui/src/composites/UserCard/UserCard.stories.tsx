import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor } from 'storybook/test';
import { UserCard } from './UserCard.tsx';

const meta = {
  title: 'Composites/UserCard',
  component: UserCard,
  args: {
    user: {
      id: 12,
      name: 'Maria Souza',
      isActive: true,
      phone: '5511988887777',
      email: 'maria@exemplo.com.br',
      password: 'Temp#4821',
      renewal: '01/05/2025',
      expiration: '01/06/2025',
      notes: 'Cliente desde 2024.',
      planConversations: '600',
      planId: 'pro',
      planValue: 'R$ 247,00',
      planName: 'Pro',
      modelTokens: '12.480 hoje · 318.902 no mês',
    },
    labels: {
      id: (id: number) => `#${id}`,
      active: 'ATIVO',
      inactive: 'INATIVO',
      phone: 'Telefone',
      email: 'Email',
      password: 'Senha',
      passwordMask: '**********',
      showPassword: 'Mostrar senha',
      hidePassword: 'Ocultar senha',
      copyPassword: 'Copiar senha',
      copy: 'Copiar',
      passwordCopied: 'Copiado!',
      renewal: 'Renovação',
      expiration: 'Expiração',
      notes: 'Observações',
      planConversations: 'Conversas Plano',
      planId: 'ID Plano',
      planValue: 'Valor Plano',
      planName: 'Nome Plano',
      modelTokens: 'Tokens do modelo',
      impersonate: 'Entrar como cliente',
      edit: 'Editar',
      events: 'Eventos de compra',
    },
    isPasswordCopied: false,
    onPasswordCopied: fn(),
    onImpersonate: fn(),
    onEdit: fn(),
    onShowEvents: fn(),
  },
} satisfies Meta<typeof UserCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
export const Inactive: Story = {
  args: { user: { ...meta.args.user, isActive: false, expiration: '01/01/2024' } },
};
export const OwnPassword: Story = { args: { user: { ...meta.args.user, password: null } } };
export const PasswordCopied: Story = { args: { isPasswordCopied: true } };
export const Impersonating: Story = { args: { isImpersonating: true } };
/** Without a purchase-events handler the card shows only its two buttons ('Entrar como cliente', 'Editar'). */
export const WithoutEvents: Story = { args: { onShowEvents: undefined } };

/** The eye button shows the password and hides it again: with the mouse, then with Enter and Space. */
export const RevealPassword: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('**********')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(canvas.getByText('Temp#4821')).toBeVisible();
    const eye = canvas.getByRole('button', { name: 'Ocultar senha' });
    await userEvent.click(eye);
    await expect(canvas.getByText('**********')).toBeVisible();

    await expect(eye).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Temp#4821')).toBeVisible();
    await expect(eye).toHaveAccessibleName('Ocultar senha');
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('**********')).toBeVisible();
    await expect(eye).toHaveAccessibleName('Mostrar senha');
    await expect(eye).toHaveFocus();
  },
};

/**
 * Copy password, Editar, 'Entrar como cliente' (opens the customer's panel in a new tab) and the purchase events: first from
 * the keyboard (Tab from the eye button, Enter or Space), then with the mouse.
 */
export const Actions: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ args, canvas }) => {
    const copy = canvas.getByRole('button', { name: 'Copiar senha' });
    const edit = canvas.getByRole('button', { name: 'Editar' });
    const impersonate = canvas.getByRole('button', { name: 'Entrar como cliente' });
    const events = canvas.getByRole('button', { name: 'Eventos de compra' });
    const writeText = mocked(navigator.clipboard.writeText);

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Mostrar senha' })).toHaveFocus();
    await userEvent.tab();
    await expect(copy).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onPasswordCopied).toHaveBeenCalledTimes(1));
    await expect(writeText).toHaveBeenLastCalledWith('Temp#4821');
    await userEvent.tab();
    await expect(edit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(impersonate).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onImpersonate).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(events).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onShowEvents).toHaveBeenCalledTimes(1);

    await userEvent.click(copy);
    await waitFor(() => expect(args.onPasswordCopied).toHaveBeenCalledTimes(2));
    await userEvent.click(edit);
    await expect(args.onEdit).toHaveBeenCalledTimes(2);
    await userEvent.click(impersonate);
    await expect(args.onImpersonate).toHaveBeenCalledTimes(2);
    await userEvent.click(events);
    await expect(args.onShowEvents).toHaveBeenCalledTimes(2);
  },
};
