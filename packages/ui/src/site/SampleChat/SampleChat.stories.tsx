import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SampleChat } from './SampleChat.tsx';

const meta = {
  title: 'Landing/SampleChat',
  component: SampleChat,
  args: {
    title: 'Exemplo de conversa',
    agentName: 'Agente',
    leadName: 'Cliente',
    messages: [
      { from: 'lead', text: 'Oi! Vi o anúncio do kit. Ainda tem?', time: '21:47' },
      { from: 'agent', text: 'Tem sim! O kit completo sai por R$ 197 com frete grátis hoje.', time: '21:47' },
      { from: 'lead', text: 'Comprei! Obrigada!', time: '21:52' },
    ],
  },
} satisfies Meta<typeof SampleChat>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Screen readers hear who says each message. */
export const Conversation: Story = {
  play: async ({ canvas }) => {
    const messages = canvas.getAllByRole('listitem');
    await expect(messages[1]).toHaveTextContent(/^Agente: Tem sim!/);
  },
};
