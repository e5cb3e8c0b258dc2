import { assign, fromPromise, setup } from 'xstate';
import { notProvidedActor } from '../notProvided.ts';

export interface AgentStatusContext {
  /** true = Ativo, false = Pausado, null = unknown (toggle disabled). */
  status: boolean | null;
}

export type AgentStatusEvent = { type: 'user.toggle' } | { type: 'agentStatus.reload' };

/**
 * The menu's active/paused switch. The switch is enabled exactly when
 * `snapshot.can({ type: 'user.toggle' })`: the status is known and no change is running.
 */
export const agentStatusMachine = setup({
  types: {
    context: {} as AgentStatusContext,
    events: {} as AgentStatusEvent,
  },
  actors: {
    /** GET /api/agents → agent.status; null when the user has no agent yet. */
    loadStatus: fromPromise<boolean | null>(notProvidedActor('loadStatus')),
    /** PATCH /api/agents/status → the status the server kept. */
    setStatus: fromPromise<boolean, { status: boolean }>(notProvidedActor('setStatus')),
  },
}).createMachine({
  id: 'agentStatus',
  context: { status: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadStatus',
        onDone: [
          {
            guard: ({ event }) => event.output === null,
            target: 'unknown',
            actions: assign({ status: null }),
          },
          { target: 'known', actions: assign({ status: ({ event }) => event.output }) },
        ],
        // A load failure leaves the status unknown.
        onError: { target: 'unknown', actions: assign({ status: null }) },
      },
    },
    unknown: {
      on: { 'agentStatus.reload': 'loading' },
    },
    known: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'user.toggle': 'updating',
            'agentStatus.reload': '#agentStatus.loading',
          },
        },
        updating: {
          invoke: {
            src: 'setStatus',
            input: ({ context }) => ({ status: !context.status }),
            // The server's answer wins, whatever was asked.
            onDone: { target: 'idle', actions: assign({ status: ({ event }) => event.output }) },
            onError: { target: 'idle' },
          },
        },
      },
    },
  },
});
