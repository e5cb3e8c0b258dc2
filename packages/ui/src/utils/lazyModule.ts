import { useEffect, useReducer, useState } from 'react';

/**
 * Code a component needs only after the user does something (opens the chat, a first toast): fetched on first
 * need or on a hint that it is coming (the pointer over the button that opens it), once; a later attempt follows
 * a failed download.
 */
export interface LazyModule<T> {
  /** Starts the download if it has not started; resolves with the module. */
  preload: () => Promise<T>;
  /** The module once it has arrived, else undefined. */
  current: () => T | undefined;
}

export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return { preload, current: () => loaded };
}

/**
 * The module while `isNeeded`, or undefined until it has arrived (then the component renders again). Unlike
 * React.lazy, a module already fetched renders in the same pass, so nothing flashes after a preload.
 */
export function useLazyModule<T>(module: LazyModule<T>, isNeeded: boolean): T | undefined {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const current = module.current();
  useEffect(() => {
    if (!isNeeded || current) return;
    let isMounted = true;
    module.preload().then(
      () => {
        if (isMounted) arrived();
      },
      // Offline or a replaced build: the next time it is needed, the download is tried again.
      () => undefined,
    );
    return () => {
      isMounted = false;
    };
  }, [module, isNeeded, current]);
  return isNeeded ? current : undefined;
}

/**
 * As useLazyModule, but once needed the module stays: a modal keeps its exit, and a region react-aria moves the
 * focus out of, after the thing that needed them has gone.
 */
export function useLazyModuleOnceNeeded<T>(module: LazyModule<T>, isNeeded: boolean): T | undefined {
  const [wasNeeded, setWasNeeded] = useState(false);
  if (isNeeded && !wasNeeded) setWasNeeded(true);
  return useLazyModule(module, isNeeded || wasNeeded);
}
