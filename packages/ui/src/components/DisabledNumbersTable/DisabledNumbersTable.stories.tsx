import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DisabledNumbersTable } from './DisabledNumbersTable.tsx';

const meta = {
  title: 'Composites/DisabledNumbersTable',
  component: DisabledNumbersTable,
  args: {
    labels: {
      caption: 'Números desativados',
      name: 'Nome',
      phone: 'Telefone',
      dateTime: 'Data/Hora',
      actions: 'Ações',
      remove: 'Excluir',
      empty: 'Nenhum número desativado.',
    },
    rows: [
      { id: 1, name: 'Fornecedor', phone: '5511988887777', dateTime: '12/05/2025 14:30' },
      { id: 2, name: 'Mãe', phone: '5521977776666', dateTime: '10/05/2025 09:05' },
    ],
    onRemove: fn(),
  },
} satisfies Meta<typeof DisabledNumbersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Deleting: Story = { args: { busyId: 1 } };
export const Empty: Story = { args: { rows: [] } };
