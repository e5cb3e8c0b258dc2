import type { SupportReply } from '@agente/api';
import {
  Button,
  Card,
  CloseIcon,
  formatTime,
  Heading,
  IconButton,
  Inline,
  MinusIcon,
  PlusIcon,
  SegmentedControl,
  SendIcon,
  Stack,
  Text,
  TextField,
} from '@agente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { expect, userEvent } from 'storybook/test';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { STORY_COPY } from '../stories/storyCopy.ts';
import {
  CHAT_FONT_SIZES,
  type ChatFontSize,
  type ChatMessage,
  type SupportMessageInput,
  supportChatMachine,
} from './supportChatMachine.ts';

const COPY = STORY_COPY.chat;
const USER_ID = 7;
const STARTED_AT = Date.UTC(2026, 0, 15, 17, 30);
const REPLY = 'Claro! Em Conectar Whatsapp, gere o QR Code e escaneie pelo celular.';

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

const TEXT_SIZE = { small: 'sm', medium: 'md', large: 'lg' } as const satisfies Record<ChatFontSize, string>;

/** The support chat's states, as the panel's widget would draw them from the machine. */
function SupportChatDemo({ state }: { state: keyof typeof STARTS }) {
  const [snapshot, send] = useMachine(storyMachine, { input, snapshot: STARTS[state] });
  const { messages, isTyping, fontSize, draft } = snapshot.context;

  if (snapshot.matches({ window: 'closed' })) {
    return <Button onPress={() => send({ type: 'user.open' })}>{COPY.open}</Button>;
  }
  const isMinimised = snapshot.matches({ window: { open: 'minimised' } });
  return (
    <Card padding="md">
      <Stack gap="md">
        <Inline justify="between" align="center">
          <Heading level={2} size="sm">
            {COPY.title}
          </Heading>
          <Inline gap="xs">
            {isMinimised ? (
              <IconButton aria-label={COPY.expand} onPress={() => send({ type: 'user.expand' })}>
                <PlusIcon />
              </IconButton>
            ) : (
              <IconButton aria-label={COPY.minimise} onPress={() => send({ type: 'user.minimise' })}>
                <MinusIcon />
              </IconButton>
            )}
            <IconButton aria-label={COPY.close} onPress={() => send({ type: 'user.close' })}>
              <CloseIcon />
            </IconButton>
          </Inline>
        </Inline>
        {!isMinimised && (
          <>
            <SegmentedControl
              label={COPY.fontSize}
              options={CHAT_FONT_SIZES.map((size) => ({ id: size, label: COPY.fontSizes[size] }))}
              selectedKey={fontSize}
              onSelectionChange={(size) => send({ type: 'user.setFontSize', size })}
            />
            <Stack gap="sm" aria-live="polite">
              {messages.length === 0 && <Text size={TEXT_SIZE[fontSize]}>{COPY.greeting}</Text>}
              {messages.map((message) => (
                <Stack key={message.id} gap="xxs" align={message.isUser ? 'end' : 'start'}>
                  <Text size={TEXT_SIZE[fontSize]}>{message.content}</Text>
                  <Text as="small" size="xs" tone="muted">
                    {formatTime(message.timestamp)}
                  </Text>
                </Stack>
              ))}
              {isTyping && (
                <Text size="sm" tone="muted">
                  {COPY.typing}
                </Text>
              )}
            </Stack>
            <Inline gap="sm" align="end">
              <TextField
                label={COPY.message}
                value={draft}
                onChange={(text) => send({ type: 'user.type', text })}
              />
              <Button
                icon={<SendIcon />}
                onPress={() => send({ type: 'user.send' })}
                isPending={snapshot.matches({ request: 'sending' })}
              >
                {COPY.send}
              </Button>
            </Inline>
          </>
        )}
      </Stack>
    </Card>
  );
}

const meta = {
  title: 'Machines/supportChat',
  component: SupportChatDemo,
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
    await userEvent.click(canvas.getByRole('button', { name: COPY.send }));
    await expect(canvas.getByText('Como conecto meu número?')).toBeVisible();
    await expect(await canvas.findByText(COPY.typing)).toBeVisible();
    await expect(await canvas.findByText(REPLY, {}, { timeout: 5_000 })).toBeVisible();
    await expect(canvas.queryByText(COPY.typing)).toBeNull();
  },
};
