import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RedefinirSenhaView } from './RedefinirSenhaView.tsx';

const meta = {
  title: 'Screens/RedefinirSenha',
  component: RedefinirSenhaView,
  parameters: { layout: 'fullscreen' },
  args: {
    hasToken: true,
    newPassword: '',
    confirmPassword: '',
    onNewPasswordChange: fn(),
    onConfirmPasswordChange: fn(),
    onSubmit: fn(),
    isSaving: false,
    error: null,
    year: 2026,
  },
} satisfies Meta<typeof RedefinirSenhaView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Nova senha'), 'a');
    await expect(args.onNewPasswordChange).toHaveBeenCalledWith('a');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const PasswordsDiffer: Story = {
  args: { newPassword: 'segredo1', confirmPassword: 'segredo2', error: 'As senhas não coincidem' },
};

export const Saving: Story = {
  args: { newPassword: 'segredo1', confirmPassword: 'segredo1', isSaving: true },
};

export const ServerRefused: Story = {
  args: {
    newPassword: 'segredo1',
    confirmPassword: 'segredo1',
    error: 'Link de redefinição inválido ou expirado.',
  },
};

/** Opened without a token: the link is reported as invalid. */
export const MissingToken: Story = { args: { hasToken: false } };
