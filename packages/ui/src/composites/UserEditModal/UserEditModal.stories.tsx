import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { UserEditModal } from './UserEditModal.tsx';

const meta = {
  title: 'Composites/UserEditModal',
  component: UserEditModal,
  args: {
    isOpen: true,
    // The panel passes the product's money rule; no story here leaves the money field.
    tidyMoney: (typed: string) => typed,
    labels: {
      title: 'Editar Usuário #12',
      fields: {
        name: 'Nome',
        user_phone: 'Telefone',
        email: 'Email',
        senha: 'Senha',
        renovation_date: 'Renovação',
        expiration_acess: 'Expiração',
        conversas_plano: 'Conversas Plano',
        id_plan: 'ID Plano',
        valor_plan: 'Valor Plano',
        nome_plan: 'Nome Plano',
        observacoes: 'Observações',
      },
      cancel: 'Cancelar',
      save: 'Salvar',
      saving: 'Salvando...',
    },
    values: {
      name: 'Maria Souza',
      user_phone: '5511988887777',
      email: 'maria@exemplo.com.br',
      senha: '',
      renovation_date: '2025-05-01',
      expiration_acess: '2025-06-01',
      conversas_plano: '600',
      id_plan: 'pro',
      valor_plan: '247',
      nome_plan: 'Pro',
      observacoes: 'Cliente desde 2024.',
    },
    onChange: fn(),
    onSubmit: fn(),
    onCancel: fn(),
    isSaving: false,
  },
} satisfies Meta<typeof UserEditModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Typing reports each field's new value; Tab walks the fields; Enter in a field or a click on Salvar submits;
 * Cancelar and Escape cancel. The values and the open state are the caller's, so the modal stays as it is.
 */
export const Editing: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Editar Usuário #12' });
    // The modal fades in: it is driven once its entering animation has run.
    await waitFor(() => expect(dialog).toBeVisible());
    const name = within(dialog).getByRole('textbox', { name: 'Nome' });
    await userEvent.type(name, 'x');
    await expect(args.onChange).toHaveBeenLastCalledWith('name', 'Maria Souzax');

    await userEvent.tab();
    const phone = within(dialog).getByRole('textbox', { name: 'Telefone' });
    await expect(phone).toHaveFocus();
    await userEvent.keyboard('{End}9');
    await expect(args.onChange).toHaveBeenLastCalledWith('user_phone', '55119888877779');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);

    const cancel = within(dialog).getByRole('button', { name: 'Cancelar' });
    await userEvent.click(cancel);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(screen.getByRole('dialog', { name: 'Editar Usuário #12' })).toBeVisible();
  },
};

/** While saving nothing can be edited, pressed or dismissed. */
export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Editar Usuário #12' });
    // The modal fades in: it is driven once its entering animation has run.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('textbox', { name: 'Nome' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Erro ao salvar usuário' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Editar Usuário #12' });
    // The modal fades in: it is driven once its entering animation has run.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText('Erro ao salvar usuário')).toBeVisible();
  },
};
/** A new account: empty fields, and a note that an empty password is generated. */
export const Creating: Story = {
  args: {
    labels: { ...meta.args.labels, title: 'Novo usuário' },
    values: {
      name: '',
      user_phone: '',
      email: '',
      senha: '',
      renovation_date: '',
      expiration_acess: '',
      conversas_plano: '',
      id_plan: '',
      valor_plan: '',
      nome_plan: '',
      observacoes: '',
    },
    descriptions: { senha: 'Em branco, o sistema gera uma senha temporária.' },
  },
};

/** The plan picker fills the plan fields; choosing by keyboard reports the chosen plan. */
export const WithPlanPicker: Story = {
  args: {
    planPicker: {
      label: 'Plano',
      placeholder: 'Plano personalizado',
      options: [
        { id: 'basic', label: 'Basic — 300 leads por mês' },
        { id: 'pro', label: 'Pro — 600 leads por mês' },
        { id: 'advanced', label: 'Advanced — 1.000 leads por mês' },
      ],
      selectedId: 'pro',
      onSelect: fn(),
    },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Editar Usuário #12' });
    await waitFor(() => expect(dialog).toBeVisible());
    const picker = within(dialog).getByRole('combobox', { name: 'Plano' });
    await expect(picker).toHaveDisplayValue('Pro — 600 leads por mês');
    await userEvent.selectOptions(picker, 'Advanced — 1.000 leads por mês');
    await expect(args.planPicker?.onSelect).toHaveBeenCalledWith('advanced');
  },
};
