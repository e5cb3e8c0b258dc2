import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../primitives/Button/Button.tsx';
import { Composer } from '../Composer/Composer.tsx';
import type { ConversationItem } from '../ConversationView/ConversationView.tsx';
import { ChatThread, type ChatThreadProps } from './ChatThread.tsx';

const LABELS = {
  title: 'Conversa com Ana Lima',
  empty: 'Nenhuma mensagem nesta conversa ainda.',
  loadOlder: 'Carregar mensagens anteriores',
  loadingOlder: 'Carregando...',
  newTabHint: '(abre em nova aba)',
  jumpToNewest: 'Ir para a mensagem mais recente',
  newerBelow: 'Nova mensagem ↓',
};

const message = (index: number): ConversationItem => ({
  kind: 'message',
  id: String(index),
  author: index % 2 === 0 ? 'lead' : 'agente',
  authorLabel: index % 2 === 0 ? 'Ana Lima' : 'Agente',
  text:
    index % 2 === 0
      ? `Pergunta ${index}: e o prazo de entrega?`
      : `Resposta ${index}: chega em 3 dias úteis.`,
  time: '10:02',
  timeIso: '2025-06-18T13:02:00.000Z',
});

const MANY = Array.from({ length: 24 }, (_, index) => message(index + 1));

const COMPOSER = (
  <Composer
    value=""
    onChange={fn()}
    onSubmit={fn()}
    maxLength={4000}
    labels={{
      field: 'Mensagem',
      placeholder: 'Escreva para o lead...',
      send: 'Enviar mensagem',
      sending: 'Enviando...',
    }}
  />
);

const meta = {
  title: 'Composites/ChatThread',
  component: ChatThread,
  decorators: [
    (Story) => (
      <div style={{ height: '32rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    header: <strong>Ana Lima</strong>,
    items: MANY,
    labels: LABELS,
    composer: COMPOSER,
  },
} satisfies Meta<typeof ChatThread>;

export default meta;
type Story = StoryObj<typeof meta>;

const scroller = (canvasElement: HTMLElement) => {
  const element = canvasElement.querySelector<HTMLElement>('[data-chat-scroller]');
  if (!element) throw new Error('no transcript scroller');
  return element;
};
const atEnd = (element: HTMLElement) => element.scrollHeight - element.scrollTop - element.clientHeight < 2;

/** Opens at the newest message, with the header and the composer on screen together. */
export const OpensAtNewest: Story = {
  // The same frame as ScrolledUp's and MessageArrives' pictures; this one checks the scroll position.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(atEnd(scroller(canvasElement))).toBe(true));
    await expect(canvas.getByText('Pergunta 24: e o prazo de entrega?')).toBeVisible();
    await expect(canvas.getByText('Ana Lima', { selector: 'strong' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Mensagem' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: LABELS.jumpToNewest })).toBeNull();
  },
};

/** Scrolled up to read: a button goes back to the newest message. */
export const ScrolledUp: Story = {
  play: async ({ canvas, canvasElement }) => {
    const element = scroller(canvasElement);
    await waitFor(() => expect(atEnd(element)).toBe(true));
    element.scrollTop = 0;
    const jump = await canvas.findByRole('button', { name: LABELS.jumpToNewest });
    await userEvent.click(jump);
    await waitFor(() => expect(atEnd(element)).toBe(true));
    await waitFor(() => expect(canvas.queryByRole('button', { name: LABELS.jumpToNewest })).toBeNull());
  },
};

function Arriving(props: ChatThreadProps) {
  const [items, setItems] = useState(props.items);
  return (
    <ChatThread
      {...props}
      items={items}
      header={
        <Button size="sm" onPress={() => setItems((shown) => [...shown, message(shown.length + 1)])}>
          Chegar mensagem
        </Button>
      }
    />
  );
}

/**
 * New messages follow while the reader is at the end; scrolled up, the reader stays put and "Nova mensagem ↓"
 * says one waits below.
 */
export const MessageArrives: Story = {
  render: (args) => <Arriving {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const element = scroller(canvasElement);
    await waitFor(() => expect(atEnd(element)).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Chegar mensagem' }));
    await waitFor(() => expect(atEnd(element)).toBe(true));
    await expect(canvas.getByText('Resposta 25: chega em 3 dias úteis.')).toBeVisible();

    element.scrollTop = 0;
    await canvas.findByRole('button', { name: LABELS.jumpToNewest });
    await userEvent.click(canvas.getByRole('button', { name: 'Chegar mensagem' }));
    await userEvent.click(await canvas.findByRole('button', { name: LABELS.newerBelow }));
    await waitFor(() => expect(atEnd(element)).toBe(true));
    await expect(canvas.getByText('Pergunta 26: e o prazo de entrega?')).toBeVisible();
  },
};

/** The agent decides its reply: "digitando..." after the newest message, in view. */
export const Typing: Story = {
  args: { typing: 'Agente digitando...' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toBeVisible());
    await expect(canvas.getByRole('status')).toHaveTextContent('Agente digitando...');
  },
};
