import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FeatureGrid } from './FeatureGrid.tsx';

const meta = {
  title: 'Landing/FeatureGrid',
  component: FeatureGrid,
  args: {
    features: [
      { title: 'Atendimento 24/7', description: 'Responde a qualquer hora, mesmo com o celular desligado.' },
      { title: 'Sem programação', description: 'Tudo se configura no painel.' },
      {
        title: 'Follow Up',
        description: 'Retoma conversas paradas no tempo que você definir.',
        badge: 'Novo',
      },
    ],
  },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getByText('Novo')).toBeVisible();
  },
};
