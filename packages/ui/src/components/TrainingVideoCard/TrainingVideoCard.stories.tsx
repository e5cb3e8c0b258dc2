import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TrainingVideoCard } from './TrainingVideoCard.tsx';

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
export const LinkCopied: Story = { args: { isCopied: true } };
export const HostedVideo: Story = {
  args: {
    video: { kind: 'embed', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', posterUrl: null },
  },
};
