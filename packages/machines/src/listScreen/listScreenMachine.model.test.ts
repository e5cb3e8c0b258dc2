import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { apiError, controlledActor } from '../testing/controlledActor.ts';
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
import { createListScreenMachine } from './listScreenMachine.ts';
import type { ListScreenEmitted, ListScreenEvent, ListScreenInput } from './listScreenTypes.ts';

// Model-based coverage: xstate/graph walks the list screen's graph (the list loading, the form, one call at a
// time, the success shown for a while) and every shortest path is replayed on a real actor whose calls are fakes
// settled by hand. Both ways of taking a saved item in are walked: placing the server's answer, and reloading.

interface Item {
  id: number;
  nome: string;
  ativo: boolean;
}
interface Values {
  nome: string;
}
interface FieldErrors {
  nome?: 'required';
}
type Event = ListScreenEvent<Item, Values, FieldErrors>;

const machine = createListScreenMachine<Item, Values, FieldErrors>();
type Snapshot = SnapshotFrom<typeof machine>;

const ONE: Item = { id: 1, nome: 'Um', ativo: true };
const TWO: Item = { id: 2, nome: 'Dois', ativo: false };
const NEW: Item = { id: 3, nome: 'Três', ativo: true };
const offline = new TypeError('Failed to fetch');

/** The machine's invocations are named after their state; each one runs one of the screen's calls. */
const CALL_OF_STATE = {
  'list.loading': 'load',
  'list.reloading': 'load',
  'call.creating': 'create',
  'call.updating': 'update',
  'call.toggling': 'toggle',
  'call.removing': 'remove',
} as const;
type StatePath = keyof typeof CALL_OF_STATE;
const actorIdOf = (state: StatePath) => `0.listScreen.${state}`;
const answers = (state: StatePath, output: unknown): Event[] => [
  doneEvent(actorIdOf(state), output),
  errorEvent(actorIdOf(state), state.startsWith('list') ? offline : apiError(400, 'Recusado pelo servidor')),
];

const samples: Event[] = [
  { type: 'user.submit', fieldErrors: {} },
  { type: 'user.submit', fieldErrors: { nome: 'required' } },
  { type: 'user.edit', id: ONE.id, values: { nome: 'Um editado' } },
  { type: 'user.toggle', item: ONE, active: false },
  { type: 'user.remove', id: ONE.id },
  ...answers('list.loading', [ONE, TWO]),
  ...answers('list.reloading', [ONE, TWO]),
  ...answers('call.creating', NEW),
  ...answers('call.updating', { ...ONE, nome: 'Um editado' }),
  ...answers('call.toggling', { ...ONE, ativo: false }),
  ...answers('call.removing', null),
];

/** Raised by the machine itself, never sent by a screen. */
const RAISED = new Set(['success.show', 'form.reset', 'list.reload']);

// The state value, how many items are listed, which call last failed and whether the form holds errors tell the
// screens' states apart (a failed call must lead somewhere of its own, or no path would try one); the ids the dialog
// and the switch hold, and whether a success shows, are checked against the state value after each step.
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    items: snapshot.context.items.length,
    failure: snapshot.context.failure?.code ?? null,
    fieldErrors: Object.keys(snapshot.context.fieldErrors),
  });

const CONFIGURATIONS: ListScreenInput<Values>[] = [
  { emptyValues: { nome: '' } },
  { emptyValues: { nome: '' }, newItemsFirst: true, reloadAfterChange: true },
];

const pathsOf = (input: ListScreenInput<Values>) =>
  getShortestPaths(machine, {
    input,
    events: ownEventsWith(samples),
    filterEvents: (_, event) => !RAISED.has(event.type),
    serializeState,
  });

function arrangeSystemUnderTest(input: ListScreenInput<Values>) {
  const fakes = {
    load: controlledActor<Item[]>(),
    create: controlledActor<Item, { values: Values }>(),
    update: controlledActor<Item, { id: number; values: Values }>(),
    toggle: controlledActor<Item, { item: Item; active: boolean }>(),
    remove: controlledActor<unknown, { id: number }>(),
  };
  const actor = createActor(
    machine.provide({
      actors: {
        load: fakes.load.logic,
        create: fakes.create.logic,
        update: fakes.update.logic,
        toggle: fakes.toggle.logic,
        remove: fakes.remove.logic,
      },
    }),
    // A clock that never moves: the model decides when the success message hides.
    { clock: new TestClock(), input },
  );
  const emitted: ListScreenEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, fakes, emitted };
}

