import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
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
      titleRequired: 'O título é obrigatório',
      save: 'Salvar',
      cancel: 'Cancelar',
      remove: 'Excluir',
      openPdf: 'Abrir PDF',
      newTabHint: '(abre em nova aba)',
      unsupported: 'Tipo não suportado',
    },
    maxTitleLength: 150,
    onRename: fn(),
    onCopied: fn(),
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
export const Busy: Story = { args: { busyId: 2 } };
export const Empty: Story = { args: { items: [] } };

/** Enter saves the trimmed title; a title of spaces is refused with the message and not sent. */
export const RenameWithEnter: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Renomear (Catálogo)' }));
    const field = canvas.getByRole('textbox', { name: 'Título da mídia' });
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, '   {Enter}');
    await expect(canvas.getByText('O título é obrigatório')).toBeVisible();
    await expect(args.onRename).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '  Catálogo 2025  {Enter}');
    await expect(args.onRename).toHaveBeenCalledWith(4, 'Catálogo 2025');
    await expect(canvas.queryByRole('textbox', { name: 'Título da mídia' })).not.toBeInTheDocument();
  },
};

/** Copiar ID writes the ID to the clipboard and reports it. */
export const CopiesId: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('list', { name: 'Mídias do produto' });
    await userEvent.click(within(list).getByRole('button', { name: 'Copiar ID (Depoimento)' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('2');
    await expect(args.onCopied).toHaveBeenCalledWith(2);
  },
};
