import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ItemControls } from './ItemControls.tsx';

const meta = {
  title: 'Composites/ItemControls',
  component: ItemControls,
  args: {
    itemName: 'Oi! Ficou alguma dúvida?',
    isActive: true,
    labels: { toggle: 'Ativo', edit: 'Editar', remove: 'Excluir' },
    onToggle: fn(),
    onEdit: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof ItemControls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each control names its item, and the keyboard reaches them in order. */
export const Active: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Ativo: Oi! Ficou alguma dúvida?' }));
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Editar: Oi! Ficou alguma dúvida?' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const Inactive: Story = { args: { isActive: false } };

/** While a request about the item runs, nothing can be pressed twice. */
export const Busy: Story = {
  args: { isBusy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeDisabled();
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};
