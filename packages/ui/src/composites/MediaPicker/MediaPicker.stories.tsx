import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, screen, userEvent, waitFor, within } from 'storybook/test';
import { MediaPicker } from './MediaPicker.tsx';

// A small inline picture (no network): a gradient square standing in for a product photo.
const PRODUCT_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><defs><linearGradient id="g"><stop offset="0" stop-color="#0ea5a4"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs><rect width="64" height="64" fill="url(#g)"/><circle cx="32" cy="30" r="12" fill="#fff"/></svg>',
)}`;

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
      {
        id: 1,
        title: 'Foto do produto',
        kind: 'imagem',
        src: PRODUCT_IMAGE,
        description: 'Imagem',
        isDisabled: false,
      },
      { id: 2, title: 'Depoimento', kind: 'video', src: '', description: 'Vídeo', isDisabled: false },
      {
        id: 3,
        title: 'Áudio de boas-vindas',
        kind: 'audio',
        src: '',
        description: 'Já está na etapa',
        isDisabled: true,
      },
      { id: 4, title: 'Catálogo', kind: 'pdf', src: '', description: 'PDF', isDisabled: false },
    ],
  },
} satisfies Meta<typeof MediaPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The mouse picks a media; the arrows skip the one already in the step and Enter picks the next; Escape
 * asks to close. The story keeps the modal open (isOpen is the caller's), so every step is seen.
 */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Selecionar mídia' });
    // The modal fades in: it is driven once its entering animation has run.
    await waitFor(() => expect(dialog).toBeVisible());
    const list = within(dialog).getByRole('listbox', { name: 'Selecionar mídia' });
    const audio = within(list).getByRole('option', { name: /^Áudio de boas-vindas/ });
    await expect(audio).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(audio);
    await expect(args.onPick).not.toHaveBeenCalled();

    const video = within(list).getByRole('option', { name: /^Depoimento/ });
    await userEvent.click(video);
    await expect(args.onPick).toHaveBeenLastCalledWith(2);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    await expect(video).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const pdf = within(list).getByRole('option', { name: /^Catálogo/ });
    await expect(pdf).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(within(list).getByRole('option', { name: /^Foto do produto/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenLastCalledWith(1);
    await expect(args.onPick).toHaveBeenCalledTimes(3);

    mocked(args.onOpenChange).mockClear();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const NoMedia: Story = {
  args: { media: [] },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Selecionar mídia' });
    // The modal fades in: it is driven once its entering animation has run.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText('Nenhuma mídia cadastrada para este produto.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onPick).not.toHaveBeenCalled();
  },
};

/** Each row opens on a thumbnail: the photo itself for an image, the kind's icon for video, audio and PDF. */
export const Thumbnails: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Selecionar mídia' });
    await waitFor(() => expect(dialog).toBeVisible());
    const photo = within(dialog).getByRole('option', { name: /^Foto do produto/ });
    const image = photo.querySelector('img');
    await expect(image).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    await waitFor(() => expect(image?.naturalWidth).toBeGreaterThan(0));
    for (const [title, kind] of [
      ['Depoimento', 'video'],
      ['Áudio de boas-vindas', 'audio'],
      ['Catálogo', 'pdf'],
    ] as const) {
      const option = within(dialog).getByRole('option', { name: new RegExp(`^${title}`) });
      await expect(option.querySelector('img')).toBeNull();
      await expect(option.querySelector(`[data-kind="${kind}"] svg`)).not.toBeNull();
    }
    await expect(within(dialog).getByRole('option', { name: /^Depoimento/ })).toHaveTextContent('Vídeo');
  },
};

/** The thumbnails on a 375 px phone. */
export const ThumbnailsOnPhone: Story = {
  ...Thumbnails,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
