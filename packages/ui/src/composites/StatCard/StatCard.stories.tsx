import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { STAT_CARD_TONES, StatCard } from './StatCard.tsx';
import { STAT_ICONS } from './statIcons.tsx';

const meta = {
  title: 'Composites/StatCard',
  component: StatCard,
  args: { label: 'Conversas únicas', value: '1.234', icon: 'people', tone: 'primary' },
  argTypes: {
    icon: { control: 'select', options: STAT_ICONS },
    tone: { control: 'inline-radio', options: STAT_CARD_TONES },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Conversas únicas' });
    await expect(group).toHaveTextContent('1.234');
    await expect(group).not.toHaveAttribute('aria-busy');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Mensagens trocadas',
    value: '48.210',
    icon: 'messages',
    tone: 'info',
    description: 'Desde a ativação do agente',
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Conversas únicas' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByText('1.234')).not.toBeInTheDocument();
  },
};

export const WithoutIcon: Story = { args: { icon: undefined, label: 'Conversas do plano', value: '600' } };
