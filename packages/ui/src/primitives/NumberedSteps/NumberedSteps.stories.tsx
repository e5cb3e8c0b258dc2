import type { Meta, StoryObj } from '@storybook/react-vite';
import { NumberedSteps } from './NumberedSteps.tsx';

const meta = {
  title: 'Primitives/NumberedSteps',
  component: NumberedSteps,
  args: {
    steps: [
      { title: 'Informe o número', description: 'Digite o número do WhatsApp com 55 e o DDD.' },
      { title: 'Gere o QR Code', description: 'O código vale por 60 segundos.' },
      {
        title: 'Escaneie com o celular',
        description: 'WhatsApp → Aparelhos conectados → Conectar um aparelho.',
      },
    ],
  },
} satisfies Meta<typeof NumberedSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDescriptions: Story = {};
export const TitlesOnly: Story = {
  args: { steps: [{ title: 'Cadastre-se' }, { title: 'Divulgue seu link' }, { title: 'Receba comissões' }] },
};
