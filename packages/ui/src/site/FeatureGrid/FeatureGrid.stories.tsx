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

/** Each card with its own pictogram, as on the landing page. */
export const WithIcons: Story = {
  args: {
    features: [
      { title: 'Atendimento 24/7', description: 'Responde a qualquer hora.', icon: 'clock' },
      { title: 'Áudio, imagens e arquivos', description: 'Envia e recebe mídias.', icon: 'media' },
      { title: 'Sem programação', description: 'Tudo se configura no painel.', icon: 'sliders' },
      { title: 'Inteligência progressiva', description: 'Melhora a cada conversa.', icon: 'growth' },
      { title: 'Qualificação e vendas', description: 'Qualifica e fecha vendas.', icon: 'target' },
      { title: 'Follow Up', description: 'Retoma conversas paradas.', icon: 'repeat', badge: 'Novo' },
      { title: 'Painel responsivo', description: 'No computador ou no celular.', icon: 'devices' },
      { title: 'Suporte individual', description: 'Ajuda para montar o fluxo.', icon: 'support' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(8);
  },
};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getByText('Novo')).toBeVisible();
  },
};
