import type { StateValue } from 'xstate';

/** What a screen shows of something loaded: a spinner, the error, or the thing itself. */
export type LoadStatus = 'loading' | 'error' | 'ready';

/** A machine snapshot, or anything else that tells which states it is in. */
export interface MatchesState {
  matches(value: StateValue): boolean;
}

/** Which states mean loading and failed: top-level ones by default, or those of one parallel region. */
export interface LoadStates {
  /** The parallel region holding the states, e.g. `list` for `{ list: 'loading' }`. */
  region?: string;
  /** Every state in which the thing is (re)loading; `['loading']` by default. */
  loading?: readonly string[];
  /** `'failed'` by default. */
  failed?: string;
}

/** Where a machine stands in loading what a screen shows; every state that is not loading nor failed is ready. */
export function loadStatus(snapshot: MatchesState, states: LoadStates = {}): LoadStatus {
  const { region, loading = ['loading'], failed = 'failed' } = states;
  const at = (state: string): StateValue => (region === undefined ? state : { [region]: state });
  if (loading.some((state) => snapshot.matches(at(state)))) return 'loading';
  return snapshot.matches(at(failed)) ? 'error' : 'ready';
}
