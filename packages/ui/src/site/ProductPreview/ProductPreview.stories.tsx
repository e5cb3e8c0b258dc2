import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProductPreview } from './ProductPreview.tsx';

const meta = {
  title: 'Landing/ProductPreview',
  component: ProductPreview,
  args: {
    label: 'O painel e uma conversa do agente no WhatsApp',
    panel: {
      title: 'Painel · Conversas',
      menu: ['Dashboard', 'Conversas', 'Leads', 'Meu Agente', 'Produtos'],
      activeItem: 'Conversas',
      conversations: [
        {
          name: 'Fernanda',
          preview: 'Quero o kit com 3 frascos!',
          time: '21:52',
          badge: { label: 'Aguardando você', tone: 'warning' },
        },
        { name: 'Roberto', preview: 'Serve pra cabelo com química?', time: '21:40' },
        {
          name: 'Patrícia',
          preview: 'Obrigada, chegou certinho',
          time: '20:15',
          badge: { label: 'Pausado', tone: 'neutral' },
        },
      ],
    },
    chat: {
      title: 'Júlia · Agente',
      agentName: 'Agente',
      leadName: 'Cliente',
      messages: [
        { from: 'lead', text: 'Oi! Meu cabelo tá caindo muito', time: '21:47' },
        {
          from: 'agent',
          text: 'O Sérum age direto na raiz e reduz a queda já nas primeiras semanas.',
          time: '21:47',
        },
        { from: 'lead', text: 'Quero o kit com 3 frascos!', time: '21:52' },
      ],
    },
  },
} satisfies Meta<typeof ProductPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The panel's conversations with their states, and the exchange on the phone in front. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('figure', { name: 'O painel e uma conversa do agente no WhatsApp' }),
    ).toBeVisible();
    await expect(canvas.getByText('Aguardando você')).toBeVisible();
    await expect(canvas.getByRole('figure', { name: 'Júlia · Agente' })).toBeVisible();
  },
};

/** On a phone the panel shows its conversations alone, the chat under it. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Conversas')).not.toBeVisible();
    await expect(canvas.getByText('Fernanda')).toBeVisible();
  },
};
