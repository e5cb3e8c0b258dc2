import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
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

/** Up is disabled on the first step and down on the last; the others move their step. */
export const Filled: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mover para cima (Etapa 1)' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mover para baixo (Etapa 3)' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Mover para baixo (Etapa 1)' }));
    await expect(args.onMoveDown).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Mover para cima (Etapa 3)' }));
    await expect(args.onMoveUp).toHaveBeenCalledWith(3);
  },
};

/** While a request runs every move is disabled. */
export const Busy: Story = {
  args: { isBusy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mover para baixo (Etapa 1)' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mover para cima (Etapa 2)' })).toBeDisabled();
  },
};
export const Empty: Story = { args: { steps: [] } };
