import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { DEMO_EMBED, TESTIMONIAL_FILES } from '../SiteStories/sampleMedia.ts';
import { TestimonialList, TestimonialVideo } from './TestimonialVideo.tsx';

const [FIRST, SECOND] = TESTIMONIAL_FILES;
if (!FIRST || !SECOND) throw new Error('sample testimonials missing');

const meta = {
  title: 'Landing/TestimonialVideo',
  component: TestimonialVideo,
  args: { video: FIRST, title: 'Depoimento 1', playLabel: 'Reproduzir depoimento 1' },
  // Muted previews loop: their frames differ between runs.
  parameters: { screenshot: { disable: true } },
} satisfies Meta<typeof TestimonialVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The muted looping preview with its play button, never wider than 320 px. */
export const Preview: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Reproduzir depoimento 1' })).toBeVisible();
    const preview = canvasElement.querySelector('video');
    await expect(preview).toHaveAttribute('loop');
    await expect(preview).not.toHaveAttribute('controls');
  },
};

/** Pressed: the playable video with sound and controls. */
export const Playing: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reproduzir depoimento 1' }));
    const player = canvas.getByLabelText('Depoimento 1');
    await expect(player).toHaveAttribute('controls');
    await expect(player).not.toHaveAttribute('loop');
  },
};

/** A testimonial hosted elsewhere shows its poster until pressed. */
export const HostedPoster: Story = {
  args: { video: DEMO_EMBED },
  parameters: { screenshot: { disable: false } },
};

/** The list: side by side, each preview at most 320 px wide. */
export const List: Story = {
  render: () => (
    <TestimonialList
      videos={[FIRST, SECOND]}
      title={(n) => `Depoimento ${n}`}
      playLabel={(n) => `Reproduzir depoimento ${n}`}
    />
  ),
  play: async ({ canvas }) => {
    for (const item of canvas.getAllByRole('listitem')) {
      await expect(item.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    }
  },
};
