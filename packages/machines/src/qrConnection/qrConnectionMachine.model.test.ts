import type { ConnectionState, components, QrConnection, User } from '@agente/api';
import { describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { QR_COUNTDOWN_SECONDS } from '../constants.ts';
import { apiError, controlledActor } from '../testing/controlledActor.ts';
import { aUser } from '../testing/fixtures.ts';
import {
  classifyModelEvent,
  describePath,
  doneEvent,
  errorEvent,
  leafStateIds,
  ownEventsWith,
  reachedLeafStateIds,
  withoutPrefixPaths,
} from '../testing/modelEvents.ts';
import { settle, TestClock } from '../testing/testClock.ts';
import { type QrConnectionEvent, qrConnectionMachine } from './qrConnectionMachine.ts';

// Model-based coverage: xstate/graph walks the machine's own graph (user events, actor answers, timers) and every
// shortest path to every transition is replayed on a real actor whose side effects are fakes settled by hand.

const PHONE = '5511988887777';
const QR = 'data:image/png;base64,iVBORw0KGgo=';

const machine = qrConnectionMachine;
type Snapshot = SnapshotFrom<typeof qrConnectionMachine>;

const statusAnswer = (status: ConnectionState) => doneEvent<QrConnectionEvent>('checkStatus', status);
/** Payloads for the events that carry one; the others are tried bare. */
const samples: QrConnectionEvent[] = [
  { type: 'user.changePhone', value: '1199' },
  { type: 'user.changePhone', value: PHONE },
  statusAnswer('connected'),
  statusAnswer('pending'),
  statusAnswer('disconnected'),
  statusAnswer('other'),
  errorEvent('checkStatus', new TypeError('Failed to fetch')),
  doneEvent('savePhone', aUser()),
  errorEvent('savePhone', apiError(400, 'Telefone inválido')),
  errorEvent('disconnect', apiError(401, 'Token não encontrado', 'SEM_TOKEN')),
  doneEvent('createConnection', { qr_code: QR, status: 'pending' } satisfies QrConnection),
  doneEvent('createConnection', { qr_code: '', status: 'pending' } satisfies QrConnection),
  errorEvent('createConnection', new TypeError('Failed to fetch')),
  doneEvent('disconnect', { message: 'ok' }),
  errorEvent('disconnect', apiError(502, 'Serviço indisponível')),
];

const isCountdownTick = (event: QrConnectionEvent) => event.type.startsWith('xstate.after.QR_COUNTDOWN_TICK');

const paths = getShortestPaths(machine, {
  input: { phone: PHONE },
  events: ownEventsWith(samples),
  // Between the first and the last seconds of the countdown only the clock moves: every other event there
  // would repeat what seconds 59 and 1 already cover, 57 times over.
  filterEvents: (snapshot, event) => {
    const { secondsLeft } = snapshot.context;
    const midCountdown =
      snapshot.matches({ disconnected: 'awaitingScan' }) &&
      secondsLeft > 1 &&
      secondsLeft < QR_COUNTDOWN_SECONDS - 1;
    return !midCountdown || isCountdownTick(event);
  },
});

function arrangeSystemUnderTest() {
  const fakes = {
    checkStatus: controlledActor<ConnectionState>(),
    savePhone: controlledActor<User, { user_phone: string }>(),
    createConnection: controlledActor<QrConnection>(),
    disconnect: controlledActor<components['schemas']['Message']>(),
  };
  const reload = vi.fn();
  const actor = createActor(
    machine.provide({
      actors: {
        checkStatus: fakes.checkStatus.logic,
        savePhone: fakes.savePhone.logic,
        createConnection: fakes.createConnection.logic,
        disconnect: fakes.disconnect.logic,
      },
      actions: { phoneSaved: () => {}, reload, deviceDisconnected: () => {} },
    }),
    // A clock that never moves: the model decides when each timer fires.
    { clock: new TestClock(), input: { phone: PHONE } },
  ).start();
  return { actor, fakes, reload };
}

type Fakes = ReturnType<typeof arrangeSystemUnderTest>['fakes'];
const isFakeName = (name: string, fakes: Fakes): name is keyof Fakes => name in fakes;

async function replay(event: QrConnectionEvent, actor: AnyActorRef, fakes: Fakes) {
  const step = classifyModelEvent(event);
  if (step.kind === 'init') return;
  if (step.kind === 'done' || step.kind === 'error') {
    if (!isFakeName(step.actorId, fakes)) throw new Error(`unknown actor ${step.actorId}`);
    const [call] = fakes[step.actorId].running();
    if (!call) throw new Error(`the model answers ${step.actorId}, but the machine is not waiting for it`);
    if (step.kind === 'done') (call.resolve as (output: unknown) => void)(step.output);
    else call.reject(step.error);
    await settle();
    return;
  }
  // User events, and timers: the frozen clock never fires them, the model does.
  actor.send(event);
}

/** What a screen may rely on in each state, checked after every step. */
function assertInvariants(snapshot: Snapshot, fakes: Fakes) {
  const running = Object.values(fakes).reduce((count, fake) => count + fake.running().length, 0);
  const waitsForAnAnswer =
    snapshot.matches('checkingStatus') ||
    snapshot.matches({ disconnected: 'savingPhone' }) ||
    snapshot.matches({ disconnected: 'creatingConnection' }) ||
    snapshot.matches({ disconnected: { awaitingScan: { polling: 'checking' } } }) ||
    snapshot.matches({ connected: 'disconnecting' });
  expect(running).toBe(waitsForAnAnswer ? 1 : 0);
  expect(snapshot.context.qrCode !== null).toBe(
    snapshot.matches({ disconnected: 'awaitingScan' }) || snapshot.matches({ disconnected: 'stopped' }),
  );
  expect(snapshot.context.secondsLeft).toBeGreaterThanOrEqual(0);
  expect(snapshot.context.secondsLeft).toBeLessThanOrEqual(QR_COUNTDOWN_SECONDS);
}

describe('qrConnectionMachine: model-based paths', () => {
  it('the paths reach every leaf state of the machine', () => {
    expect(reachedLeafStateIds(paths)).toEqual(leafStateIds(machine));
  });

  it.each(withoutPrefixPaths(paths).map((path) => [describePath(path.steps), path] as const))(
    '%s',
    async (_, path) => {
      const { actor, fakes, reload } = arrangeSystemUnderTest();

      for (const step of path.steps) {
        await replay(step.event, actor, fakes);
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(step.state.value);
        expect(snapshot.context).toEqual(step.state.context);
        assertInvariants(snapshot, fakes);
      }

      const reloads = path.steps.filter((step) =>
        step.event.type.startsWith('xstate.after.RELOAD_AFTER_CONNECT'),
      );
      expect(reload).toHaveBeenCalledTimes(reloads.length);
    },
  );
});
