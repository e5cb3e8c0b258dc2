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

/**
 * Up is disabled on the first step and down on the last; the others move their step. Every action works by
 * mouse and by keyboard (Tab, then Enter or Space), each reporting its own step.
 */
export const Filled: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mover para cima (Etapa 1)' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mover para baixo (Etapa 3)' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Mover para baixo (Etapa 1)' }));
    await expect(args.onMoveDown).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Mover para cima (Etapa 3)' }));
    await expect(args.onMoveUp).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir (Etapa 2)' }));
    await expect(args.onRemove).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar (Etapa 1)' }));
    await expect(args.onEdit).toHaveBeenLastCalledWith(1);

    // From 'Editar (Etapa 1)' the keyboard walks on through the steps' buttons.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Excluir (Etapa 1)' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenLastCalledWith(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Mover para cima (Etapa 2)' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMoveUp).toHaveBeenLastCalledWith(2);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Mover para baixo (Etapa 2)' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onMoveDown).toHaveBeenLastCalledWith(2);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Editar (Etapa 2)' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenLastCalledWith(2);
    await expect(args.onRemove).toHaveBeenCalledTimes(2);
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
