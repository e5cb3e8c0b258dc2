import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Meter } from './Meter.tsx';

const meta = {
  title: 'Primitives/Meter',
  component: Meter,
  args: { label: 'Conversas do plano', maxValue: 300 },
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Low: Story = {
  args: { value: 75, valueLabel: '75 de 300' },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Conversas do plano' });
    await expect(meter).toHaveAttribute('aria-valuenow', '75');
    await expect(meter).toHaveAttribute('aria-valuetext', '75 de 300');
    await expect(canvas.getByText('75 de 300')).toBeVisible();
  },
};

/** From 80 % of the quota the bar turns amber. */
export const NearLimit: Story = {
  args: { value: 255, valueLabel: '255 de 300' },
};

/** A used-up quota is red; the value never overflows the track. */
export const Exhausted: Story = {
  args: { value: 320, valueLabel: '320 de 300' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '300');
  },
};

/** Without a value label RAC shows the percentage in pt-BR. */
export const Percentage: Story = {
  args: { label: 'Mensagens trocadas', maxValue: 1000, value: 420 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('42%')).toBeVisible();
  },
};
