import type { ConnectionState } from '@agente/api';
import { assign, fromPromise, setup } from 'xstate';
import { notProvidedActor } from '../notProvided.ts';

export interface ConnectionIndicatorInput {
  /** The account's number (User.user_phone). */
  phone: string | null;
}

export type ConnectionIndicatorContext = ConnectionIndicatorInput;

export type ConnectionIndicatorEvent = {
  type: 'connection.recheck';
  /** The account's number now, when it may have changed. */
  phone?: string | null;
};

const hasPhone = (phone: string | null): boolean => phone !== null && phone.trim() !== '';

/** The menu's messaging-app indicator: checking → connected or disconnected. */
export const connectionIndicatorMachine = setup({
  types: {
    input: {} as ConnectionIndicatorInput,
    context: {} as ConnectionIndicatorContext,
    events: {} as ConnectionIndicatorEvent,
  },
  actors: {
    /** GET /api/conexao/status → status (the server asks the connection service about the account's number). */
    checkConnection: fromPromise<ConnectionState>(notProvidedActor('checkConnection')),
  },
}).createMachine({
  id: 'connectionIndicator',
  context: ({ input }) => ({ phone: input.phone }),
  initial: 'deciding',
  on: {
    'connection.recheck': {
      target: '.deciding',
      actions: assign({
        phone: ({ context, event }) => (event.phone === undefined ? context.phone : event.phone),
      }),
    },
  },
  states: {
    deciding: {
      always: [
        // Without a number there is nothing to ask: disconnected at once.
        { guard: ({ context }) => !hasPhone(context.phone), target: 'disconnected' },
        { target: 'checking' },
      ],
    },
    checking: {
      invoke: {
        src: 'checkConnection',
        onDone: [
          { guard: ({ event }) => event.output === 'connected', target: 'connected' },
          { target: 'disconnected' },
        ],
        onError: { target: 'disconnected' },
      },
    },
    connected: {},
    disconnected: {},
  },
});
