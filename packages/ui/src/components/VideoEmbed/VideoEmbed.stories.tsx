import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { DEMO_EMBED, DEMO_FILE } from '../SiteStories/sampleMedia.ts';
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

/** Before play: only the poster; no iframe, so the video host is not contacted. */
export const Poster: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Assistir ao vídeo de demonstração' })).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
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
