import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FlowPartChips } from './FlowPartChips.tsx';

const meta = {
  title: 'Composites/FlowPartChips',
  component: FlowPartChips,
  args: {
    'aria-label': 'Itens da etapa',
    chips: [
      {
        key: 'media-3',
        kind: 'media',
        label: 'Mídia: Catálogo (pdf)',
        removeLabel: 'Remover mídia Catálogo',
        mediaKind: 'pdf',
      },
      {
        key: 'media-4',
        kind: 'media',
        label: 'Mídia: Depoimento (video)',
        removeLabel: 'Remover mídia Depoimento',
        mediaKind: 'video',
      },
      { key: 'offer-1', kind: 'offer', label: 'Oferta: R$ 97,90', removeLabel: 'Remover oferta R$ 97,90' },
      { key: 'pause', kind: 'pause', label: 'Pausar agente', removeLabel: 'Remover pausa do agente' },
    ],
    text: 'Olá! Segue o nosso catálogo.\nQualquer dúvida é só chamar.',
  },
} satisfies Meta<typeof FlowPartChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reading: Story = {};
/** Each × removes its own marker: by mouse, and by Tab then Enter or Space. */
export const Removable: Story = {
  args: { onRemove: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remover mídia Catálogo' }));
    await expect(args.onRemove).toHaveBeenLastCalledWith('media-3');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remover mídia Depoimento' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenLastCalledWith('media-4');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remover oferta R$ 97,90' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRemove).toHaveBeenLastCalledWith('offer-1');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remover pausa do agente' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenLastCalledWith('pause');
    await expect(args.onRemove).toHaveBeenCalledTimes(4);
  },
};
export const TextOnly: Story = { args: { chips: [] } };
