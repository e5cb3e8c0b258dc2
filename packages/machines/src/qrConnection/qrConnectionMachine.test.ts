import type { ConnectionState, components, QrConnection, User } from '@agente/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { QR_COUNTDOWN_SECONDS, QR_POLL_INTERVAL_MS, RELOAD_AFTER_CONNECT_MS } from '../constants.ts';
import { STORY_COPY } from '../stories/storyCopy.ts';
import { apiError, controlledActor } from '../testing/controlledActor.ts';
import { aUser } from '../testing/fixtures.ts';
import { TestClock } from '../testing/testClock.ts';
import { noticeText as wordNotice } from './connectionNotices.ts';
import { qrConnectionMachine } from './qrConnectionMachine.ts';

const PHONE = '5511988887777';
const QR = 'data:image/png;base64,iVBORw0KGgo=';

function arrange({ phone = PHONE as string | null } = {}) {
  const clock = new TestClock();
  const checkStatus = controlledActor<ConnectionState>();
  const savePhone = controlledActor<User, { user_phone: string }>();
  const createConnection = controlledActor<QrConnection>();
  const disconnect = controlledActor<components['schemas']['Message']>();
  const phoneSaved = vi.fn<(user: User) => void>();
  const reload = vi.fn<() => void>();
  const deviceDisconnected = vi.fn<() => void>();
  const machine = qrConnectionMachine.provide({
    actors: {
      checkStatus: checkStatus.logic,
      savePhone: savePhone.logic,
      createConnection: createConnection.logic,
      disconnect: disconnect.logic,
    },
    actions: { phoneSaved: (_, { user }) => phoneSaved(user), reload, deviceDisconnected },
  });
  const actor = createActor(machine, { clock, input: { phone } }).start();
  return {
    actor,
    clock,
    checkStatus,
    savePhone,
    createConnection,
    disconnect,
    phoneSaved,
    reload,
    deviceDisconnected,
  };
}

type Arranged = ReturnType<typeof arrange>;

async function arrangeDisconnected(options?: Parameters<typeof arrange>[0]) {
  const arranged = arrange(options);
  arranged.checkStatus.resolve('disconnected');
  await arranged.clock.advance(0);
  return arranged;
}

async function showQr(arranged: Arranged) {
  arranged.actor.send({ type: 'user.connect' });
  arranged.savePhone.resolve(aUser({ user_phone: PHONE }));
  await arranged.clock.advance(0);
  arranged.createConnection.resolve({ qr_code: QR, status: 'pending' });
  await arranged.clock.advance(0);
}

async function arrangeShowingQr() {
  const arranged = await arrangeDisconnected();
  await showQr(arranged);
  return arranged;
}

/** Lets the next poll start and answers it. */
async function answerNextPoll(arranged: Arranged, answer: ConnectionState | Error) {
  await arranged.clock.advance(QR_POLL_INTERVAL_MS);
  if (answer instanceof Error) arranged.checkStatus.reject(answer);
  else arranged.checkStatus.resolve(answer);
  await arranged.clock.advance(0);
}

// The server's sentence when one came, otherwise the code the page words.
const noticeText = (arranged: Arranged) => {
  const notice = arranged.actor.getSnapshot().context.notice;
  return notice?.serverMessage ?? notice?.code;
};

