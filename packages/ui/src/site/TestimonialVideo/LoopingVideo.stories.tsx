import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { WALKTHROUGH_FILE } from '../SiteStories/sampleMedia.ts';
import { LoopingVideo } from './LoopingVideo.tsx';

const meta = {
  title: 'Landing/LoopingVideo',
  component: LoopingVideo,
  args: {
    video: WALKTHROUGH_FILE,
    label: 'Vídeo da ativação do agente',
    pauseLabel: 'Pausar o vídeo da ativação',
    playLabel: 'Assistir ao vídeo da ativação',
  },
  parameters: { screenshot: { disable: true } },
} satisfies Meta<typeof LoopingVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loops muted while on screen; the toggle pauses it (moving content must be pausable). */
export const Walkthrough: Story = {
  play: async ({ canvas }) => {
    const video = canvas.getByLabelText('Vídeo da ativação do agente') as HTMLVideoElement;
    await expect(video).toHaveAttribute('loop');
    const toggle = canvas.getByRole('button', { name: 'Pausar o vídeo da ativação' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(video.paused).toBe(true);
  },
};
