import type { ConnectionState, components, QrConnection, User } from '@agente/api';
import { assign, fromPromise, not, setup } from 'xstate';
import {
  QR_COUNTDOWN_SECONDS,
  QR_COUNTDOWN_TICK_MS,
  QR_POLL_INTERVAL_MS,
  RELOAD_AFTER_CONNECT_MS,
} from '../constants.ts';
import { notProvided, notProvidedActor } from '../notProvided.ts';
import {
  connectFailureNotice,
  disconnectFailureNotice,
  isValidWhatsappPhone,
  lacksQrCode,
  NOTICES,
  type Notice,
  type PhoneErrorCode,
  phoneSaveFailureNotice,
  sanitizePhone,
  waitingNotice,
} from './connectionNotices.ts';

export {
  type ConnectionNoticeCode,
  type ConnectionNoticeTexts,
  isValidWhatsappPhone,
  type Notice,
  type NoticeTone,
  noticeText,
  type PhoneErrorCode,
  sanitizePhone,
} from './connectionNotices.ts';

export interface QrConnectionInput {
  /** The account's registered number (User.user_phone). */
  phone: string | null;
}

export interface QrConnectionContext {
  /** The phone field: digits only, at most 13. */
  phone: string;
  /** Format error under the phone field. */
  phoneError: PhoneErrorCode | null;
  /** QR code image (data URL) while waiting for the scan. */
  qrCode: string | null;
  /** Countdown shown with the QR code. */
  secondsLeft: number;
  /** Status line of the page. */
  notice: Notice | null;
}

export type QrConnectionEvent =
  | { type: 'user.changePhone'; value: string }
  | { type: 'user.connect' }
  | { type: 'user.stopPolling' }
  | { type: 'user.disconnect' }
  | { type: 'user.confirmDisconnect' }
  | { type: 'user.cancelDisconnect' };

