import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'voce@empresa.com.br', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing reaches the input and the change handler. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ana@loja.com');
    await expect(input).toHaveValue('ana@loja.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('ana@loja.com');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Nome',
    type: 'text',
    placeholder: undefined,
    description: 'Como o agente se apresenta aos clientes.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription(
      'Como o agente se apresenta aos clientes.',
    );
  },
};

/** A message from props marks the field invalid and is read as its description. */
export const Invalid: Story = {
  args: { defaultValue: 'ana@', errorMessage: 'Email inválido' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Email inválido')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Email inválido');
  },
};

export const Disabled: Story = {
  args: {
    label: 'Telefone',
    type: 'tel',
    placeholder: undefined,
    defaultValue: '(11) 98888-7777',
    isDisabled: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Telefone' })).toBeDisabled();
  },
};
