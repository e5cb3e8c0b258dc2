import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MeusDadosView } from './MeusDadosView.tsx';
import { toProfileForm } from './profileForm.ts';

const profile = { name: 'Maria Souza', email: 'maria@exemplo.com.br', phone: '+55 (11) 9.8888-7777' };

const meta = {
  title: 'Screens/MeusDados',
  component: MeusDadosView,
  parameters: { layout: 'padded' },
  args: {
    mode: 'view',
    profile,
    form: toProfileForm(profile),
    formErrors: {},
    onChange: fn(),
    onEdit: fn(),
    onCancel: fn(),
    onSubmit: fn(),
    isSaving: false,
    successMessage: null,
    errorMessage: null,
  },
} satisfies Meta<typeof MeusDadosView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const View: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

export const WithoutPhone: Story = { args: { profile: { ...profile, phone: '' } } };

export const Edit: Story = {
  args: { mode: 'edit' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Telefone' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Invalid: Story = {
  args: {
    mode: 'edit',
    form: { ...toProfileForm(profile), name: '', newPassword: 'nova-senha', confirmPassword: 'outra' },
    formErrors: {
      name: 'Nome é obrigatório',
      currentPassword: 'Senha atual é obrigatória para alterar a senha',
      confirmPassword: 'As senhas não coincidem',
    },
  },
};

export const Saving: Story = { args: { mode: 'edit', isSaving: true } };

export const Saved: Story = { args: { successMessage: 'Dados atualizados com sucesso!' } };

export const SaveFailed: Story = {
  args: { mode: 'edit', errorMessage: 'Ocorreu um erro ao atualizar os dados. Por favor, tente novamente.' },
};
