import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FlowStepList } from './FlowStepList.tsx';

const meta = {
  title: 'Composites/FlowStepList',
  component: FlowStepList,
  args: {
    labels: {
      list: 'Etapas do fluxo',
      chips: 'Itens da etapa',
      moveUp: 'Mover para cima',
      moveDown: 'Mover para baixo',
      edit: 'Editar',
      remove: 'Excluir',
      empty: 'Nenhuma etapa cadastrada.',
    },
    steps: [
      { id: 1, title: 'Etapa 1', chips: [], text: 'Olá! Tudo bem? Sou a assistente da loja.' },
      {
        id: 2,
        title: 'Etapa 2',
        chips: [
          { key: 'media-3', kind: 'media', label: 'Catálogo (pdf)' },
          { key: 'offer-1', kind: 'offer', label: 'R$ 97,90' },
          { key: 'pause', kind: 'pause', label: 'Pausar agente' },
        ],
        text: 'Segue o catálogo com a oferta de hoje.',
      },
      { id: 3, title: 'Etapa 3', chips: [], text: 'Posso ajudar em mais alguma coisa?' },
    ],
    onMoveUp: fn(),
    onMoveDown: fn(),
    onEdit: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof FlowStepList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Busy: Story = { args: { isBusy: true } };
export const Empty: Story = { args: { steps: [] } };
