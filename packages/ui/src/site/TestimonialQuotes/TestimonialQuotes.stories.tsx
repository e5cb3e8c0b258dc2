import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TestimonialQuotes } from './TestimonialQuotes.tsx';

const meta = {
  title: 'Landing/TestimonialQuotes',
  component: TestimonialQuotes,
  args: {
    testimonials: [
      {
        quote:
          'O agente responde de madrugada e no domingo. Parei de perder cliente que chamava fora do horário.',
        name: 'Marina Souza',
        business: 'Doces da Marina',
        result: '40% mais pedidos no primeiro mês',
      },
      {
        quote: 'Configurei em uma tarde. Hoje ele qualifica e eu só entro para fechar.',
        name: 'Carlos Lima',
        business: 'Oficina do Carlos',
        result: null,
      },
    ],
  },
} satisfies Meta<typeof TestimonialQuotes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each quote with who said it and their business; the result on top when given. */
export const Configured: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('40% mais pedidos no primeiro mês')).toBeVisible();
    await expect(canvas.getByText('Oficina do Carlos')).toBeVisible();
    await expect(canvas.getByText(/^“Configurei em uma tarde/)).toBeVisible();
  },
};
