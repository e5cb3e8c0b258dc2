import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Dialog, DialogTrigger } from './Dialog.tsx';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: { title: 'Recuperar senha' },
  render: (args) => (
    <DialogTrigger>
      <Button>Esqueci minha senha</Button>
      <Modal>
        <Dialog
          {...args}
          footer={({ close }) => (
            <>
              <Button variant="secondary" onPress={close}>
                Cancelar
              </Button>
              <Button onPress={close}>Enviar</Button>
            </>
          )}
        >
          <TextField label="Email" type="email" isRequired />
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on press, keeps Tab inside, closes on Escape and gives focus back to the trigger. */
export const TrapsFocusAndClosesOnEscape: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Esqueci minha senha' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Recuperar senha' });
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The × button and footer buttons close it; so does a click on the overlay. */
export const ClosesWithButtonAndOutsideClick: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Esqueci minha senha' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Opened, as it looks on screen. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Esqueci minha senha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recuperar senha' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
