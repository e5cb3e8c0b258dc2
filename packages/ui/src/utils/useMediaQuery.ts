import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the screen matches a media query now, following it as the window changes (rotation, resizing). Where
 * there is no `matchMedia` (server rendering, some test environments) it never matches.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
