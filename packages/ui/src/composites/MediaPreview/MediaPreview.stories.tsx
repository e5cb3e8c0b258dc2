import type { Meta, StoryObj } from '@storybook/react-vite';
import { MediaPreview } from './MediaPreview.tsx';

// Small data URLs keep the stories self-contained (no network, no fixtures on disk).
const PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const meta = {
  title: 'Composites/MediaPreview',
  component: MediaPreview,
  args: {
    kind: 'imagem',
    src: PIXEL_PNG,
    title: 'Foto do produto',
    openPdfLabel: 'Abrir PDF',
    newTabHint: '(abre em nova aba)',
    unsupportedLabel: 'Tipo não suportado',
  },
} satisfies Meta<typeof MediaPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {};
export const Video: Story = { args: { kind: 'video', src: '', title: 'Depoimento' } };
export const Audio: Story = { args: { kind: 'audio', src: '', title: 'Áudio de boas-vindas' } };
export const Pdf: Story = { args: { kind: 'pdf', src: '/uploads/midias/catalogo.pdf', title: 'Catálogo' } };
export const Unsupported: Story = { args: { kind: 'planilha', src: '', title: 'Planilha' } };
