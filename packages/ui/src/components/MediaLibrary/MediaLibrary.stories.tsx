import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MediaLibrary } from './MediaLibrary.tsx';

const PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const meta = {
  title: 'Composites/MediaLibrary',
  component: MediaLibrary,
  args: {
    labels: {
      list: 'Mídias do produto',
      empty: 'Nenhuma mídia cadastrada.',
      id: (id: number) => `ID: ${id}`,
      copyId: 'Copiar ID',
      copied: 'Copiado!',
      rename: 'Renomear',
      titleField: 'Título da mídia',
      save: 'Salvar',
      cancel: 'Cancelar',
      remove: 'Excluir',
      openPdf: 'Abrir PDF',
      newTabHint: '(abre em nova aba)',
      unsupported: 'Tipo não suportado',
    },
    maxTitleLength: 150,
    onRename: fn(),
    onCopyId: fn(),
    onRemove: fn(),
    items: [
      { id: 1, title: 'Foto do produto', kind: 'imagem', kindLabel: 'imagem', src: PIXEL_PNG },
      { id: 2, title: 'Depoimento', kind: 'video', kindLabel: 'video', src: '' },
      { id: 3, title: 'Áudio de boas-vindas', kind: 'audio', kindLabel: 'audio', src: '' },
      { id: 4, title: 'Catálogo', kind: 'pdf', kindLabel: 'pdf', src: '/uploads/midias/catalogo.pdf' },
      { id: 5, title: 'Planilha antiga', kind: 'planilha', kindLabel: 'Tipo não suportado', src: '' },
    ],
  },
} satisfies Meta<typeof MediaLibrary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const JustCopied: Story = { args: { copiedId: 4 } };
export const Empty: Story = { args: { items: [] } };
