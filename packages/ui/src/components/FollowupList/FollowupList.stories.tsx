import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FollowupList } from './FollowupList.tsx';

const meta = {
  title: 'Composites/FollowupList',
  component: FollowupList,
  args: {
    labels: {
      list: 'Mensagens cadastradas',
      empty: 'Nenhuma mensagem cadastrada.',
      active: 'Ativo',
      edit: 'Editar',
      remove: 'Excluir',
    },
    items: [
      {
        id: 1,
        mensagem: 'Oi! Ficou alguma dúvida sobre o produto?',
        delayLabel: 'Enviar após 1 hora',
        isActive: true,
      },
      {
        id: 2,
        mensagem: 'Última chance: a oferta acaba hoje!',
        delayLabel: 'Enviar após 24 horas',
        isActive: false,
      },
    ],
    onToggleStatus: fn(),
    onEdit: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof FollowupList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Editing: Story = { args: { editingId: 2 } };
export const Empty: Story = { args: { items: [] } };
