import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlusIcon } from '../../icons/icons.tsx';
import { Inline } from '../Stack/Stack.tsx';
import { BUTTON_SIZES, BUTTON_VARIANTS, Button } from './Button.tsx';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Salvar', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pressed from the keyboard (Tab, Enter, Space), then with the mouse. */
export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Salvar' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline>
      {BUTTON_VARIANTS.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(BUTTON_VARIANTS.length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline>
      {BUTTON_SIZES.map((size) => (
        <Button key={size} {...args} size={size}>
          Tamanho {size}
        </Button>
      ))}
    </Inline>
  ),
};

export const WithIcon: Story = {
  args: { children: 'Novo Produto', icon: <PlusIcon /> },
};

export const FullWidth: Story = {
  args: { isFullWidth: true, children: 'Entrar' },
};

/** A disabled button ignores the mouse and is skipped by Tab. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Salvar' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** While pending the button shows a spinner, keeps its name and width, and ignores presses. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Salvar/ });
    await expect(within(button).getByRole('progressbar', { name: 'Carregando...' })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** The "Enviando..." style: the pending label replaces the label while the request runs. */
export const PendingWithLabel: Story = {
  args: { isPending: true, children: 'Enviar', pendingLabel: 'Enviando...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Enviando\.\.\./ })).toBeInTheDocument();
  },
};

function PendingOnPress() {
  const [isPending, setPending] = useState(false);
  return (
    <Button isPending={isPending} onPress={() => setPending(true)}>
      Salvar alterações
    </Button>
  );
}

/** Pressing starts the pending state without changing the button's width. */
export const KeepsWidthWhenPending: Story = {
  render: () => <PendingOnPress />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Salvar alterações' });
    const widthBefore = button.getBoundingClientRect().width;
    await userEvent.click(button);
    await expect(await canvas.findByRole('progressbar')).toBeInTheDocument();
    await expect(button.getBoundingClientRect().width).toBe(widthBefore);
  },
};
