import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'Primitives/NumberField',
  component: NumberField,
  args: { label: 'Idade', onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed values are committed on blur. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Idade' });
    await userEvent.type(input, '25');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(25);
  },
};

/** The steppers and the arrow keys change the value by `step`. */
export const WithSteppers: Story = {
  args: { label: 'Conversas Plano', defaultValue: 300, step: 100, showSteppers: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Conversas Plano' });
    await userEvent.click(canvas.getByRole('button', { name: /Aumentar/ }));
    await expect(input).toHaveValue('400');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('200');
    await expect(args.onChange).toHaveBeenLastCalledWith(200);
  },
};

/** Money in pt-BR: comma decimals and the R$ sign. */
export const Currency: Story = {
  args: {
    label: 'Preço',
    defaultValue: 147,
    step: 0.01,
    minValue: 0,
    formatOptions: { style: 'currency', currency: 'BRL' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Preço' })).toHaveValue('R$\u00a0147,00');
  },
};

export const Invalid: Story = {
  args: { defaultValue: 16, errorMessage: 'Idade mínima é 18 anos' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Idade' })).toHaveAccessibleDescription(
      'Idade mínima é 18 anos',
    );
  },
};
