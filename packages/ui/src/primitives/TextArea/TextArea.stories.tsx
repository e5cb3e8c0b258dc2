import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  args: { label: 'Mensagem de pausa', maxLength: 100 },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The counter follows every character typed. Stories here reach the field with Tab, not a click: after a click,
 * whether RAC draws the focus ring depended on the test page's focus history, so screenshots flickered.
 */
export const WithCounter: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Mensagem de pausa' });
    await expect(canvas.getByText('0/100')).toBeVisible();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('Um momento');
    await expect(canvas.getByText('10/100')).toBeVisible();
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(canvas.getByText('8/100')).toBeVisible();
  },
};

/** Typing stops at the limit. */
export const AtLimit: Story = {
  args: { label: 'Título', maxLength: 12, rows: 2 },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Título' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('Depoimento da cliente');
    await expect(box).toHaveValue('Depoimento d');
    await expect(canvas.getByText('12/12')).toBeVisible();
  },
};

/** A value longer than the limit (set from outside) turns the counter red and the field invalid. */
export const OverLimit: Story = {
  args: { label: 'Nunca fazer', maxLength: 20, value: 'Nunca ofereça descontos acima de 10%' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nunca fazer' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText('36/20')).toHaveAttribute('data-over-limit', 'true');
  },
};

export const WithError: Story = {
  args: { label: 'Resposta', maxLength: 400, errorMessage: 'Resposta é obrigatória' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Resposta' })).toHaveAccessibleDescription(
      /Resposta é obrigatória/,
    );
  },
};

export const WithoutCounter: Story = {
  args: { label: 'Observações', maxLength: undefined, defaultValue: 'Cliente desde 2023.' },
};
