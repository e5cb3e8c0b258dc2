import { type RefObject, useCallback, useEffect, useState } from 'react';

export interface SideScroll {
  /** Columns lie to the left, out of view. */
  canScrollBack: boolean;
  /** Columns lie to the right, out of view. */
  canScrollForward: boolean;
  /** Scrolls by about a screenful of columns, back (-1) or forward (1). */
  scroll: (direction: -1 | 1) => void;
}

// A pixel of rounding (zoomed or fractional layouts) is not a column out of view.
const EDGE_TOLERANCE_PX = 1;
// What stays in view from the screenful left behind, so the user keeps their place.
const OVERLAP_PX = 64;

/** Whether `ref`'s element has content out of view to either side, kept up to date as it scrolls or resizes. */
export function useSideScroll(ref: RefObject<HTMLElement | null>): SideScroll {
  const [edges, setEdges] = useState({ canScrollBack: false, canScrollForward: false });

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const canScrollBack = element.scrollLeft > EDGE_TOLERANCE_PX;
    const canScrollForward =
      element.scrollLeft + element.clientWidth < element.scrollWidth - EDGE_TOLERANCE_PX;
    setEdges((current) =>
      current.canScrollBack === canScrollBack && current.canScrollForward === canScrollForward
        ? current
        : { canScrollBack, canScrollForward },
    );
  }, [ref]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(element);
    for (const child of element.children) resized?.observe(child);
    return () => {
      element.removeEventListener('scroll', measure);
      resized?.disconnect();
    };
  });

  const scroll = useCallback(
    (direction: -1 | 1) => {
      const element = ref.current;
      if (!element) return;
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      element.scrollBy({
        left: direction * Math.max(element.clientWidth - OVERLAP_PX, OVERLAP_PX),
        behavior: reduced ? 'auto' : 'smooth',
      });
    },
    [ref],
  );

  return { ...edges, scroll };
}
