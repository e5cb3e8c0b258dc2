import type { ConversationListItem } from '@agente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ConversasView } from './ConversasView.tsx';
import { ConversaView } from './ConversaView.tsx';
import { CONVERSATION_ITEMS } from './conversaStoryData.ts';

const items = Array.from({ length: 8 }, (_, index) => ({
  id: `55119700000${index}`,
  title: index === 0 ? 'Ana Lima' : `Lead ${index + 1}`,
  subtitle: `(11) 97000-000${index}`,
  preview:
    index % 2 === 0 ? 'Agente: O sérum custa pouco e dura três meses de uso.' : 'Ana Lima: quanto custa?',
  time: `18/06/2025 10:0${index}`,
  timeIso: '2025-06-18T13:00:00.000Z',
  paused: index === 1,
  ...(index < 3 ? { unread: 3 - index, unreadLabel: `${3 - index} mensagens não lidas` } : {}),
  ...(index === 3 ? { doNotDisturb: 'Não perturbe desde 18/06/2025 09:12' } : {}),
  href: `/panel/conversas/55119700000${index}`,
}));

const meta = {
  title: 'Screens/Conversas',
  component: ConversasView,
  parameters: { layout: 'fullscreen' },
  args: {
    view: 'todas',
    onViewChange: fn(),
    status: 'ready',
    items,
    search: '',
    onSearchChange: fn(),
    hasMore: true,
    isLoadingMore: false,
    onLoadMore: fn(),
    pageError: false,
    onRetry: fn(),
    currentPhone: null,
    thread: null,
  },
} satisfies Meta<typeof ConversasView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing in the search reaches the screen; "Carregar mais" asks for the next page. */
export const List: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar conversa' }), 'a');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('a');
    await userEvent.click(canvas.getByRole('button', { name: 'Carregar mais' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = { args: { status: 'loading', items: [] } };

export const Empty: Story = {
  args: { items: [], hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Nenhuma conversa ainda/)).toBeVisible();
  },
};

export const NoMatch: Story = { args: { items: [], hasMore: false, search: 'zé' } };

export const LoadFailed: Story = {
  args: { status: 'error', items: [] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const PageFailed: Story = { args: { pageError: true } };

const waitingItem = (index: number, waiting: string): ConversationListItem => {
  const item = items[index];
  if (!item) throw new Error(`no story item ${index}`);
  return { ...item, paused: true, waiting };
};

/** "Aguardando você": the leads waiting for a person, longest wait first, each with since when and why. */
export const Waiting: Story = {
  args: {
    view: 'aguardando',
    hasMore: false,
    items: [
      waitingItem(0, 'Aguardando você desde 18/06/2025 09:40 · etapa de pausa do fluxo'),
      waitingItem(2, 'Aguardando você desde 18/06/2025 10:15 · fim do fluxo'),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Aguardando você' })).toBeChecked();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(await canvas.findByText(/desde 18\/06\/2025 09:40 · etapa de pausa do fluxo/)).toBeVisible();
  },
};

/** Nobody waits: says so, and where they will appear. */
export const NobodyWaiting: Story = {
  args: { view: 'aguardando', items: [], hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Ninguém aguardando você agora/)).toBeVisible();
  },
};

/** Choosing a filter reaches the screen. */
export const SwitchingView: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Aguardando você' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('aguardando');
    await userEvent.click(canvas.getByRole('radio', { name: 'Não lidas' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('nao_lidas');
  },
};

/** A filter with nothing in it says so. */
export const NoPaused: Story = {
  args: { view: 'pausadas', items: [], hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhuma conversa com o agente pausado.')).toBeVisible();
  },
};

const THREAD = (
  <ConversaView
    status="ready"
    onRetry={fn()}
    title="Ana Lima"
    phone="(11) 97000-0000"
    paused={false}
    accountAgent="ativo"
    pausedWhy=""
    kanban={{ step: 'Etapa 2 · Sérum Capilar', tag: 'QUENTE', href: '/panel/kanban/1' }}
    isChangingPause={false}
    onPause={fn()}
    onResume={fn()}
    items={CONVERSATION_ITEMS}
    hasOlder={false}
    isLoadingOlder={false}
    olderError={null}
    onLoadOlder={fn()}
    draft=""
    onDraftChange={fn()}
    onSend={fn()}
    isSending={false}
    actionError={null}
  />
);

/** The names of the page's level-1 headings: one per width. */
const h1Names = (canvas: { queryAllByRole: (role: 'heading', options: { level: 1 }) => HTMLElement[] }) =>
  canvas.queryAllByRole('heading', { level: 1 }).map((heading) => heading.textContent);

/**
 * Wide screen: the list and the open conversation side by side, the conversation marked in the list; the page's
 * one h1 is "Conversas", the conversation's title a level below.
 */
export const Inbox: Story = {
  args: { currentPhone: '5511970000000', thread: THREAD, hasMore: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('row')).toHaveLength(8);
    await expect(h1Names(canvas)).toEqual(['Conversas']);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ana Lima' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pausar agente' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Mensagem' })).toBeVisible();
  },
};

/** Wide screen, nothing open yet: how to open one. */
export const InboxNoneOpen: Story = {
  args: { hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Escolha uma conversa')).toBeVisible();
  },
};

/** Phone: the list alone, under the page's one h1. */
export const PhoneList: Story = {
  args: { hasMore: false },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(h1Names(canvas)).toEqual(['Conversas']);
    await expect(canvas.getByRole('grid', { name: 'Conversas' })).toBeVisible();
    await expect(canvas.queryByText('Escolha uma conversa')).not.toBeVisible();
  },
};

/** Phone, a conversation open: the conversation alone, titled by the page's one h1, with the way back to the list. */
export const PhoneThread: Story = {
  args: { currentPhone: '5511970000000', thread: THREAD },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(h1Names(canvas)).toEqual(['Ana Lima']);
    await expect(canvas.getByRole('link', { name: '← Voltar para Conversas' })).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'Conversas', hidden: true })).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pausar agente' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Mensagem' })).toBeVisible();
  },
};
