import type { ConnectionState, QrConnection } from '@agente/api';
import { Button, ConfirmDialog, InlineMessage, QrCodePanel, Stack, TextField } from '@agente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { SAMPLE_QR_CODE, STORY_COPY } from '../stories/storyCopy.ts';
import { aUser } from '../testing/fixtures.ts';
import { noticeText } from './connectionNotices.ts';
import { qrConnectionMachine } from './qrConnectionMachine.ts';

const COPY = STORY_COPY.qr;
/** React Aria keeps an announcement in its live region for 7 s; a little more covers a slow machine. */
const LIVE_ANNOUNCEMENT_CLEARED_MS = 9_000;
const PHONE = '5511988887777';

// Fakes answer at once; stories that show a waiting state start there from a snapshot, so no timer runs.
const storyMachine = qrConnectionMachine.provide({
  actors: {
    checkStatus: fromPromise<ConnectionState>(async () => 'disconnected'),
    savePhone: fromPromise(async ({ input }) => aUser({ user_phone: input.user_phone })),
    createConnection: fromPromise<QrConnection>(async () => ({ qr_code: SAMPLE_QR_CODE, status: 'pending' })),
    disconnect: fromPromise(async () => ({ message: 'ok' })),
  },
  actions: { phoneSaved: () => {}, reload: () => {}, deviceDisconnected: () => {} },
});

type Snapshot = SnapshotFrom<typeof qrConnectionMachine>;
type Start = Parameters<typeof qrConnectionMachine.resolveState>[0];

const BASE_CONTEXT = { phone: PHONE, phoneError: null, qrCode: null, secondsLeft: 60, notice: null };
const startAt = (value: Start['value'], context: Partial<Snapshot['context']> = {}): Snapshot =>
  qrConnectionMachine.resolveState({ value, context: { ...BASE_CONTEXT, ...context } });

const AWAITING = { disconnected: { awaitingScan: { countdown: 'running', polling: 'waiting' } } } as const;

/** Where each story starts (a snapshot: no timer runs, no actor is invoked until the story acts). */
const STARTS = {
  readyToConnect: startAt({ disconnected: 'idle' }),
  shortPhone: startAt({ disconnected: 'idle' }, { phone: '551198888' }),
  awaitingScan: startAt(AWAITING, {
    qrCode: SAMPLE_QR_CODE,
    secondsLeft: 42,
    notice: { tone: 'info', code: 'awaitingScan' },
  }),
  timerExpired: startAt(
    { disconnected: { awaitingScan: { countdown: 'over', polling: 'waiting' } } },
    { qrCode: SAMPLE_QR_CODE, secondsLeft: 0, notice: { tone: 'info', code: 'timerExpired' } },
  ),
  connectionRefused: startAt(
    { disconnected: 'idle' },
    {
      notice: {
        tone: 'danger',
        code: 'apiError',
        status: 502,
        apiMessage: 'Serviço de conexão indisponível',
      },
    },
  ),
  connected: startAt({ connected: 'idle' }),
} satisfies Record<string, Snapshot>;

/** The connection page's states, as a screen would draw them from the machine. */
function QrConnectionDemo({ state }: { state: keyof typeof STARTS }) {
  const [snapshot, send] = useMachine(storyMachine, { input: { phone: PHONE }, snapshot: STARTS[state] });
  const { phone, phoneError, qrCode, secondsLeft, notice } = snapshot.context;
  const isConnected = snapshot.matches('connected');
  const isBusy =
    snapshot.matches({ disconnected: 'savingPhone' }) ||
    snapshot.matches({ disconnected: 'creatingConnection' });

  return (
    <Stack gap="lg">
      {isConnected ? (
        <Button variant="danger" onPress={() => send({ type: 'user.disconnect' })}>
          {COPY.disconnect}
        </Button>
      ) : (
        <Stack gap="md">
          <TextField
            label={COPY.phoneLabel}
            description={COPY.phoneHint}
            inputMode="numeric"
            value={phone}
            onChange={(value) => send({ type: 'user.changePhone', value })}
            errorMessage={phoneError ? COPY.phoneErrors[phoneError] : undefined}
          />
          <Button onPress={() => send({ type: 'user.connect' })} isPending={isBusy}>
            {COPY.connect}
          </Button>
        </Stack>
      )}
      {snapshot.matches({ disconnected: 'awaitingScan' }) && qrCode && (
        <QrCodePanel
          qrCode={qrCode}
          secondsLeft={secondsLeft}
          labels={COPY.panel}
          onStop={() => send({ type: 'user.stopPolling' })}
        />
      )}
      {notice && <InlineMessage tone={notice.tone}>{noticeText(notice, COPY.notices)}</InlineMessage>}
      <ConfirmDialog
        isOpen={
          snapshot.matches({ connected: 'confirmingDisconnect' }) ||
          snapshot.matches({ connected: 'disconnecting' })
        }
        onOpenChange={(isOpen) => !isOpen && send({ type: 'user.cancelDisconnect' })}
        title={COPY.confirmTitle}
        confirmLabel={COPY.confirm}
        onConfirm={() => send({ type: 'user.confirmDisconnect' })}
        isPending={snapshot.matches({ connected: 'disconnecting' })}
      >
        {COPY.confirmBody}
      </ConfirmDialog>
    </Stack>
  );
}

const meta = {
  title: 'Machines/qrConnection',
  component: QrConnectionDemo,
  args: { state: 'readyToConnect' },
  argTypes: { state: { control: 'select', options: Object.keys(STARTS) } },
} satisfies Meta<typeof QrConnectionDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyToConnect: Story = {};

export const InvalidPhone: Story = {
  args: { state: 'shortPhone' },
  // Driven from the keyboard: Tab to the button, Enter. (A mouse click left RAC's focus ring depending on the
  // focus history of the test page, which made the screenshot flaky.)
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: COPY.phoneLabel })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: COPY.connect })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('O número de telefone deve estar no formato 5511988887777')).toBeVisible();
  },
};

export const AwaitingScan: Story = { args: { state: 'awaitingScan' } };

export const TimerExpired: Story = { args: { state: 'timerExpired' } };

/** The user stops checking while the QR code is shown. */
export const StoppedByUser: Story = {
  args: { state: 'awaitingScan' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: COPY.panel.stop }));
    await expect(canvas.getByText(COPY.notices.pollingStopped)).toBeVisible();
    await expect(canvas.queryByRole('img', { name: COPY.panel.image })).toBeNull();
  },
};

export const ConnectionRefused: Story = { args: { state: 'connectionRefused' } };

export const Connected: Story = { args: { state: 'connected' } };

/** 'Desconectar Agente' asks first; confirming disconnects (the fake answers at once). */
export const Disconnecting: Story = {
  args: { state: 'connected' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: COPY.disconnect }));
    await userEvent.click(await screen.findByRole('button', { name: COPY.confirm }));
    await expect(await canvas.findByText(COPY.notices.disconnected)).toBeVisible();
    // The dialog animates out; the page is checked once it is gone.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // React Aria announced the pending 'Confirmar' button through its live region, naming it by id; that entry
    // outlives the dialog for RAC's 7 s announcement timeout and then goes. The page is checked once it has.
    await waitFor(
      () => expect(document.querySelector('[data-live-announcer] [aria-labelledby]')).toBeNull(),
      {
        timeout: LIVE_ANNOUNCEMENT_CLEARED_MS,
      },
    );
  },
};
