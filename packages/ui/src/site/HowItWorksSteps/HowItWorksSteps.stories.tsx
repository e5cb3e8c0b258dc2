import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HowItWorksSteps } from './HowItWorksSteps.tsx';

const meta = {
  title: 'Landing/HowItWorksSteps',
  component: HowItWorksSteps,
  args: {
    steps: [
      { title: 'Crie', description: 'Assine um plano e acesse o painel.' },
      { title: 'Personalize', description: 'Cadastre produtos, ofertas e o fluxo.' },
      { title: 'Conecte', description: 'Escaneie o QR Code com o WhatsApp.' },
      { title: 'Pronto', description: 'Seu agente já está atendendo.' },
    ],
  },
} satisfies Meta<typeof HowItWorksSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four steps, in order, as an ordered list. */
export const FourSteps: Story = {
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem');
    await expect(steps.map((step) => step.querySelector('h3')?.textContent)).toEqual([
      'Crie',
      'Personalize',
      'Conecte',
      'Pronto',
    ]);
  },
};
