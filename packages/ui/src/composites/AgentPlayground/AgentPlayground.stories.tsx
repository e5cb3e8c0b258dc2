import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AgentPlayground } from './AgentPlayground.tsx';
import { LEAD_ONLY, PLAYGROUND_LABELS, WITH_REPLY } from './agentPlaygroundStoryData.ts';

const meta = {
  title: 'Composites/AgentPlayground',
  component: AgentPlayground,
  args: {
    items: [],
    stepLabel: 'Início do fluxo (5 etapas)',
    isPaused: false,
    isSending: false,
    isResetting: false,
    error: null,
    draft: '',
    maxLength: 4000,
    labels: PLAYGROUND_LABELS,
    onDraftChange: fn(),
    onSend: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof AgentPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing said yet: the hint invites the seller to write as a customer. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Escreva como se fosse um cliente para ver o que o agente responde.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  },
};

/** The seller's message is in; the agent is on its way. */
export const Sending: Story = {
  args: { items: LEAD_ONLY, isSending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Agente digitando...');
    await expect(canvas.getByRole('log', { name: 'Conversa de teste com o agente' })).toHaveTextContent(
      'Oi, vi o anúncio',
    );
  },
};

/** Each reply with its reason: the flow step, or the objection it answered. */
export const ReplyWithReason: Story = {
  args: { items: WITH_REPLY, stepLabel: 'Etapa 1 de 5', draft: 'E como compro?' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Por quê: enviou a etapa 1 do fluxo.')).toBeVisible();
    await expect(canvas.getByText(/objeção "Está muito caro"/)).toBeVisible();
    await expect(canvas.getByText('Etapa 1 de 5')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};

/** After the pause step the agent hands over; the seller restarts by keyboard. */
export const Paused: Story = {
  args: { items: WITH_REPLY, stepLabel: 'Etapa 5 de 5', isPaused: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Agente pausado')).toBeVisible();
    canvas.getByRole('button', { name: 'Reiniciar conversa' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReset).toHaveBeenCalledOnce();
  },
};

export const Failed: Story = {
  args: {
    items: LEAD_ONLY,
    draft: 'Oi, vi o anúncio',
    error: 'Configure seu agente em "Meu Agente" e cadastre um produto com fluxo antes de testar.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Configure seu agente em "Meu Agente"');
  },
};
