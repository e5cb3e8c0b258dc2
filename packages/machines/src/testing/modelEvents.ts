import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { getStateNodes } from 'xstate/graph';

// xstate/graph walks the invoked actors' done/error events and the delayed events too; they are not part of a
// machine's public event type, so the model's event list widens them to it.

export const doneEvent = <TEvent extends EventObject>(actorId: string, output: unknown): TEvent =>
  ({ type: `xstate.done.actor.${actorId}`, output }) as unknown as TEvent;

export const errorEvent = <TEvent extends EventObject>(actorId: string, error: unknown): TEvent =>
  ({ type: `xstate.error.actor.${actorId}`, error }) as unknown as TEvent;

export type ModelStepKind =
  | { kind: 'init' }
  | { kind: 'done'; actorId: string; output: unknown }
  | { kind: 'error'; actorId: string; error: unknown }
  | { kind: 'after' }
  | { kind: 'user' };

/** Tells how the system under test must reproduce a step of a model path. */
export function classifyModelEvent(event: EventObject): ModelStepKind {
  const record = event as EventObject & { output?: unknown; error?: unknown };
  if (event.type === 'xstate.init') return { kind: 'init' };
  if (event.type.startsWith('xstate.done.actor.')) {
    return { kind: 'done', actorId: event.type.slice('xstate.done.actor.'.length), output: record.output };
  }
  if (event.type.startsWith('xstate.error.actor.')) {
    return { kind: 'error', actorId: event.type.slice('xstate.error.actor.'.length), error: record.error };
  }
  if (event.type.startsWith('xstate.after.')) return { kind: 'after' };
  return { kind: 'user' };
}

interface PathLike {
  steps: ReadonlyArray<{ event: EventObject; state: { value: unknown } }>;
}

const eventLabel = (event: EventObject): string => {
  const step = classifyModelEvent(event);
  if (step.kind === 'done') return `${step.actorId}✓${JSON.stringify(step.output).slice(0, 40)}`;
  if (step.kind === 'error') return `${step.actorId}✗`;
  if (step.kind === 'after') return event.type.split('.')[2] ?? event.type;
  return event.type;
};

/** A readable test name: the state reached and the events that lead there (repeated timers folded). */
export function describePath(steps: PathLike['steps']): string {
  const labels: string[] = [];
  for (const step of steps) {
    const label = eventLabel(step.event);
    const previous = labels.at(-1);
    const repeated = previous?.match(/^(.*) ×(\d+)$/);
    if (repeated?.[1] === label) labels[labels.length - 1] = `${label} ×${Number(repeated[2]) + 1}`;
    else if (previous === label) labels[labels.length - 1] = `${label} ×2`;
    else labels.push(label);
  }
  const reached = steps.at(-1)?.state.value;
  return `${JSON.stringify(reached ?? 'start')} ← ${labels.join(', ') || '(initial)'}`;
}

/** Drops the paths that another path already walks through entirely (same events from the start). */
export function withoutPrefixPaths<TPath extends PathLike>(paths: TPath[]): TPath[] {
  const key = (path: TPath) => path.steps.map((step) => `${JSON.stringify(step.event)}\n`).join('');
  const keys = paths.map(key);
  return paths.filter((_, index) => {
    const own = keys[index] ?? '';
    return !keys.some((other, otherIndex) => otherIndex !== index && other !== own && other.startsWith(own));
  });
}

/** Ids of the machine's leaf states (atomic and final). */
export const leafStateIds = (machine: AnyStateMachine): string[] =>
  getStateNodes(machine)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.id)
    .sort();

/** Ids of the leaf states some step of some path is in. */
export function reachedLeafStateIds(
  paths: ReadonlyArray<{ steps: ReadonlyArray<{ state: AnyMachineSnapshot }> }>,
) {
  const ids = new Set<string>();
  for (const path of paths) {
    for (const step of path.steps) {
      for (const node of step.state._nodes)
        if (node.type === 'atomic' || node.type === 'final') ids.add(node.id);
    }
  }
  return [...ids].sort();
}

/**
 * The events a traversal tries in a state: every event the active states handle (user events, actor answers,
 * timers), with the payloads listed in `samples` for those that need one; like createTestModel does.
 */
export const ownEventsWith =
  <TEvent extends EventObject>(samples: readonly TEvent[]) =>
  (snapshot: AnyMachineSnapshot): TEvent[] => {
    const types = new Set(snapshot._nodes.flatMap((node) => node.ownEvents));
    return [...types].flatMap((type) => {
      const listed = samples.filter((sample) => sample.type === type);
      return listed.length > 0 ? listed : [{ type } as TEvent];
    });
  };
