import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EditRemoveButtons } from './EditRemoveButtons.tsx';

const meta = {
  title: 'Composites/EditRemoveButtons',
  component: EditRemoveButtons,
  args: {
    itemName: 'R$ 97,90',
    labels: { edit: 'Editar', remove: 'Excluir' },
    onEdit: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof EditRemoveButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each button names its item; the mouse edits, the keyboard reaches delete next. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Editar: R$ 97,90' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Excluir: R$ 97,90' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** While a request about the item runs, nothing can be pressed twice. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};
