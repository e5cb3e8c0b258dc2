import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Select, SelectItem } from './Select.tsx';

const TONES = ['Calmo', 'Enérgico', 'Profissional', 'Amigável', 'Autoritário'];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: 'Tom de voz',
    placeholder: 'Selecione',
    onChange: fn(),
    children: TONES.map((tone) => (
      <SelectItem key={tone} id={tone}>
        {tone}
      </SelectItem>
    )),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chosen with the mouse. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Tom de voz/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Profissional' }));
    await expect(args.onChange).toHaveBeenCalledWith('Profissional');
    await expect(canvas.getByRole('button', { name: /Profissional/ })).toBeInTheDocument();
  },
};

/** Opened and chosen from the keyboard. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Tom de voz/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('Enérgico');
  },
};

export const Selected: Story = {
  args: { defaultValue: 'Amigável' },
};

export const Invalid: Story = {
  args: { errorMessage: 'Tom de voz é obrigatório' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tom de voz é obrigatório')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Calmo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Calmo/ })).toBeDisabled();
  },
};
