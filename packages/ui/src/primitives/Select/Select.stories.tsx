import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select, SelectItem } from './Select.tsx';

const TONES = ['Calmo', 'Enérgico', 'Profissional', 'Amigável', 'Autoritário'];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: 'Tom de voz',
    placeholder: 'Selecione',
    onSelectionChange: fn(),
    children: TONES.map((tone) => (
      <SelectItem key={tone} id={tone}>
        {tone}
      </SelectItem>
    )),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chosen with the mouse (the platform's own list). */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Tom de voz' });
    await expect(select).toHaveDisplayValue('Selecione');
    await userEvent.selectOptions(select, 'Profissional');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('Profissional');
    await expect(select).toHaveDisplayValue('Profissional');
  },
};

/**
 * Reached with Tab, showing the focus ring. The arrow keys and type-ahead that then choose are the
 * browser's own on a native select (user-event does not replay them; the e2e agent spec presses them).
 */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Tom de voz' })).toHaveFocus();
  },
};

export const Selected: Story = {
  args: { defaultSelectedKey: 'Amigável' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Tom de voz' })).toHaveDisplayValue('Amigável');
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Tom de voz é obrigatório' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tom de voz é obrigatório')).toBeVisible();
    const select = canvas.getByRole('combobox', { name: 'Tom de voz' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Tom de voz é obrigatório');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'Calmo' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Tom de voz' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveDisplayValue('Calmo');
  },
};
