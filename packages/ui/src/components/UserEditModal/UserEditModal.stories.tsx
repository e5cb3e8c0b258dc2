import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UserEditModal } from './UserEditModal.tsx';

const meta = {
  title: 'Composites/UserEditModal',
  component: UserEditModal,
  args: {
    isOpen: true,
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

export const Editing: Story = {};
export const Saving: Story = { args: { isSaving: true } };
export const WithError: Story = { args: { errorMessage: 'Erro ao salvar usuário' } };
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
