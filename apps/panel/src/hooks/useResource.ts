import { errorMessage } from '@agente/api';
import { type DependencyList, startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type ResourceState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: string };

export interface Resource<T> {
  state: ResourceState<T>;
  /** Loads again (after a change made elsewhere, or a retry). */
  reload: () => void;
  /** Changes the loaded data in place after a call the server confirmed. */
  update: (change: (data: T) => T) => void;
}

/**
 * Loads data with an API function; a failure becomes the server's message or `fallbackError`
 * (docs/panel-screens.md#common-behaviour). Answers of a superseded load are ignored. For screens that just read;
 * one with a timer or several steps runs a machine (docs/panel-screens.md#how-a-screen-holds-its-state).
 */
export function useResource<T>(
  load: () => Promise<T>,
  fallbackError: string,
  deps: DependencyList,
): Resource<T> {
  const [state, setState] = useState<ResourceState<T>>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  const latest = useRef(0);
  const lastLoad = useRef<(() => Promise<T>) | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `deps` say when `load` changes meaning
  const stableLoad = useCallback(load, deps);

  useEffect(() => {
    const request = ++latest.current;
    // New inputs (another product, another period) show the loading state; a reload keeps the data on screen.
    const isRefresh = lastLoad.current === stableLoad && generation > 0;
    lastLoad.current = stableLoad;
    if (!isRefresh) setState({ status: 'loading' });
    // An answer renders as a transition: React then renders a large screen in slices and the page stays
    // responsive (a click or a keystroke goes first) instead of blocking on one long task.
    stableLoad().then(
      (data) => {
        if (request === latest.current) startTransition(() => setState({ status: 'ready', data }));
      },
      (error: unknown) => {
        if (request === latest.current)
          startTransition(() => setState({ status: 'error', error: errorMessage(error, fallbackError) }));
      },
    );
  }, [stableLoad, generation, fallbackError]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const update = useCallback((change: (data: T) => T) => {
    setState((current) =>
      current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current,
    );
  }, []);
  return { state, reload, update };
}
