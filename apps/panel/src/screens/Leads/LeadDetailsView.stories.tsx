import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { LeadDetailsView } from './LeadDetailsView.tsx';
import { leadDetails } from './leadDetails.ts';

const meta = {
  title: 'Screens/Leads/Lead',
  component: LeadDetailsView,
  args: {
    onClose: fn(),
    status: 'ready',
    lead: leadDetails({
      id_produto: 3,
      nome_produto: 'Kit Capilar',
      lead: {
        id: 12,
        nome: 'Maria Souza Lima',
        lead_phone: '5511988887777',
        data_hora_ultima_interacao: '2025-05-12T17:05:00.000Z',
        etiqueta: 'Cliente VIP',
        ultimo_step: 3,
        nao_perturbe_desde: null,
        compra: { valor_centavos: 19_700, oferta: 'Kit 3 frascos', em: '2025-05-12T17:00:00.000Z' },
      },
    }),
  },
} satisfies Meta<typeof LeadDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from a link: who the lead is, where they are in the flow, and the way to the conversation. */
export const Ready: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Maria Souza Lima' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('link', { name: 'Ver conversa' })).toHaveAttribute(
      'href',
      '/panel/conversas/5511988887777',
    );
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const NotFound: Story = { args: { status: 'error', error: 'Lead não encontrado.' } };

export const ReadyOnPhone: Story = { ...Ready, globals: { viewport: { value: 'phone', isRotated: false } } };
