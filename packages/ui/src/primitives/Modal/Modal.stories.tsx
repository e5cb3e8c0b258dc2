import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Form, FormActions } from '../Form/Form.tsx';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import { Text } from '../Text/Text.tsx';
import { Modal } from './Modal.tsx';

const meta = {
  title: 'Primitives/Modal',
  component: Modal,
  args: { isOpen: true, onOpenChange: fn() },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The forced password change: the page behind is inert and neither Escape nor a click
 * outside closes the modal; only its own form does.
 */
export const Blocking: Story = {
  args: { isBlocking: true },
  render: (args) => (
    <>
      <Button>Botão da página</Button>
      <Modal {...args}>
        <Dialog title="Altere sua senha" hideCloseButton>
          <Text tone="muted">Por segurança, defina uma nova senha antes de continuar.</Text>
          <Form>
            <PasswordField label="Nova senha" autoComplete="new-password" />
            <PasswordField label="Confirmar nova senha" autoComplete="new-password" />
            <FormActions>
              <Button type="submit">Alterar senha</Button>
            </FormActions>
          </Form>
        </Dialog>
      </Modal>
    </>
  ),
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Altere sua senha' });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    // The page behind is inert / hidden from assistive technology while the modal is open.
    const pageButton = screen.getByText('Botão da página').closest('button');
    await expect(pageButton?.closest('[inert], [aria-hidden="true"]')).not.toBeNull();
  },
};

/** A dismissable modal closes on Escape. */
export const Dismissable: Story = {
  args: { size: 'sm' },
  render: (args) => (
    <Modal {...args}>
      <Dialog title="Aviso">
        <Text>Conteúdo do aviso.</Text>
      </Dialog>
    </Modal>
  ),
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Aviso' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
