import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FLUXO_COPY } from '../fluxo.copy.ts';
import { closedConfirm, FluxoStoryPage, mediaSection, mediaView } from '../testing/fluxoStories.tsx';
import { FlowMediaView, type FlowMediaViewProps } from './FlowMediaView.tsx';
import type { MediaSectionProps } from './MediaSection.tsx';
import { ACCEPTED_EXTENSIONS } from './mediaUploadForm.ts';

const meta = {
  title: 'Screens/Fluxo/Media',
  component: FlowMediaView,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <FluxoStoryPage media={<Story />} />],
  args: mediaView,
} satisfies Meta<typeof FlowMediaView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Brings a part of the page into view: the screenshot then shows the state the story is about. */
const showing =
  (name: string, role: 'form' | 'list' | 'heading' = 'form'): Story['play'] =>
  async ({ canvas }) => {
    canvas.getByRole(role, { name }).scrollIntoView({ block: 'start' });
  };

const withMedia = (change: Partial<MediaSectionProps>): Partial<FlowMediaViewProps> => ({
  media: { ...mediaSection, ...change },
});
const withUpload = (change: Partial<MediaSectionProps['upload']>): Partial<FlowMediaViewProps> =>
  withMedia({ upload: { ...mediaSection.upload, ...change } });

export const Uploading: Story = {
  args: withUpload({ fileName: 'depoimento-ana.mp4', title: 'Depoimento da Ana', progress: 42 }),
  play: async ({ canvas }) => {
    canvas.getByRole('form', { name: 'Enviar mídia' }).scrollIntoView({ block: 'start' });
    await expect(canvas.getByRole('progressbar', { name: 'Enviando arquivo' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
  },
};
export const UploadInvalid: Story = {
  args: withUpload({
    fileName: 'planilha.xlsx',
    fileError: FLUXO_COPY.errors.fileNotAllowed(ACCEPTED_EXTENSIONS),
    titleError: FLUXO_COPY.errors.titleRequired,
  }),
  play: showing('Enviar mídia'),
};
export const UploadFailed: Story = {
  args: withUpload({ fileName: 'audio.mp3', title: 'Áudio', uploadError: 'Erro ao fazer upload do arquivo' }),
  play: showing('Enviar mídia'),
};
export const Uploaded: Story = {
  args: withMedia({ successMessage: FLUXO_COPY.success.uploaded }),
  play: showing('Mídias do produto', 'heading'),
};
export const IdCopied: Story = {
  args: withMedia({ copiedId: 7 }),
  play: showing('Mídias do produto', 'list'),
};
export const RenameFailed: Story = {
  args: withMedia({ errorMessage: 'Erro ao atualizar título da mídia' }),
  play: showing('Mídias do produto', 'heading'),
};
export const ConfirmDeleteMediaInUse: Story = {
  args: {
    confirmMedia: {
      ...closedConfirm,
      subject: 'Catálogo 2025',
      errorMessage: 'Esta mídia está na etapa 2 do fluxo. Remova-a da etapa antes de excluir.',
    },
  },
};
