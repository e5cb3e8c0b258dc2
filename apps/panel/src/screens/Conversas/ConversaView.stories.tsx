import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ConversaView } from './ConversaView.tsx';
import { at, CONVERSATION_ITEMS as ITEMS } from './conversaStoryData.ts';

const meta = {
  title: 'Screens/Conversa',
  component: ConversaView,
  parameters: { layout: 'fullscreen' },
  // The inbox gives the thread the screen's height; here, a phone screen's.
  decorators: [
    (Story) => (
      <div style={{ height: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    status: 'ready',
    onRetry: fn(),
    title: 'Ana Lima',
    phone: '(11) 97000-0001',
    paused: false,
    accountAgent: 'ativo',
    pausedWhy: '',
    isChangingPause: false,
    onPause: fn(),
    onResume: fn(),
    items: ITEMS,
    hasOlder: true,
    isLoadingOlder: false,
    olderError: null,
    onLoadOlder: fn(),
    draft: '',
    onDraftChange: fn(),
    onSend: fn(),
    isSending: false,
    actionError: null,
  },
} satisfies Meta<typeof ConversaView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The agent answers this lead: "Pausar agente" takes it over; the lead's kanban step and tag, and a link there. */
export const AgentActive: Story = {
  args: { kanban: { step: 'Etapa 2 · Sérum Capilar', tag: 'QUENTE', href: '/panel/kanban/1' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Agente ativo')).toBeVisible();
    await expect(canvas.getByText('Etapa 2 · Sérum Capilar')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver no Kanban' })).toHaveAttribute(
      'href',
      '/panel/kanban/1',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Pausar agente' }));
    await expect(args.onPause).toHaveBeenCalledOnce();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mensagem' }), 'O');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith('O');
  },
};

export const AgentPaused: Story = {
  args: {
    paused: true,
    pausedWhy: 'Pausado por você desde 19/06/2025 09:16.',
    items: [
      ...ITEMS,
      { kind: 'turn', id: 't2', text: 'O agente não respondeu: pausado para este lead.' },
      {
        kind: 'message',
        id: '5',
        author: 'humano',
        authorLabel: 'Humano',
        text: 'Tem sim, Ana: 5% no Pix.',
        delivery: { tone: 'pending', label: 'Na fila' },
        ...at('09:17', '19'),
      },
    ],
    draft: 'Posso te mandar o link?',
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Agente pausado')).toBeVisible();
    await expect(canvas.getByText('Pausado por você desde 19/06/2025 09:16.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar mensagem' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Retomar agente' }));
    await expect(args.onResume).toHaveBeenCalledOnce();
  },
};

/** The agent is switched off for the whole account: the header says so, whatever this lead's pause. */
export const AgentSwitchedOff: Story = {
  args: { accountAgent: 'desligado' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Agente desligado')).toBeVisible();
    await expect(canvas.queryByText('Agente ativo')).toBeNull();
    await expect(
      canvas.getByText('O agente está desligado em "Meu Agente" e não responde a nenhum lead.'),
    ).toBeVisible();
  },
};

export const Sending: Story = { args: { draft: 'Oi, Ana!', isSending: true } };

export const SendFailed: Story = {
  args: {
    draft: 'Oi, Ana!',
    actionError: 'Conecte seu WhatsApp em "Conectar WhatsApp" para enviar mensagens.',
  },
};

export const EmptyConversation: Story = { args: { items: [], hasOlder: false } };

export const Loading: Story = { args: { status: 'loading' } };

export const LoadFailed: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The lead waits for a person and asked the agent to stop before: the header says both, with the times. */
export const WaitingAndDoNotDisturb: Story = {
  args: {
    paused: true,
    pausedWhy: 'O fluxo pediu a pausa desde 18/06/2025 10:15.',
    waiting: 'Aguardando você desde 18/06/2025 10:15 · pediu uma pessoa',
    doNotDisturb: 'Não perturbe desde 18/06/2025 09:02',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aguardando você desde 18/06/2025 10:15 · pediu uma pessoa')).toBeVisible();
    await expect(canvas.getByText('Não perturbe desde 18/06/2025 09:02')).toBeVisible();
  },
};

/** The lead bought: the header shows "Comprou" with the amount and the offer, as the kanban card does. */
export const Bought: Story = {
  args: { purchase: 'Comprou · R$ 197,00 · Kit 3 frascos' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Comprou · R$ 197,00 · Kit 3 frascos')).toBeVisible();
    await expect(canvas.getByText('Agente ativo')).toBeVisible();
  },
};
