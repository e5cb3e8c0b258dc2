import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConversationView } from './ConversationView.tsx';
import {
  LONG_ITEMS,
  MEDIA_ITEMS,
  REASON_ITEMS,
  STORY_ITEMS,
  VIEW_LABELS,
  VOICE_NOTE_ITEMS,
} from './conversationStoryData.ts';

const meta = {
  title: 'Composites/ConversationView',
  component: ConversationView,
  args: { items: STORY_ITEMS, labels: VIEW_LABELS, onLoadOlder: fn() },
} satisfies Meta<typeof ConversationView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bubbles by author, day separators, delivery states and the line of a turn the agent did not answer. */
export const Transcript: Story = {
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversa com Ana Lima' });
    await expect(log).toHaveTextContent('18/06/2025');
    await expect(canvas.getByText('O agente não respondeu: pausado para este lead.')).toBeVisible();
    await expect(canvas.getByText('Falhou')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Imagem enviada' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /loja\.exemplo\.com\/serum/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhuma mensagem nesta conversa ainda.')).toBeVisible();
  },
};

export const MediaOfEachKind: Story = {
  args: { items: MEDIA_ITEMS },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Catálogo \(PDF\)/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByLabelText('Áudio recebido')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Vídeo enviado')).toBeInTheDocument();
  },
};

/** A voice note the agent transcribed: "Transcrição" and the words under the player, in the lead's bubble. */
export const VoiceNoteTranscribed: Story = {
  args: { items: VOICE_NOTE_ITEMS },
  play: async ({ canvas }) => {
    const [note] = canvas.getAllByRole('listitem');
    await expect(note).toBeDefined();
    const bubble = within(note as HTMLElement);
    await expect(bubble.getByLabelText('Áudio')).toBeInTheDocument();
    await expect(bubble.getByText('Transcrição')).toBeVisible();
    await expect(bubble.getByText('Oi, quanto custa o sérum?')).toBeVisible();
  },
};

/**
 * Why the agent answered a real lead so: "Por quê: …" under the reply's first message, as text screen readers
 * read with the message; the reply's next message carries none.
 */
export const AgentReason: Story = {
  args: { items: REASON_ITEMS },
  play: async ({ canvas }) => {
    const [, reply, followUp] = canvas.getAllByRole('listitem');
    await expect(reply).toHaveTextContent('Por quê: preço → ofertas 1 frasco e Kit 3 frascos');
    await expect(
      within(reply as HTMLElement).getByText('preço → ofertas 1 frasco e Kit 3 frascos'),
    ).toBeVisible();
    await expect(followUp).not.toHaveTextContent('Por quê');
  },
};

/** Older messages load from the button at the top, by keyboard too. */
export const WithOlder: Story = {
  args: { items: LONG_ITEMS, hasOlder: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Carregar mensagens anteriores' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadOlder).toHaveBeenCalledOnce();
  },
};

export const LoadingOlder: Story = { args: { hasOlder: true, isLoadingOlder: true } };

export const OlderFailed: Story = {
  args: { hasOlder: true, olderError: 'Não foi possível carregar mensagens anteriores.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar mensagens anteriores.',
    );
  },
};
