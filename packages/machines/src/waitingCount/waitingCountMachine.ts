import { assign, fromPromise, setup } from 'xstate';
import { WAITING_COUNT_POLL_MS } from '../constants.ts';
import { notProvidedActor } from '../notProvided.ts';
import { documentVisibility } from '../pageVisibility/documentVisibility.ts';

export interface WaitingCountContext {
  /** Leads waiting for a person; null until the first count arrives. */
  total: number | null;
  /** The tab is in front: counting runs only then. */
  visible: boolean;
}

export type WaitingCountEvent =
  | { type: 'page.hidden' }
  | { type: 'page.visible' }
  /** Something may have changed the count (the owner answered or resumed a lead): count now. */
  | { type: 'waitingCount.refresh' };

/**
 * The side menu's count of leads waiting for a person: counted at once, then every WAITING_COUNT_POLL while the
 * tab is visible (none while hidden; one at once on coming back). A failed count keeps the last one shown.
 */
export const waitingCountMachine = setup({
  types: {
    context: {} as WaitingCountContext,
    events: {} as WaitingCountEvent,
  },
  actors: {
    /** GET /api/conversas/aguardando/total */
    countWaiting: fromPromise<number>(notProvidedActor('countWaiting')),
    watchVisibility: documentVisibility,
  },
  delays: {
    WAITING_COUNT_POLL: WAITING_COUNT_POLL_MS,
  },
  guards: {
    hidden: ({ context }) => !context.visible,
  },
}).createMachine({
  id: 'waitingCount',
  context: { total: null, visible: true },
  invoke: { src: 'watchVisibility' },
  initial: 'counting',
  on: {
    'page.hidden': { actions: assign({ visible: false }) },
    'waitingCount.refresh': { target: '.counting' },
  },
  states: {
    counting: {
      on: { 'page.visible': { actions: assign({ visible: true }) } },
      invoke: {
        src: 'countWaiting',
        onDone: { target: 'waiting', actions: assign({ total: ({ event }) => event.output }) },
        onError: { target: 'waiting' },
      },
    },
    waiting: {
      on: { 'page.visible': { target: 'counting', actions: assign({ visible: true }) } },
      after: { WAITING_COUNT_POLL: [{ guard: 'hidden', target: 'asleep' }, { target: 'counting' }] },
    },
    /** Hidden when the count was due: the next one waits for the tab to come back. */
    asleep: {
      on: { 'page.visible': { target: 'counting', actions: assign({ visible: true }) } },
    },
  },
});
