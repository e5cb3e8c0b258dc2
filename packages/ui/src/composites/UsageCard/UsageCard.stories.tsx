import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UsageCard } from './UsageCard.tsx';

const meta = {
  title: 'Composites/UsageCard',
  component: UsageCard,
  args: {
    title: 'Conversas utilizadas',
    figure: '22%',
    value: 137,
    maxValue: 600,
    valueLabel: '137 de 600',
    description: 'Conversas únicas já usadas da cota mensal do plano.',
    loadingLabel: 'Carregando consumo',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UsageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Conversas utilizadas' });
    await expect(meter).toHaveAttribute('aria-valuenow', '137');
    await expect(meter).toHaveAttribute('aria-valuetext', '137 de 600');
    await expect(canvas.getByText('22%')).toBeVisible();
  },
};

/** From 80 % the bar turns amber. */
export const NearLimit: Story = {
  args: { figure: '90%', value: 540, valueLabel: '540 de 600' },
};

/** A used-up quota is red and the bar never overflows. */
export const Exhausted: Story = {
  args: { figure: '100%', value: 640, valueLabel: '640 de 600' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '600');
  },
};

/** The caller may colour the bar itself, e.g. a remaining share. */
export const ExplicitTone: Story = {
  args: {
    title: 'Dias restantes do plano',
    figure: '3 dias',
    value: 3,
    maxValue: 30,
    valueLabel: '3 de 30',
    description: 'O ciclo atual termina em 15/03/2099.',
    tone: 'warning',
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando consumo');
    await expect(canvas.queryByRole('meter')).not.toBeInTheDocument();
  },
};
