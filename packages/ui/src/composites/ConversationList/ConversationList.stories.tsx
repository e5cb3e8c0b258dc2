import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ConversationList, type ConversationListItem } from './ConversationList.tsx';

const item = (index: number, paused = false): ConversationListItem => ({
  id: `55119700000${String(index).padStart(2, '0')}`,
  title: index === 0 ? 'Ana Lima' : `Lead ${index + 1}`,
  subtitle: `(11) 97000-00${String(index).padStart(2, '0')}`,
  preview: index === 0 ? 'Agente: O sérum custa pouco e dura três meses de uso.' : 'Lead: oi',
  time: '18/06/2025 10:02',
  timeIso: '2025-06-18T13:02:00.000Z',
  paused,
  href: `/panel/conversas/55119700000${String(index).padStart(2, '0')}`,
});

const LABELS = {
  title: 'Conversas',
  paused: 'Pausado',
  loadMore: 'Carregar mais',
  loadingMore: 'Carregando...',
};

const meta = {
  title: 'Composites/ConversationList',
  component: ConversationList,
  args: { items: [item(0), item(1, true), item(2)], labels: LABELS, onLoadMore: fn() },
} satisfies Meta<typeof ConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each entry opens its conversation; a paused lead says so; ↓/↑ or j/k move between them. */
export const Default: Story = {
  play: async ({ canvas }) => {
    // The grid fills its rows once its collection is built, a render after its own.
    const rows = await canvas.findAllByRole('row');
    const list = canvas.getByRole('grid', { name: 'Conversas' });
    await expect(rows).toHaveLength(3);
    await expect(list).toBeVisible();
    await expect(canvas.getByText('Pausado')).toBeVisible();
    await userEvent.tab();
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('j');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[2]).toHaveFocus();
    await userEvent.keyboard('k');
    await expect(rows[1]).toHaveFocus();
  },
};

/** Unread messages: a count beside the last message, the name in bold; the open conversation is marked. */
export const UnreadAndCurrent: Story = {
  args: {
    items: [
      { ...item(0), unread: 3, unreadLabel: '3 mensagens não lidas' },
      { ...item(1, true), unread: 1, unreadLabel: '1 mensagem não lida' },
      item(2),
    ],
    currentId: '5511970000002',
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('row', { name: /Ana Lima/ })).toHaveTextContent(
      '3 mensagens não lidas',
    );
    await expect(canvas.getByText('1 mensagem não lida')).toBeInTheDocument();
  },
};

export const MorePages: Story = {
  args: { items: Array.from({ length: 30 }, (_, index) => item(index, index % 7 === 3)), hasMore: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Carregar mais' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = { args: { hasMore: true, isLoadingMore: true } };

/** "Aguardando você": leads waiting for a person, longest wait first, each with since when and why. */
export const Waiting: Story = {
  args: {
    items: [
      { ...item(0, true), waiting: 'Aguardando você desde 18/06/2025 09:40 · pediu uma pessoa' },
      { ...item(1, true), waiting: 'Aguardando você desde 18/06/2025 10:15 · etapa de pausa do fluxo' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Aguardando você desde 18/06/2025 09:40 · pediu uma pessoa'),
    ).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Ana Lima/ })).toHaveTextContent(/pediu uma pessoa/);
  },
};

/** A lead who asked the agent to stop says so, with the time. */
export const DoNotDisturb: Story = {
  args: { items: [{ ...item(0), doNotDisturb: 'Não perturbe desde 18/06/2025 10:02' }, item(1)] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Não perturbe desde 18/06/2025 10:02')).toBeVisible();
  },
};

/** A lead who bought says so, with the amount and the offer, like its kanban card. */
export const Bought: Story = {
  args: { items: [{ ...item(0), purchase: 'Comprou · R$ 197,00 · Kit 3 frascos' }, item(1)] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Comprou · R$ 197,00 · Kit 3 frascos')).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Ana Lima/ })).toHaveTextContent(/Comprou/);
    await expect(canvas.getAllByText(/Comprou/)).toHaveLength(1);
  },
};
