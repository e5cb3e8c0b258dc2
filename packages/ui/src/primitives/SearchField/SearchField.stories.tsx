import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchField } from './SearchField.tsx';

const meta = {
  title: 'Primitives/SearchField',
  component: SearchField,
  args: { 'aria-label': 'Pesquisar usuários', placeholder: 'Pesquisar por nome ou email...', onChange: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing filters (via onChange); the clear button and Escape empty the box. */
export const TypeAndClear: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Pesquisar usuários' });
    await userEvent.type(input, 'maria');
    await expect(args.onChange).toHaveBeenLastCalledWith('maria');
    await userEvent.click(canvas.getByRole('button', { name: /Limpar/ }));
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'joão');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};

export const WithLabel: Story = {
  args: {
    'aria-label': undefined,
    label: 'Pesquisar objeções',
    placeholder: undefined,
    defaultValue: 'preço',
  },
};
