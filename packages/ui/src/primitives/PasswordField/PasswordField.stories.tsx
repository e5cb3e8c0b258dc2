import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: { label: 'Senha' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toggle shows and hides the password (mouse, then keyboard). */
export const ShowHide: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Senha', { selector: 'input' });
    await userEvent.type(input, 'segredo1');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('segredo1');
    const hide = canvas.getByRole('button', { name: 'Ocultar senha' });
    hide.focus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '123', errorMessage: 'A senha deve ter pelo menos 6 caracteres' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'segredo1', isDisabled: true },
};
