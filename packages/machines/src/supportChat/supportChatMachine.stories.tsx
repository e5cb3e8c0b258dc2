import type { SupportReply } from '@agente/api';
import { ChatWidget } from '@agente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { expect, userEvent, within } from 'storybook/test';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { STORY_COPY } from '../stories/storyCopy.ts';
import { type ChatMessage, wordChatFailures } from './chatMessage.ts';
import { type SupportMessageInput, supportChatMachine } from './supportChatMachine.ts';

const COPY = STORY_COPY.chat;
const USER_ID = 7;
const STARTED_AT = Date.UTC(2026, 0, 15, 17, 30);
const REPLY = 'Claro! Em Conectar WhatsApp, gere o QR Code e escaneie pelo celular.';

const storyMachine = supportChatMachine.provide({
  actors: {
    sendMessage: fromPromise<SupportReply[], SupportMessageInput>(async () => [{ resposta: REPLY }]),
  },
});

type Snapshot = SnapshotFrom<typeof supportChatMachine>;
type Start = Parameters<typeof supportChatMachine.resolveState>[0];
const input = { userId: USER_ID, sessionStartedAt: STARTED_AT, now: () => STARTED_AT };

const CONVERSATION: ChatMessage[] = [
  { id: 'm1', content: 'Como conecto meu número?', isUser: true, timestamp: STARTED_AT },
  { id: 'm2', content: REPLY, isUser: false, timestamp: STARTED_AT + 60_000 },
];

const startAt = (value: Start['value'], context: Partial<Snapshot['context']> = {}): Snapshot =>
  supportChatMachine.resolveState({
    value,
    context: {
      sessionId: `${USER_ID}-${STARTED_AT}`,
      userId: USER_ID,
      fontSize: 'medium',
      draft: '',
      messages: [],
      isTyping: false,
      pendingReplies: [],
      messageCount: 0,
      offersPerson: false,
      now: input.now,
      ...context,
    },
  });

const OPEN = { window: { open: 'expanded' }, request: 'idle', delivery: 'idle' } as const;

/** Where each story starts (a snapshot: no timer runs until the story acts). */
const STARTS = {
  closed: startAt({ window: 'closed', request: 'idle', delivery: 'idle' }),
  empty: startAt(OPEN),
  conversation: startAt(OPEN, { messages: CONVERSATION }),
  typing: startAt(
    { window: { open: 'expanded' }, request: 'idle', delivery: { delivering: 'typing' } },
    { messages: CONVERSATION, isTyping: true, pendingReplies: [{ resposta: 'Mais alguma dúvida?' }] },
  ),
  largeFont: startAt(OPEN, { messages: CONVERSATION, fontSize: 'large' }),
  minimised: startAt(
    { window: { open: 'minimised' }, request: 'idle', delivery: 'idle' },
    { messages: CONVERSATION },
  ),
} satisfies Record<string, Snapshot>;

/** The support chat's states, drawn by the panel's ChatWidget from the machine. */
function SupportChatDemo({ state }: { state: keyof typeof STARTS }) {
  const [snapshot, send] = useMachine(storyMachine, { input, snapshot: STARTS[state] });
  const { messages, isTyping, fontSize, draft } = snapshot.context;
  return (
    <ChatWidget
      isOpen={snapshot.matches({ window: 'open' })}
      isMinimised={snapshot.matches({ window: { open: 'minimised' } })}
      fontSize={fontSize}
      messages={wordChatFailures(messages, COPY.failures)}
      isTyping={isTyping}
      isSending={snapshot.matches({ request: 'sending' })}
      draft={draft}
      labels={COPY}
      onOpen={() => send({ type: 'user.open' })}
      onClose={() => send({ type: 'user.close' })}
      onMinimise={() => send({ type: 'user.minimise' })}
      onExpand={() => send({ type: 'user.expand' })}
      onFontSizeChange={(size) => send({ type: 'user.setFontSize', size })}
      onDraftChange={(text) => send({ type: 'user.type', text })}
      onSend={() => send({ type: 'user.send' })}
    />
  );
}

const meta = {
  title: 'Machines/supportChat',
  component: SupportChatDemo,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 580 }}>
        <Story />
      </div>
    ),
  ],
  args: { state: 'closed' },
  argTypes: { state: { control: 'select', options: Object.keys(STARTS) } },
} satisfies Meta<typeof SupportChatDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Empty: Story = { args: { state: 'empty' } };
export const Conversation: Story = { args: { state: 'conversation' } };
/** A second reply is on its way: 'digitando...' shows. */
export const Typing: Story = { args: { state: 'typing' } };
export const LargeFont: Story = { args: { state: 'largeFont' } };
export const Minimised: Story = { args: { state: 'minimised' } };

/** Sending: the question shows, then 'digitando...', then the reply (the fake answers at once). */
export const SendAndReceive: Story = {
  args: { state: 'empty' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: COPY.message }), 'Como conecto meu número?');
    await userEvent.keyboard('{Enter}');
    const log = within(canvas.getByRole('log', { name: COPY.conversation }));
    await expect(log.getByText('Como conecto meu número?')).toBeVisible();
    await expect(await log.findByText(COPY.typing)).toBeVisible();
    await expect(await log.findByText(REPLY, {}, { timeout: 5_000 })).toBeVisible();
    await expect(log.queryByText(COPY.typing)).toBeNull();
  },
};
