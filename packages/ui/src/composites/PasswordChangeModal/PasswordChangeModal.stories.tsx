import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { PasswordChangeModal } from './PasswordChangeModal.tsx';

const labels = {
  title: 'Defina uma nova senha',
  intro: 'Você entrou com uma senha temporária. Escolha uma nova senha para continuar.',
  currentPassword: 'Senha atual',
  newPassword: 'Nova senha',
  confirmPassword: 'Confirme a nova senha',
  submit: 'Salvar nova senha',
  saving: 'Salvando...',
  rulesTitle: 'A nova senha precisa:',
  rules: ['ter pelo menos 6 caracteres', 'ser repetida igual na confirmação'],
};

const meta = {
  title: 'Composites/PasswordChangeModal',
  component: PasswordChangeModal,
  parameters: { layout: 'fullscreen' },
  args: {
    isOpen: true,
    labels,
    askCurrentPassword: false,
    error: null,
    success: null,
    isSaving: false,
    onSubmit: fn(),
  },
} satisfies Meta<typeof PasswordChangeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before anything is typed the rules are listed under the fields, and the new password's field points to them. */
export const Editing: Story = {
  play: async () => {
    const rules = screen.getByRole('list');
    await expect(rules).toHaveTextContent('ter pelo menos 6 caracteres');
    await expect(rules).toHaveTextContent('ser repetida igual na confirmação');
    await expect(screen.getByLabelText('Nova senha')).toHaveAccessibleDescription(
      'A nova senha precisa: ter pelo menos 6 caracteres ser repetida igual na confirmação',
    );
  },
};

/** After a reload the temporary password is not known: it is asked for. */
export const AsksCurrentPassword: Story = { args: { askCurrentPassword: true } };

export const WithError: Story = { args: { error: 'Erro ao alterar a senha. Por favor, tente novamente.' } };

/** One submit marks every field that breaks a rule, each under its own field. */
export const EveryFieldInvalid: Story = {
  args: {
    fieldErrors: {
      newPassword: 'A nova senha deve ter pelo menos 6 caracteres',
      confirmPassword: 'As senhas não coincidem',
    },
  },
  play: async () => {
    const fresh = screen.getByLabelText('Nova senha');
    const confirmation = screen.getByLabelText('Confirme a nova senha');
    await expect(fresh).toHaveAttribute('aria-invalid', 'true');
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await expect(fresh).toHaveAccessibleDescription(
      expect.stringContaining('A nova senha deve ter pelo menos 6 caracteres'),
    );
    await expect(confirmation).toHaveAccessibleDescription('As senhas não coincidem');
  },
};
export const Saving: Story = { args: { isSaving: true } };
export const Succeeded: Story = { args: { success: 'Senha alterada com sucesso!' } };

/** Typing and Enter submit the three values; Escape does not close the dialog. */
export const KeyboardSubmit: Story = {
  args: { askCurrentPassword: true },
  play: async ({ args }) => {
    await userEvent.type(screen.getByLabelText('Senha atual'), 'mudar123');
    await userEvent.type(screen.getByLabelText('Nova senha'), 'segredo1');
    await userEvent.type(screen.getByLabelText('Confirme a nova senha'), 'segredo1{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currentPassword: 'mudar123',
      newPassword: 'segredo1',
      confirmPassword: 'segredo1',
    });
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Defina uma nova senha' })).toBeVisible();
  },
};

/** The mouse presses the button. */
export const MouseSubmit: Story = {
  play: async ({ args }) => {
    await userEvent.type(screen.getByLabelText('Nova senha'), 'segredo1');
    await userEvent.type(screen.getByLabelText('Confirme a nova senha'), 'segredo2');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currentPassword: '',
      newPassword: 'segredo1',
      confirmPassword: 'segredo2',
    });
  },
};
