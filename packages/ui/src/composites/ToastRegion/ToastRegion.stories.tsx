import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button.tsx';
import { createToastQueue, showToast, type ToastContent, ToastRegion } from './ToastRegion.tsx';

const onUndo = fn();

/** Story-only screen: buttons stand in for a form's save and the agent switch. */
function ToastDemo({ toasts }: { toasts: ToastContent[] }) {
  const [queue] = useState(createToastQueue);
  return (
    <>
      {toasts.map((content) => (
        <Button key={content.message} variant="secondary" onPress={() => showToast(queue, content)}>
          {content.message}
        </Button>
      ))}
      <ToastRegion queue={queue} />
    </>
  );
}

const SAVED: ToastContent = { tone: 'success', message: 'Agente atualizado com sucesso!' };
const FAILED: ToastContent = {
  tone: 'danger',
  message: 'Ocorreu um erro ao salvar o agente. Por favor, tente novamente.',
};
const PAUSED: ToastContent = {
  tone: 'info',
  message: 'Agente pausado: ele não responderá novos contatos até você reativá-lo.',
  action: { label: 'Desfazer', onAction: onUndo },
};

const meta = {
  title: 'Composites/ToastRegion',
  component: ToastDemo,
  args: { toasts: [SAVED, FAILED, PAUSED] },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A success toast appears in the corner, inside a named region; the × closes it. */
export const Success: Story = {
  args: { toasts: [SAVED] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: SAVED.message }));
    const region = await screen.findByRole('region', { name: 'Notificações' });
    const toast = within(region).getByRole('alertdialog', { name: SAVED.message });
    await expect(toast).toBeVisible();
    await userEvent.click(within(toast).getByRole('button', { name: 'Fechar notificação' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Success and failure stack in the same corner. */
export const SuccessAndError: Story = {
  args: { toasts: [SAVED, FAILED] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: SAVED.message }));
    await userEvent.click(canvas.getByRole('button', { name: FAILED.message }));
    await expect(await screen.findByRole('alertdialog', { name: FAILED.message })).toBeVisible();
    await expect(screen.getByRole('alertdialog', { name: SAVED.message })).toBeVisible();
  },
};

/** "Desfazer" runs the undo and closes the toast. */
export const WithUndo: Story = {
  args: { toasts: [PAUSED] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: PAUSED.message }));
    const toast = await screen.findByRole('alertdialog', { name: PAUSED.message });
    await userEvent.click(within(toast).getByRole('button', { name: 'Desfazer' }));
    await expect(onUndo).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
