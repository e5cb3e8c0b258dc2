import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
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

/** The status switch with the mouse; edit and delete from the keyboard. */
export const ToggleEditRemove: Story = {
  play: async ({ args, canvas }) => {
    const first = canvas.getByRole('switch', { name: 'Ativa: Está caro' });
    await expect(first).toBeChecked();
    await userEvent.click(first);
    await expect(args.onToggleStatus).toHaveBeenLastCalledWith(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Editar: Está caro' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenLastCalledWith(1);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onRemove).toHaveBeenLastCalledWith(1);
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Ativa: Tem garantia?' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onToggleStatus).toHaveBeenLastCalledWith(2);
  },
};

/** While an objection's status is saving, its switch and buttons wait. */
export const Toggling: Story = {
  args: { busyId: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Ativa: Está caro' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Ativa: Tem garantia?' })).toBeEnabled();
  },
};
export const Empty: Story = { args: { items: [] } };
