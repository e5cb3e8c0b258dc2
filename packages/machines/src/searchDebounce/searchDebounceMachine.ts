import { assign, setup } from 'xstate';
import { SEARCH_DEBOUNCE_MS } from '../constants.ts';

export interface SearchDebounceContext {
  /** What the search box shows, keystroke by keystroke. */
  text: string;
  /** What the list is searched for: the text once typing paused. */
  query: string;
}

export type SearchDebounceEvent =
  | { type: 'search.type'; text: string }
  /** Sets both at once, without waiting (the screen clearing or filling the box itself). */
  | { type: 'search.set'; text: string };

/**
 * A search box that asks the server only once typing pauses: every keystroke restarts the wait, and the query
 * follows the text when the wait ends (not one request per letter).
 */
export const searchDebounceMachine = setup({
  types: {
    context: {} as SearchDebounceContext,
    events: {} as SearchDebounceEvent,
  },
  delays: {
    SEARCH_DEBOUNCE: SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'searchDebounce',
  context: { text: '', query: '' },
  initial: 'settled',
  on: {
    'search.type': {
      target: '.waiting',
      reenter: true,
      actions: assign({ text: ({ event }) => event.text }),
    },
    'search.set': {
      target: '.settled',
      actions: assign({ text: ({ event }) => event.text, query: ({ event }) => event.text }),
    },
  },
  states: {
    settled: {},
    waiting: {
      after: {
        SEARCH_DEBOUNCE: {
          target: 'settled',
          actions: assign({ query: ({ context }) => context.text }),
        },
      },
    },
  },
});
