import type { ConversationItem } from '@agente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ConversaView } from './ConversaView.tsx';

const at = (time: string, day = '18') => ({ time, timeIso: `2025-06-${day}T${time}:00-03:00` });

const ITEMS: ConversationItem[] = [
  { kind: 'day', id: 'd1', label: '18/06/2025' },
  {
    kind: 'message',
    id: '1',
    author: 'lead',
    authorLabel: 'Ana Lima',
    text: 'Oi! Quanto custa o sérum?',
    ...at('10:02'),
  },
  {
    kind: 'message',
    id: '2',
    author: 'agente',
    authorLabel: 'Agente',
    text: 'Oi, Ana! Eu sou a Júlia, da Loja Bela. O sérum dura três meses de uso.',
    delivery: { tone: 'done', label: 'Entregue' },
    ...at('10:02'),
  },
  {
    kind: 'message',
    id: '3',
    author: 'agente',
    authorLabel: 'Agente',
    text: 'Sérum Facial por R$ 97,90: https://loja.exemplo.com/serum',
    delivery: { tone: 'done', label: 'Lida' },
    ...at('10:03'),
  },
  { kind: 'day', id: 'd2', label: '19/06/2025' },
  {
    kind: 'message',
    id: '4',
    author: 'lead',
    authorLabel: 'Ana Lima',
    text: 'Tem desconto no Pix?',
    ...at('09:15', '19'),
  },
  { kind: 'turn', id: 't1', text: 'O agente não respondeu: a cota de conversas do plano acabou.' },
];

const meta = {
  title: 'Screens/Conversa',
  component: ConversaView,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    onRetry: fn(),
    title: 'Ana Lima',
    phone: '+55 (11) 9.7000-0001',
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

/** The agent answers this lead: "Pausar agente" takes it over. */
export const AgentActive: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Agente ativo')).toBeVisible();
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
