import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

/** A row is deleted with the mouse, the next one from the keyboard. */
export const RemoveByMouseAndKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: 'Números desativados' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir: Fornecedor' }));
    await expect(args.onRemove).toHaveBeenLastCalledWith(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Excluir: Mãe' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenLastCalledWith(2);
  },
};

/** While a row is being deleted its button is disabled; the others still work. */
export const Deleting: Story = {
  args: { busyId: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Excluir: Fornecedor' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Excluir: Mãe' })).toBeEnabled();
  },
};
export const Empty: Story = { args: { rows: [] } };
