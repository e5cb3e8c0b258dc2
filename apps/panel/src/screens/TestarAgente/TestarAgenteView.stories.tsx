import type { PlaygroundState } from '@agente/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { playgroundItems, stepLabel } from './playgroundItems.ts';
import { TestarAgenteView } from './TestarAgenteView.tsx';

const message = (id: number, autor: 'lead' | 'agente', texto: string) => ({
  id,
  autor,
  tipo: 'texto' as const,
  texto,
  midia: null,
  transcricao: null,
  entrega: null,
  explicacao: null,
  data_hora: '2025-06-18T13:02:00.000Z',
});

const WALKED: PlaygroundState = {
  pronto: true,
  modelo_limite_atingido: false,
  etapa: 1,
  total_etapas: 5,
  pausado: false,
  mensagens: [
    message(1, 'lead', 'Oi, vi o anúncio'),
    message(
      2,
      'agente',
      'Oi! Aqui é a Júlia, do Sérum Capilar 😊 O que mais te incomoda no seu cabelo hoje?',
    ),
    message(3, 'lead', 'Está muito caro'),
    message(4, 'agente', 'Entendo! O kit com 3 frascos sai por R$ 82,33 cada e dá para parcelar em até 12x.'),
  ],
  motivos: [
    { mensagem_id: 1, decisao: 'etapa', etapa: 1, objecao: null, pausou: false },
    {
      mensagem_id: 3,
      decisao: 'objecao',
      etapa: null,
      objecao: { id: 7, pergunta: 'Está muito caro' },
      pausou: false,
    },
  ],
};

const meta = {
  title: 'Screens/TestarAgente',
  component: TestarAgenteView,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    items: [],
    stepLabel: stepLabel({ etapa: 0, total_etapas: 5 }),
    isPaused: false,
    isSending: false,
    isResetting: false,
    error: null,
    draft: '',
    onDraftChange: fn(),
    onSend: fn(),
    onReset: fn(),
    onRetry: fn(),
    onGoToAgent: fn(),
  },
} satisfies Meta<typeof TestarAgenteView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Testar agente' })).toBeVisible();
    await expect(canvas.getByText('Início do fluxo (5 etapas)')).toBeVisible();
  },
};

export const ReplyWithReason: Story = {
  args: { items: playgroundItems(WALKED), stepLabel: stepLabel(WALKED) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Por quê: enviou a etapa 1 do fluxo.')).toBeVisible();
    await expect(
      canvas.getByText('Por quê: respondeu à objeção "Está muito caro" (a etapa não muda).'),
    ).toBeVisible();
    await expect(canvas.getByText('Etapa 1 de 5')).toBeVisible();
  },
};

export const ModelLimitReached: Story = {
  args: { isModelLimitReached: true, items: playgroundItems(WALKED), stepLabel: stepLabel(WALKED) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Sua conta chegou ao limite diário do modelo de linguagem.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Mensagem' })).toBeVisible();
  },
};

export const NotReady: Story = {
  args: { status: 'notReady' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ir para Meu Agente' }));
    await expect(args.onGoToAgent).toHaveBeenCalledOnce();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
