import type { ComponentType } from 'react';
import { lazyModule, useLazyModuleOnceNeeded } from './lazyModule.ts';

/** A modal whose code is fetched when it first opens; `load` fetches it ahead (stories and tests). */
export type LazyWhenOpened<P extends { isOpen: boolean }> = ComponentType<P> & { load: () => Promise<void> };

/**
 * A modal (react-aria's dialog, focus scope and overlay code) that is no part of a page's first load: nothing
 * renders and nothing is fetched until `isOpen` first turns true. Once opened it stays mounted, so it closes
 * with its exit like any modal; once fetched, it opens in the same pass.
 */
export function lazyWhenOpened<P extends { isOpen: boolean }>(
  load: () => Promise<ComponentType<P>>,
): LazyWhenOpened<P> {
  const module = lazyModule(load);
  function OpenedOnce(props: P) {
    const Opened = useLazyModuleOnceNeeded(module, props.isOpen);
    return Opened ? <Opened {...props} /> : null;
  }
  return Object.assign(OpenedOnce, { load: () => module.preload().then(() => undefined) });
}
