import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TreinamentoView } from './TreinamentoView.tsx';
import type { TrainingLesson } from './trainingLessons.ts';

const sample = (id: TrainingLesson['id']): TrainingLesson => ({
  id,
  video: { kind: 'file', url: '/demo/demo.mp4', posterUrl: null },
  shareUrl: 'http://localhost:3000/demo/demo.mp4',
});
const hosted = (id: TrainingLesson['id'], videoId: string): TrainingLesson => ({
  id,
  video: { kind: 'embed', url: `https://player.vimeo.com/video/${videoId}`, posterUrl: null },
  shareUrl: `https://player.vimeo.com/video/${videoId}`,
});

const meta = {
  title: 'Screens/Treinamento',
  component: TreinamentoView,
  parameters: { layout: 'fullscreen' },
  args: {
    featured: sample('buildingFlow'),
    lessons: [
      hosted('flowBestPractices', '1001'),
      hosted('registeringMedia', '1002'),
      hosted('agentCommands', '1003'),
      hosted('registeringLinks', '1004'),
    ],
    copiedId: null,
    onCopied: fn(),
  },
} satisfies Meta<typeof TreinamentoView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each poster says which lesson it is ('Aula n — title', as text) and its play bar sits under it, never on it. */
export const AllVideos: Story = {
  play: async ({ canvas }) => {
    const titles = [
      'Montando seu Fluxo',
      'Boas práticas no fluxo',
      'Cadastrando mídias',
      'Comandos do agente',
      'Cadastrando links',
    ];
    for (const [index, title] of titles.entries()) {
      const lesson = canvas.getByRole('article', { name: title });
      const caption = within(lesson).getByText(`Aula ${index + 1} — ${title}`);
      await expect(caption).toBeVisible();
      const play = within(lesson).getByRole('button', { name: `Assistir: ${title}` });
      const badge = play.querySelector('svg')?.getBoundingClientRect();
      await expect(badge?.top).toBeGreaterThanOrEqual(caption.getBoundingClientRect().bottom);
    }
  },
};
export const LinkCopied: Story = { args: { copiedId: 'registeringMedia' } };
/** Only the configured videos appear; the others are left out, not shown as dead players. */
export const SomeUnset: Story = {
  args: { featured: null, lessons: [hosted('agentCommands', '1003'), hosted('registeringLinks', '1004')] },
};
export const NoVideos: Story = { args: { featured: null, lessons: [] } };
/** Pressing play loads the player only then (videos are lazy). */
export const Playing: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('video')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Assistir: Montando seu Fluxo' }));
    await expect(canvasElement.querySelector('video')).toHaveAttribute('src', '/demo/demo.mp4');
  },
};

/** On a 375 px phone each poster still says which lesson it is, with the play bar under it. */
export const AllVideosOnPhone: Story = {
  ...AllVideos,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