export const qrConnectionMachine = setup({
  types: {
    input: {} as QrConnectionInput,
    context: {} as QrConnectionContext,
    events: {} as QrConnectionEvent,
  },
  actors: {
    /** GET /api/conexao/status → status. */
    checkStatus: fromPromise<ConnectionState>(notProvidedActor('checkStatus')),
    /** PUT /api/auth/me with the new user_phone (name and email unchanged); answers the saved user. */
    savePhone: fromPromise<User, { user_phone: string }>(notProvidedActor('savePhone')),
    /** POST /api/conexao: replaces any old instance and answers the QR code. */
    createConnection: fromPromise<QrConnection>(notProvidedActor('createConnection')),
    /** DELETE /api/conexao. */
    disconnect: fromPromise<components['schemas']['Message']>(notProvidedActor('disconnect')),
  },
  guards: {
    phoneIsValid: ({ context }) => isValidWhatsappPhone(context.phone),
  },
  actions: {
    /** The phone was saved on the account: the caller passes the user on (session.userUpdated). */
    phoneSaved: notProvided<{ user: User }>('phoneSaved'),
    /** Reloads the page once the device is connected. */
    reload: notProvided('reload'),
    /** The device was disconnected: the caller refreshes whatever else shows the connection (header indicator). */
    deviceDisconnected: notProvided('deviceDisconnected'),
    showPhoneError: assign({ phoneError: 'phoneFormatInvalid' }),
  },
  delays: {
    QR_POLL_INTERVAL: QR_POLL_INTERVAL_MS,
    QR_COUNTDOWN_TICK: QR_COUNTDOWN_TICK_MS,
    RELOAD_AFTER_CONNECT: RELOAD_AFTER_CONNECT_MS,
  },
}).createMachine({
  id: 'qrConnection',
  context: ({ input }) => ({
    phone: sanitizePhone(input.phone ?? ''),
    phoneError: null,
    qrCode: null,
    secondsLeft: QR_COUNTDOWN_SECONDS,
    notice: null,
  }),
  initial: 'checkingStatus',
  states: {
    checkingStatus: {
      invoke: {
        id: 'checkStatus',
        src: 'checkStatus',
        onDone: [
          { guard: ({ event }) => event.output === 'connected', target: 'connected' },
          { target: 'disconnected' },
        ],
        // Nothing is known: offer to connect.
        onError: { target: 'disconnected' },
      },
    },
    disconnected: {
      initial: 'idle',
      on: {
        'user.changePhone': {
          actions: assign({ phone: ({ event }) => sanitizePhone(event.value), phoneError: null }),
        },
        // From idle, while the QR is shown (POST /api/conexao replaces the old instance) or after a stop.
        'user.connect': [
          { guard: not('phoneIsValid'), actions: 'showPhoneError' },
          { target: '.savingPhone' },
        ],
      },
      states: {
        idle: {},
        savingPhone: {
          // While the connection is being set up the number is locked and a second click changes nothing.
          on: { 'user.connect': {}, 'user.changePhone': {} },
          entry: assign({ notice: null, phoneError: null, qrCode: null }),
          invoke: {
            id: 'savePhone',
            src: 'savePhone',
            input: ({ context }) => ({ user_phone: context.phone }),
            onDone: {
              target: 'creatingConnection',
              actions: { type: 'phoneSaved', params: ({ event }) => ({ user: event.output }) },
            },
            onError: {
              target: 'idle',
              actions: assign({ notice: ({ event }) => phoneSaveFailureNotice(event.error) }),
            },
          },
        },
        creatingConnection: {
          on: { 'user.connect': {}, 'user.changePhone': {} },
          invoke: {
            id: 'createConnection',
            src: 'createConnection',
            onDone: [
              {
                // The answer comes from outside: a missing or blank code is reported, never read blindly.
                guard: ({ event }) => lacksQrCode(event.output),
                target: 'idle',
                actions: assign({ notice: NOTICES.qrCodeMissing }),
              },
              {
                target: 'awaitingScan',
                actions: assign({ qrCode: ({ event }) => event.output.qr_code }),
              },
            ],
            onError: {
              target: 'idle',
              actions: assign({ notice: ({ event }) => connectFailureNotice(event.error) }),
            },
          },
        },
        awaitingScan: {
          type: 'parallel',
          entry: assign({ secondsLeft: QR_COUNTDOWN_SECONDS, notice: NOTICES.awaitingScan }),
          on: {
            'user.stopPolling': { target: 'stopped', actions: assign({ notice: NOTICES.pollingStopped }) },
          },
          states: {
            countdown: {
              initial: 'running',
              states: {
                running: {
                  after: {
                    QR_COUNTDOWN_TICK: [
                      {
                        guard: ({ context }) => context.secondsLeft > 1,
                        target: 'running',
                        reenter: true,
                        actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
                      },
                      { target: 'over', actions: assign({ secondsLeft: 0, notice: NOTICES.timerExpired }) },
                    ],
                  },
                },
                // The code has expired on screen, but a scan may still be under way: polling goes on.
                over: {},
              },
            },
            polling: {
              initial: 'waiting',
              states: {
                waiting: {
                  after: { QR_POLL_INTERVAL: 'checking' },
                },
                checking: {
                  invoke: {
                    id: 'checkStatus',
                    src: 'checkStatus',
                    onDone: [
                      {
                        guard: ({ event }) => event.output === 'connected',
                        target: '#qrConnection.connected.justConnected',
                      },
                      {
                        target: 'waiting',
                        actions: assign({
                          notice: ({ context, event }) =>
                            waitingNotice(event.output, context.secondsLeft === 0),
                        }),
                      },
                    ],
                    onError: { target: 'waiting', actions: assign({ notice: NOTICES.statusCheckFailed }) },
                  },
                },
              },
            },
          },
        },
        stopped: {},
      },
    },
    connected: {
      initial: 'idle',
      entry: assign({ qrCode: null }),
      states: {
        justConnected: {
          entry: assign({ notice: NOTICES.connected }),
          after: { RELOAD_AFTER_CONNECT: { target: 'idle', actions: 'reload' } },
        },
        idle: {
          on: { 'user.disconnect': 'confirmingDisconnect' },
        },
        confirmingDisconnect: {
          on: {
            'user.confirmDisconnect': 'disconnecting',
            'user.cancelDisconnect': 'idle',
          },
        },
        disconnecting: {
          entry: assign({ notice: null }),
          invoke: {
            id: 'disconnect',
            src: 'disconnect',
            onDone: {
              target: '#qrConnection.disconnected',
              actions: [assign({ notice: NOTICES.disconnected }), 'deviceDisconnected'],
            },
            onError: {
              target: 'idle',
              actions: assign({ notice: ({ event }) => disconnectFailureNotice(event.error) }),
            },
          },
        },
      },
    },
  },
});
