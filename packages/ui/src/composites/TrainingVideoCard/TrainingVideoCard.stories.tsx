import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, mocked, spyOn, userEvent, waitFor } from 'storybook/test';
import { TrainingVideoCard, type TrainingVideoCardProps } from './TrainingVideoCard.tsx';

/** Story-only stand-in for the caller's 1.5 s feedback timer. */
const FAKE_FEEDBACK_MS = 300;

const meta = {
  title: 'Composites/TrainingVideoCard',
  component: TrainingVideoCard,
  args: {
    title: 'Montando seu Fluxo',
    description: 'Passo a passo para criar as etapas do fluxo do seu agente.',
    video: { kind: 'file', url: '/demo/demo.mp4', posterUrl: null },
    playLabel: 'Assistir: Montando seu Fluxo',
    shareUrl: 'http://localhost:3000/demo/demo.mp4',
    shareLabel: 'Compartilhar',
    copiedLabel: 'Link copiado!',
    isCopied: false,
    onCopied: fn(),
  },
} satisfies Meta<typeof TrainingVideoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * The poster says which lesson it is, written as text on its lower edge; the play button sits in the bar under
 * the poster, clear of it, and keeps its own name.
 */
export const PosterCaption: Story = {
  args: { posterCaption: 'Aula 1 — Montando seu Fluxo' },
  play: async ({ canvas }) => {
    const caption = canvas.getByText('Aula 1 — Montando seu Fluxo');
    await expect(caption).toBeVisible();
    const play = canvas.getByRole('button', { name: 'Assistir: Montando seu Fluxo' });
    const badge = play.querySelector('svg')?.getBoundingClientRect();
    const drawn = caption.getBoundingClientRect();
    // The play button lies wholly below the caption.
    await expect(badge?.top).toBeGreaterThanOrEqual(drawn.bottom);
    await expect(play).toHaveAccessibleName('Assistir: Montando seu Fluxo');
  },
};
export const LinkCopied: Story = { args: { isCopied: true } };

function WithFakeTimer(args: TrainingVideoCardProps) {
  const [isCopied, setCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setCopied(false), FAKE_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);
  return (
    <TrainingVideoCard
      {...args}
      isCopied={isCopied}
      onCopied={() => {
        args.onCopied();
        setCopied(true);
      }}
    />
  );
}

/**
 * Share copies the lesson's link and says 'Link copiado!' until the (fake) timer ends: first from the
 * keyboard (Tab, Enter), then with the mouse.
 */
export const SharesLink: Story = {
  render: (args) => <WithFakeTimer {...args} />,
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ args, canvas }) => {
    const share = canvas.getByRole('button', { name: 'Compartilhar: Montando seu Fluxo' });
    await userEvent.tab();
    await expect(share).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith(args.shareUrl);
    await expect(args.onCopied).toHaveBeenCalledTimes(1);
    await expect(share).toHaveTextContent('Link copiado!');
    await expect(share).toHaveAccessibleName('Link copiado!');
    await expect(canvas.getByRole('status')).toHaveTextContent('Link copiado!');
    // Focus stays on the button while its label changes.
    await expect(share).toHaveFocus();
    await waitFor(() => expect(share).toHaveTextContent('Compartilhar'));

    await userEvent.click(share);
    await expect(args.onCopied).toHaveBeenCalledTimes(2);
    await expect(share).toHaveTextContent('Link copiado!');
    await waitFor(() => expect(share).toHaveAccessibleName('Compartilhar: Montando seu Fluxo'));
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};
export const HostedVideo: Story = {
  args: {
    video: { kind: 'embed', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', posterUrl: null },
  },
};
