import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
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

/** The switch with the mouse; edit, delete and the next switch from the keyboard. */
export const ToggleEditRemove: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: /^Ativo: Oi! Ficou/ }));
    await expect(args.onToggleStatus).toHaveBeenLastCalledWith(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Editar: Oi! Ficou/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenLastCalledWith(1);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onRemove).toHaveBeenLastCalledWith(1);
    await userEvent.tab();
    const second = canvas.getByRole('switch', { name: /^Ativo: Última chance/ });
    await expect(second).toHaveFocus();
    await expect(second).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(args.onToggleStatus).toHaveBeenLastCalledWith(2);
  },
};

/** While a message's status is saving its controls wait. */
export const Busy: Story = {
  args: { busyId: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: /^Ativo: Oi! Ficou/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Excluir: Oi! Ficou/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Excluir: Última chance/ })).toBeEnabled();
  },
};
export const Editing: Story = { args: { editingId: 2 } };
export const Empty: Story = { args: { items: [] } };