describe('qrConnectionMachine: initial status', () => {
  it("a connected number starts in 'Desconectar Agente' mode", async () => {
    const { actor, checkStatus, clock } = arrange();
    expect(actor.getSnapshot().value).toBe('checkingStatus');

    checkStatus.resolve('connected');
    await clock.advance(0);

    expect(actor.getSnapshot().value).toEqual({ connected: 'idle' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it.each(['pending', 'disconnected', 'other'] as const)(
    'a %s number starts ready to connect',
    async (status) => {
      const { actor, checkStatus, clock } = arrange();

      checkStatus.resolve(status);
      await clock.advance(0);

      expect(actor.getSnapshot().value).toEqual({ disconnected: 'idle' });
    },
  );

  it('a failed check starts ready to connect without a message', async () => {
    const { actor, checkStatus, clock } = arrange();

    checkStatus.reject(apiError(502, 'Serviço indisponível'));
    await clock.advance(0);

    expect(actor.getSnapshot().value).toEqual({ disconnected: 'idle' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });
});

describe('qrConnectionMachine: phone field', () => {
  it('starts with the registered number and keeps digits only, at most 13', async () => {
    const arranged = await arrangeDisconnected({ phone: '+55 (11) 98888-7777' });
    expect(arranged.actor.getSnapshot().context.phone).toBe(PHONE);

    arranged.actor.send({ type: 'user.changePhone', value: '55 11 9 8888-77779999' });

    expect(arranged.actor.getSnapshot().context.phone).toBe('5511988887777');
  });

  it.each([
    ['12 digits', '551198888777'],
    ['another country code', '5411988887777'],
    ['empty', ''],
  ])('refuses %s with phoneFormatInvalid and calls nothing', async (_, phone) => {
    const arranged = await arrangeDisconnected();
    arranged.actor.send({ type: 'user.changePhone', value: phone });

    arranged.actor.send({ type: 'user.connect' });

    expect(arranged.actor.getSnapshot().context.phoneError).toBe('phoneFormatInvalid');
    expect(arranged.actor.getSnapshot().value).toEqual({ disconnected: 'idle' });
    expect(arranged.savePhone.calls).toHaveLength(0);
  });

  it('typing again clears the format error', async () => {
    const arranged = await arrangeDisconnected({ phone: null });
    arranged.actor.send({ type: 'user.connect' });

    arranged.actor.send({ type: 'user.changePhone', value: '55' });

    expect(arranged.actor.getSnapshot().context.phoneError).toBeNull();
  });
});

describe('qrConnectionMachine: creating the connection', () => {
  it('saves the phone on the account, then creates the connection and shows the QR code', async () => {
    const arranged = await arrangeDisconnected();

    arranged.actor.send({ type: 'user.connect' });
    expect(arranged.actor.getSnapshot().value).toEqual({ disconnected: 'savingPhone' });
    expect(arranged.savePhone.last().input).toEqual({ user_phone: PHONE });
    expect(arranged.createConnection.calls).toHaveLength(0);

    arranged.savePhone.resolve(aUser({ user_phone: PHONE }));
    await arranged.clock.advance(0);
    expect(arranged.phoneSaved).toHaveBeenCalledExactlyOnceWith(aUser({ user_phone: PHONE }));
    expect(arranged.actor.getSnapshot().value).toEqual({ disconnected: 'creatingConnection' });

    arranged.createConnection.resolve({ qr_code: QR, status: 'pending' });
    await arranged.clock.advance(0);
    const { value, context } = arranged.actor.getSnapshot();
    expect(value).toEqual({ disconnected: { awaitingScan: { countdown: 'running', polling: 'waiting' } } });
    expect(context.qrCode).toBe(QR);
    expect(context.secondsLeft).toBe(QR_COUNTDOWN_SECONDS);
    expect(context.notice).toEqual({ tone: 'info', code: 'awaitingScan' });
  });

  it('ignores a second click and locks the number while the connection is being set up', async () => {
    const arranged = await arrangeDisconnected();
    arranged.actor.send({ type: 'user.connect' });

    arranged.actor.send({ type: 'user.connect' });
    arranged.actor.send({ type: 'user.changePhone', value: '5521999998888' });

    expect(arranged.savePhone.calls).toHaveLength(1);
    expect(arranged.actor.getSnapshot().context.phone).toBe(PHONE);
  });

  it.each([
    ['a blank QR code', { qr_code: '', status: 'pending' }],
    ['no QR code at all', { status: 'pending' }],
    ['a QR code that is not text', { qr_code: null, status: 'pending' }],
  ])('shows qrCodeMissing when the answer has %s', async (_, answer) => {
    const arranged = await arrangeDisconnected();
    arranged.actor.send({ type: 'user.connect' });
    arranged.savePhone.resolve(aUser());
    await arranged.clock.advance(0);

    arranged.createConnection.resolve(answer as QrConnection);
    await arranged.clock.advance(0);

    expect(arranged.actor.getSnapshot().status).toBe('active');
    expect(arranged.actor.getSnapshot().value).toEqual({ disconnected: 'idle' });
    expect(arranged.actor.getSnapshot().context.notice).toEqual({ tone: 'danger', code: 'qrCodeMissing' });
  });

  /** Fails the QR code's call with an error answer and gives the words the page shows for it. */
  async function refuseQrCode(status: number, message: string) {
    const arranged = await arrangeDisconnected();
    arranged.actor.send({ type: 'user.connect' });
    arranged.savePhone.resolve(aUser());
    await arranged.clock.advance(0);

    arranged.createConnection.reject(apiError(status, message, 'SERVICO_EXTERNO'));
    await arranged.clock.advance(0);

    expect(arranged.actor.getSnapshot().value).toEqual({ disconnected: 'idle' });
    const notice = arranged.actor.getSnapshot().context.notice;
    return notice && wordNotice(notice, STORY_COPY.qr.notices);
  }

  it.each([
    // The server words the instances service's failures as the page says them: shown once, as they came.
    ['Erro na API (500): Sessão travada'],
    ['Erro: QR Code não foi gerado pela API.'],
    ['Erro ao conectar com a API do WhatsApp. Verifique sua conexão.'],
  ])("shows the server's sentence for a failed connection once, unwrapped: %s", async (sentence) => {
    expect(await refuseQrCode(502, sentence)).toBe(sentence);
  });

  it.each([
    [502, 'Serviço fora', 'Erro na API (502): Serviço fora'],
    [409, 'Número em uso', 'Erro na API (409): Número em uso'],
    // A status inside the message is not the form: it is wrapped like any other message.
    [502, 'Falha 500 no serviço', 'Erro na API (502): Falha 500 no serviço'],
    [503, '', 'Erro na API (503): Erro desconhecido'],
  ])("words an error answer %i '%s' in the page's form", async (status, message, shown) => {
    expect(await refuseQrCode(status, message)).toBe(shown);
  });

  it.each([
    ['packages/api', apiError(0, 'Não foi possível falar com o servidor.', 'REDE')],
    ['fetch', new TypeError('Failed to fetch')],
  ])('shows apiUnreachable when the network fails (%s)', async (_, error) => {
    const arranged = await arrangeDisconnected();
    arranged.actor.send({ type: 'user.connect' });
    arranged.savePhone.resolve(aUser());
    await arranged.clock.advance(0);

    arranged.createConnection.reject(error);
    await arranged.clock.advance(0);

    expect(noticeText(arranged)).toBe('apiUnreachable');
  });

  it('a refused phone save stops before creating the connection', async () => {
    const arranged = await arrangeDisconnected();
    arranged.actor.send({ type: 'user.connect' });

    arranged.savePhone.reject(apiError(409, 'Telefone já cadastrado em outra conta'));
    await arranged.clock.advance(0);

    expect(noticeText(arranged)).toBe('Telefone já cadastrado em outra conta');
    expect(arranged.createConnection.calls).toHaveLength(0);
    expect(arranged.phoneSaved).not.toHaveBeenCalled();
  });

  it('without a stored token it shows unauthorized and creates nothing', async () => {
    const arranged = await arrangeDisconnected();
    arranged.actor.send({ type: 'user.connect' });

    arranged.savePhone.reject(apiError(401, 'Token não encontrado', 'SEM_TOKEN'));
    await arranged.clock.advance(0);

    expect(noticeText(arranged)).toBe('unauthorized');
    expect(arranged.createConnection.calls).toHaveLength(0);
  });

  it('a session the server rejects while creating shows unauthorized', async () => {
    const arranged = await arrangeDisconnected();
    arranged.actor.send({ type: 'user.connect' });
    arranged.savePhone.resolve(aUser());
    await arranged.clock.advance(0);

    arranged.createConnection.reject(apiError(401, 'Sua sessão expirou. Por favor, faça login novamente.'));
    await arranged.clock.advance(0);

    expect(noticeText(arranged)).toBe('unauthorized');
  });
});

describe('qrConnectionMachine: countdown', () => {
  it('ticks once a second from 60', async () => {
    const arranged = await arrangeShowingQr();

    await arranged.clock.advance(999);
    expect(arranged.actor.getSnapshot().context.secondsLeft).toBe(60);
    await arranged.clock.advance(1);
    expect(arranged.actor.getSnapshot().context.secondsLeft).toBe(59);
    await arranged.clock.advance(58_000);
    expect(arranged.actor.getSnapshot().context.secondsLeft).toBe(1);
  });

  it('at 0 it says timerExpired and polling goes on', async () => {
    const arranged = await arrangeShowingQr();
    const pollsBefore = arranged.checkStatus.calls.length;

    for (let second = 0; second < QR_COUNTDOWN_SECONDS; second += 2) {
      await answerNextPoll(arranged, 'pending');
    }

    expect(arranged.actor.getSnapshot().context.secondsLeft).toBe(0);
    expect(arranged.actor.getSnapshot().value).toMatchObject({
      disconnected: { awaitingScan: { countdown: 'over' } },
    });
    expect(noticeText(arranged)).toBe('timerExpired');
    await answerNextPoll(arranged, 'pending');
    expect(arranged.checkStatus.calls.length).toBe(pollsBefore + QR_COUNTDOWN_SECONDS / 2 + 1);
    expect(noticeText(arranged)).toBe('timerExpired');
    expect(arranged.actor.getSnapshot().context.secondsLeft).toBe(0);
  });
});

describe('qrConnectionMachine: polling the status', () => {
  it('checks 2 s after the QR code appears, not before', async () => {
    const arranged = await arrangeShowingQr();
    const initialChecks = arranged.checkStatus.calls.length;

    await arranged.clock.advance(QR_POLL_INTERVAL_MS - 1);
    expect(arranged.checkStatus.calls).toHaveLength(initialChecks);

    await arranged.clock.advance(1);
    expect(arranged.checkStatus.calls).toHaveLength(initialChecks + 1);
  });

  it.each([
    ['pending', 'awaitingScan'],
    ['disconnected', 'stillDisconnected'],
    ['other', 'unknownStatus'],
  ] as const)('%s shows %j and polls again 2 s later', async (status, message) => {
    const arranged = await arrangeShowingQr();
    await answerNextPoll(arranged, 'disconnected');
    const checks = arranged.checkStatus.calls.length;

    await answerNextPoll(arranged, status);

    expect(noticeText(arranged)).toBe(message);
    expect(arranged.checkStatus.calls).toHaveLength(checks + 1);
  });

  it('a failed check shows statusCheckFailed and keeps trying', async () => {
    const arranged = await arrangeShowingQr();

    await answerNextPoll(arranged, new TypeError('Failed to fetch'));
    expect(arranged.actor.getSnapshot().context.notice).toEqual({
      tone: 'danger',
      code: 'statusCheckFailed',
    });

    await answerNextPoll(arranged, 'pending');
    expect(noticeText(arranged)).toBe('awaitingScan');
  });

  it('the user can stop it: pollingStopped, no more checks, no timers left', async () => {
    const arranged = await arrangeShowingQr();
    await arranged.clock.advance(QR_POLL_INTERVAL_MS);
    const checks = arranged.checkStatus.calls.length;

    arranged.actor.send({ type: 'user.stopPolling' });
    await arranged.clock.advance(10 * QR_POLL_INTERVAL_MS);

    expect(arranged.actor.getSnapshot().value).toEqual({ disconnected: 'stopped' });
    expect(noticeText(arranged)).toBe('pollingStopped');
    expect(arranged.checkStatus.calls).toHaveLength(checks);
    expect(arranged.checkStatus.last().signal.aborted).toBe(true);
    expect(arranged.clock.pendingTimers).toBe(0);
  });

  it('a new QR code can be asked for while waiting, and the countdown starts over', async () => {
    const arranged = await arrangeShowingQr();
    await arranged.clock.advance(10_000);

    await showQr(arranged);

    expect(arranged.createConnection.calls).toHaveLength(2);
    expect(arranged.actor.getSnapshot().context.secondsLeft).toBe(QR_COUNTDOWN_SECONDS);
  });

  it('a new QR code can be asked for after stopping', async () => {
    const arranged = await arrangeShowingQr();
    arranged.actor.send({ type: 'user.stopPolling' });

    await showQr(arranged);

    expect(arranged.actor.getSnapshot().matches({ disconnected: 'awaitingScan' })).toBe(true);
  });
});

describe('qrConnectionMachine: connected', () => {
  it('says connected, stops polling and reloads exactly 1 s later', async () => {
    const arranged = await arrangeShowingQr();

    await answerNextPoll(arranged, 'connected');
    const checks = arranged.checkStatus.calls.length;

    const { value, context } = arranged.actor.getSnapshot();
    expect(value).toEqual({ connected: 'justConnected' });
    expect(context.notice).toEqual({ tone: 'success', code: 'connected' });
    expect(context.qrCode).toBeNull();
    await arranged.clock.advance(RELOAD_AFTER_CONNECT_MS - 1);
    expect(arranged.reload).not.toHaveBeenCalled();
    await arranged.clock.advance(1);
    expect(arranged.reload).toHaveBeenCalledOnce();
    await arranged.clock.advance(10 * QR_POLL_INTERVAL_MS);
    expect(arranged.checkStatus.calls).toHaveLength(checks);
    expect(arranged.clock.pendingTimers).toBe(0);
  });
});

describe('qrConnectionMachine: disconnecting', () => {
  async function arrangeConnected() {
    const arranged = arrange();
    arranged.checkStatus.resolve('connected');
    await arranged.clock.advance(0);
    return arranged;
  }

  it('asks for confirmation first, and cancelling changes nothing', async () => {
    const arranged = await arrangeConnected();

    arranged.actor.send({ type: 'user.disconnect' });
    expect(arranged.actor.getSnapshot().value).toEqual({ connected: 'confirmingDisconnect' });
    arranged.actor.send({ type: 'user.cancelDisconnect' });

    expect(arranged.actor.getSnapshot().value).toEqual({ connected: 'idle' });
    expect(arranged.disconnect.calls).toHaveLength(0);
  });

  it('confirmed, it disconnects and says disconnected', async () => {
    const arranged = await arrangeConnected();
    arranged.actor.send({ type: 'user.disconnect' });

    arranged.actor.send({ type: 'user.confirmDisconnect' });
    expect(arranged.actor.getSnapshot().value).toEqual({ connected: 'disconnecting' });
    arranged.disconnect.resolve({ message: 'ok' });
    await arranged.clock.advance(0);

    expect(arranged.actor.getSnapshot().value).toEqual({ disconnected: 'idle' });
    expect(arranged.actor.getSnapshot().context.notice).toEqual({
      tone: 'success',
      code: 'disconnected',
    });
    // The header's indicator is told at once, not at its next poll.
    expect(arranged.deviceDisconnected).toHaveBeenCalledOnce();
  });

  it('a failure says disconnectFailed and stays connected', async () => {
    const arranged = await arrangeConnected();
    arranged.actor.send({ type: 'user.disconnect' });
    arranged.actor.send({ type: 'user.confirmDisconnect' });

    arranged.disconnect.reject(apiError(502, 'Serviço indisponível'));
    await arranged.clock.advance(0);

    expect(arranged.actor.getSnapshot().value).toEqual({ connected: 'idle' });
    expect(arranged.actor.getSnapshot().context.notice).toEqual({ tone: 'danger', code: 'disconnectFailed' });
    expect(arranged.deviceDisconnected).not.toHaveBeenCalled();
  });

  it('without a stored token it shows unauthorized', async () => {
    const arranged = await arrangeConnected();
    arranged.actor.send({ type: 'user.disconnect' });
    arranged.actor.send({ type: 'user.confirmDisconnect' });

    arranged.disconnect.reject(apiError(401, 'Token não encontrado', 'SEM_TOKEN'));
    await arranged.clock.advance(0);

    expect(noticeText(arranged)).toBe('unauthorized');
    expect(arranged.actor.getSnapshot().value).toEqual({ connected: 'idle' });
  });
});
