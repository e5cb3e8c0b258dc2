import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
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
      moreActions: 'Mais ações',
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
      { id: 1, title: 'Foto do produto', kind: 'imagem', kindLabel: 'Imagem', src: PIXEL_PNG },
      { id: 2, title: 'Depoimento', kind: 'video', kindLabel: 'Vídeo', src: '' },
      { id: 3, title: 'Áudio de boas-vindas', kind: 'audio', kindLabel: 'Áudio', src: '' },
      { id: 4, title: 'Catálogo', kind: 'pdf', kindLabel: 'PDF', src: '/uploads/midias/catalogo.pdf' },
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

/**
 * The ID is not on the card: "Mais ações" opens by keyboard on "Copiar ID" (the ID heads the menu), Enter writes the
 * ID to the clipboard and reports it, and focus is back on the menu button.
 */
export const CopiesId: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('list', { name: 'Mídias do produto' });
    await expect(within(list).queryByText('ID: 2')).not.toBeInTheDocument();
    const more = within(list).getByRole('button', { name: 'Mais ações (Depoimento)' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Mais ações (Depoimento)' });
    const copy = within(menu).getByRole('menuitem', { name: 'Copiar ID' });
    // The menu fades in: it is read once its entering animation has run.
    await waitFor(() => expect(within(menu).getByText('ID: 2')).toBeVisible());
    await waitFor(() => expect(copy).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('2');
    await expect(args.onCopied).toHaveBeenCalledWith(2);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(more).toHaveFocus());
  },
};

/** The item's "Mais ações" menu, open: the media ID, then "Copiar ID". */
export const MoreActionsOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mais ações (Catálogo)' }));
    const menu = await screen.findByRole('menu', { name: 'Mais ações (Catálogo)' });
    await waitFor(() => expect(menu).toBeVisible());
    await expect(within(menu).getByText('ID: 4')).toBeVisible();
  },
};

/** The menu on a 375 px phone. */
export const MoreActionsOpenOnPhone: Story = {
  ...MoreActionsOpen,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
