import { assign, fromPromise, setup } from 'xstate';
import { VERSION_POLL_MS } from '../constants.ts';
import { notProvided, notProvidedActor } from '../notProvided.ts';

export interface VersionCheckContext {
  /** The version first fetched: the one this page runs. */
  loadedVersion: string | null;
  /** The published version differs: show 'Uma nova versão está disponível.'. */
  newVersion: boolean;
}

export type VersionCheckEvent = { type: 'user.reload' };

/** The new-version notice: /version.json at start and every 60 s. */
export const versionCheckMachine = setup({
  types: {
    context: {} as VersionCheckContext,
    events: {} as VersionCheckEvent,
  },
  actors: {
    /** GET /version.json without cache → version. */
    fetchVersion: fromPromise<string>(notProvidedActor('fetchVersion')),
  },
  actions: {
    /** 'Atualizar agora': reloads the page. */
    reloadPage: notProvided('reloadPage'),
  },
  delays: {
    VERSION_POLL: VERSION_POLL_MS,
  },
}).createMachine({
  id: 'versionCheck',
  context: { loadedVersion: null, newVersion: false },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'fetchVersion',
        onDone: [
          {
            guard: ({ context }) => context.loadedVersion === null,
            target: 'waiting',
            actions: assign({ loadedVersion: ({ event }) => event.output }),
          },
          {
            guard: ({ context, event }) => event.output !== context.loadedVersion,
            target: 'newVersionAvailable',
            actions: assign({ newVersion: true }),
          },
          { target: 'waiting' },
        ],
        // A failed check is ignored silently; the next one tries again.
        onError: { target: 'waiting' },
      },
    },
    waiting: {
      after: { VERSION_POLL: 'checking' },
    },
    // Nothing more to learn until the page reloads.
    newVersionAvailable: {
      on: { 'user.reload': { actions: 'reloadPage' } },
    },
  },
});
