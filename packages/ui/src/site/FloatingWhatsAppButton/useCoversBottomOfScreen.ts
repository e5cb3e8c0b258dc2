import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/**
 * True while the element `id` still reaches into the bottom `zone` pixels of the window (where a floating button
 * sits). On the server, and while the element is missing, it reads as covering when `id` is given: a
 * pre-rendered page opens at the top, over its hero.
 */
export function useCoversBottomOfScreen(id: string | undefined, zone: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => {
      if (!id) return false;
      const element = document.getElementById(id);
      return element ? element.getBoundingClientRect().bottom > window.innerHeight - zone : false;
    },
    () => id !== undefined,
  );
}
