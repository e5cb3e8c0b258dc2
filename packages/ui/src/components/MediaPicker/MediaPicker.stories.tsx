import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MediaPicker } from './MediaPicker.tsx';

const meta = {
  title: 'Composites/MediaPicker',
  component: MediaPicker,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onPick: fn(),
    title: 'Selecionar mídia',
    emptyText: 'Nenhuma mídia cadastrada para este produto.',
    media: [
      { id: 1, title: 'Foto do produto', kind: 'imagem', description: 'imagem', isDisabled: false },
      { id: 2, title: 'Depoimento', kind: 'video', description: 'video', isDisabled: false },
      {
        id: 3,
        title: 'Áudio de boas-vindas',
        kind: 'audio',
        description: 'Já está na etapa',
        isDisabled: true,
      },
      { id: 4, title: 'Catálogo', kind: 'pdf', description: 'pdf', isDisabled: false },
    ],
  },
} satisfies Meta<typeof MediaPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const NoMedia: Story = { args: { media: [] } };
