import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Excluir produto',
    children:
      'As ofertas, mídias e etapas do fluxo deste produto também serão excluídas. Esta ação não pode ser desfeita.',
    confirmLabel: 'Excluir',
    cancelLabel: 'Cancelar',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function WithTrigger(args: ConfirmDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        Excluir produto
      </Button>
      <ConfirmDialog
        {...args}
        isOpen={isOpen}
        onOpenChange={setOpen}
        onConfirm={() => {
          args.onConfirm();
          setOpen(false);
        }}
      />
    </>
  );
}

/** Confirming calls onConfirm; cancelling (button or Escape) does not. Cancel has focus first. */
export const Destructive: Story = {
  render: (args) => <WithTrigger {...args} />,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Excluir produto' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir produto' });
    await expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // The screenshot shows the page after the dialog's exit, not midway through it.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Open: Story = {};

/** While the deletion runs the buttons cannot be pressed and Escape does nothing. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: {
    errorMessage:
      'Antes de excluir seu produto você precisa primeiro remover todas as mídias, etapas do fluxo e objeções do produto.',
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(/remover todas as mídias/);
  },
};

export const NonDestructive: Story = {
  args: {
    tone: 'primary',
    title: 'Desconectar Agente',
    children: 'O agente deixará de responder neste número até você conectar de novo.',
    confirmLabel: 'Desconectar',
  },
};

/** Cancelar reports a cancel alone: nothing is confirmed. */
export const Cancelled: Story = {
  args: { onOpenChange: undefined, onCancel: fn() },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir produto' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
