import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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
export const Removable: Story = { args: { onRemove: fn() } };
export const TextOnly: Story = { args: { chips: [] } };