type Arranged = ReturnType<typeof arrangeSystemUnderTest>;

async function replay(event: Event, { actor, fakes }: Arranged) {
  const step = classifyModelEvent(event);
  if (step.kind === 'init') return;
  if (step.kind === 'done' || step.kind === 'error') {
    const state = step.actorId.replace('0.listScreen.', '') as StatePath;
    const [call] = fakes[CALL_OF_STATE[state]].running();
    if (!call) throw new Error(`the model answers ${state}, but the machine is not waiting for it`);
    if (step.kind === 'done') (call.resolve as (output: unknown) => void)(step.output);
    else call.reject(step.error);
    await settle();
    return;
  }
  // User events, and the success's timer: the frozen clock never fires it, the model does.
  actor.send(event);
}

/** What the screens rely on in every state. */
function assertInvariants(snapshot: Snapshot, { fakes }: Arranged) {
  const { context } = snapshot;
  const loading = snapshot.matches({ list: 'loading' }) || snapshot.matches({ list: 'reloading' });
  expect(fakes.load.running()).toHaveLength(loading ? 1 : 0);
  // One change at a time, and only in the state that waits for it.
  expect(fakes.create.running()).toHaveLength(snapshot.matches({ call: 'creating' }) ? 1 : 0);
  expect(fakes.update.running()).toHaveLength(snapshot.matches({ call: 'updating' }) ? 1 : 0);
  expect(fakes.toggle.running()).toHaveLength(snapshot.matches({ call: 'toggling' }) ? 1 : 0);
  expect(fakes.remove.running()).toHaveLength(snapshot.matches({ call: 'removing' }) ? 1 : 0);
  // The dialog names its item exactly while it is open; the form says what it edits.
  const confirming =
    snapshot.matches({ call: 'confirmingRemoval' }) || snapshot.matches({ call: 'removing' });
  expect(context.confirmingId !== null).toBe(confirming);
  expect(context.toggling !== null).toBe(snapshot.matches({ call: 'toggling' }));
  expect(context.editingId !== null).toBe(snapshot.matches({ form: 'editing' }));
  // A success shows only while its message is visible; a failed load always says why.
  expect(context.success !== null).toBe(snapshot.matches({ successMessage: 'visible' }));
  expect(context.loadFailure !== null).toBe(snapshot.matches({ list: 'failed' }));
  // No item is ever listed twice.
  const ids = context.items.map((item) => item.id);
  expect(new Set(ids).size).toBe(ids.length);
}

/** Every change the server answered is told to the listeners once: a success or a failure. */
function expectedEmissions(steps: ReadonlyArray<{ event: { type: string } }>) {
  const told: ListScreenEmitted['type'][] = [];
  for (const { event } of steps) {
    const step = classifyModelEvent(event);
    if (step.kind !== 'done' && step.kind !== 'error') continue;
    if (step.actorId.includes('.list.')) continue;
    told.push(step.kind === 'done' ? 'succeeded' : 'failed');
  }
  return told;
}

const pathSets = CONFIGURATIONS.map((input) => ({ input, paths: pathsOf(input) }));

describe('listScreenMachine: model-based paths', () => {
  it('the paths of both configurations reach every leaf state of the machine', () => {
    const reached = new Set(pathSets.flatMap(({ paths }) => reachedLeafStateIds(paths)));
    expect([...reached].sort()).toEqual(leafStateIds(machine));
  });

  describe.each(pathSets.map((set) => [JSON.stringify(set.input), set] as const))(
    '%s',
    (_, { input, paths }) => {
      it.each(withoutPrefixPaths(paths).map((path) => [describePath(path.steps), path] as const))(
        '%s',
        async (_, path) => {
          const arranged = arrangeSystemUnderTest(input);
          for (const step of path.steps) {
            await replay(step.event, arranged);
            const snapshot = arranged.actor.getSnapshot();
            expect(serializeState(snapshot)).toBe(serializeState(step.state));
            assertInvariants(snapshot, arranged);
          }
          expect(arranged.emitted.map((event) => event.type)).toEqual(expectedEmissions(path.steps));
        },
      );
    },
  );
});
