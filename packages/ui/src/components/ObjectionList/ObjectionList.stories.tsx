import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ObjectionList } from './ObjectionList.tsx';

const meta = {
  title: 'Composites/ObjectionList',
  component: ObjectionList,
  args: {
    labels: {
      list: 'Objeções cadastradas',
      empty: 'Nenhuma objeção cadastrada.',
      active: 'Ativa',
      inactive: 'Inativa',
      toggle: 'Ativa',
      edit: 'Editar',
      remove: 'Excluir',
    },
    items: [
      { id: 1, pergunta: 'Está caro', resposta: 'Parcelamos em até 12 vezes sem juros.', isActive: true },
      {
        id: 2,
        pergunta: 'Tem garantia?',
        resposta: 'Sim, 7 dias de garantia incondicional.',
        isActive: false,
      },
    ],
    onToggleStatus: fn(),
    onEdit: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof ObjectionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Toggling: Story = { args: { busyId: 1 } };
export const Empty: Story = { args: { items: [] } };
