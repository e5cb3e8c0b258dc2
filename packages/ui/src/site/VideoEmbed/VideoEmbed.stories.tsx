import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { boxesOverlap } from '../../testing/layoutChecks.ts';
import { DEMO_EMBED, DEMO_FILE, TRAINING_FILE } from '../SiteStories/sampleMedia.ts';
import { VideoEmbed } from './VideoEmbed.tsx';

const meta = {
  title: 'Landing/VideoEmbed',
  component: VideoEmbed,
  args: {
    video: DEMO_EMBED,
    title: 'Vídeo de demonstração do Agente de Vendas',
    playLabel: 'Assistir ao vídeo de demonstração',
  },
} satisfies Meta<typeof VideoEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Before play: only the poster; no iframe, so the video host is not contacted. The play button and its label
 * sit in a bar under the picture, clear of the title the poster carries.
 */
export const Poster: Story = {
  play: async ({ canvasElement, canvas }) => {
    const play = canvas.getByRole('button', { name: 'Assistir ao vídeo de demonstração' });
    await expect(play).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    const poster = play.querySelector('img') as HTMLImageElement;
    await waitFor(() => expect(poster.complete && poster.naturalWidth > 0).toBe(true));
    const bar = within(play).getByText('Assistir ao vídeo de demonstração').parentElement as HTMLElement;
    await expect(boxesOverlap(bar.getBoundingClientRect(), poster.getBoundingClientRect())).toBe(false);
  },
};

/** A narrow frame and a poster written top to bottom (a lesson): the button still covers none of it. */
export const NarrowPoster: Story = {
  args: { video: TRAINING_FILE, title: 'Montando seu Fluxo', playLabel: 'Assistir: Montando seu Fluxo' },
  decorators: [
    (Story) => (
      <div style={{ width: '18rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const play = canvas.getByRole('button', { name: 'Assistir: Montando seu Fluxo' });
    const poster = play.querySelector('img') as HTMLImageElement;
    await waitFor(() => expect(poster.complete && poster.naturalWidth > 0).toBe(true));
    const bar = within(play).getByText('Assistir: Montando seu Fluxo').parentElement as HTMLElement;
    await expect(boxesOverlap(bar.getBoundingClientRect(), poster.getBoundingClientRect())).toBe(false);
  },
};

/** The landing's hero: the round button low over its own poster, whose title sits higher up. */
export const PlayOverPoster: Story = {
  args: { playPlacement: 'bottom' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Assistir ao vídeo de demonstração' })).toBeVisible();
  },
};

/** Pressing play swaps in the page's own player with controls (a sample file). */
export const PlayingFile: Story = {
  args: { video: DEMO_FILE },
  // A playing video never gives the same frame twice.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Assistir ao vídeo de demonstração' }));
    const player = canvas.getByLabelText('Vídeo de demonstração do Agente de Vendas');
    await expect(player).toHaveAttribute('controls');
  },
};

/** The same from the keyboard: Tab reaches the play button and Enter swaps in the player. */
export const PlayingFileByKeyboard: Story = {
  args: { video: DEMO_FILE },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, canvasElement }) => {
    const play = canvas.getByRole('button', { name: 'Assistir ao vídeo de demonstração' });
    await userEvent.tab();
    await expect(play).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const player = canvas.getByLabelText('Vídeo de demonstração do Agente de Vendas');
    await expect(player).toHaveAttribute('controls');
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};
