import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type DashboardCounter, DashboardCounters } from './DashboardCounters.tsx';

const COUNTERS: readonly DashboardCounter[] = [
  { id: 'conversas_unicas', label: 'Conversas únicas', value: '1.234', icon: 'people' },
  { id: 'mensagens_trocadas', label: 'Mensagens trocadas', value: '48.210', icon: 'messages', tone: 'info' },
  { id: 'conversas_plano', label: 'Conversas do plano', value: '600', icon: 'gauge', tone: 'success' },
];

const meta = {
  title: 'Composites/DashboardCounters',
  component: DashboardCounters,
  args: { title: 'Estatísticas', counters: COUNTERS },
} satisfies Meta<typeof DashboardCounters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three figures, each a group named by its label. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Estatísticas' });
    await expect(section).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Conversas únicas' })).toHaveTextContent('1.234');
    await expect(canvas.getByRole('group', { name: 'Mensagens trocadas' })).toHaveTextContent('48.210');
    await expect(canvas.getByRole('group', { name: 'Conversas do plano' })).toHaveTextContent('600');
  },
};

/** While the figures load each card is busy and shows a placeholder. */
export const Loading: Story = {
  args: { isLoading: true, counters: COUNTERS.map((counter) => ({ ...counter, value: '' })) },
  play: async ({ canvas }) => {
    for (const group of canvas.getAllByRole('group'))
      await expect(group).toHaveAttribute('aria-busy', 'true');
  },
};
