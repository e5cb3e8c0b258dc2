import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Within this many pixels of the end, the reader counts as at the newest message (a rounding, a last line). */
const AT_END_SLACK_PX = 48;

const distanceToEnd = (element: HTMLElement) =>
  element.scrollHeight - element.scrollTop - element.clientHeight;

/**
 * Keeps a scrolling transcript at its newest message, as chat apps do: it opens at the end, and follows new
 * messages (and pictures that load, a frame that resizes) while the reader is there; scrolled up to read, it stays put and says a newer message waits below
 * (`hasNewer`) until the reader goes back down or calls `jumpToNewest`.
 */
export function useFollowNewest(scroller: RefObject<HTMLElement | null>, newestId: string | undefined) {
  const atEnd = useRef(true);
  const [isAwayFromEnd, setAwayFromEnd] = useState(false);
  const [hasNewer, setHasNewer] = useState(false);

  const toEnd = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    atEnd.current = true;
    setAwayFromEnd(false);
    setHasNewer(false);
  }, [scroller]);

  // Before paint, so the reader never sees the transcript's start flash by.
  useLayoutEffect(() => {
    if (newestId === undefined) return;
    if (atEnd.current) toEnd();
    else setHasNewer(true);
  }, [newestId, toEnd]);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const onScroll = () => {
      const near = distanceToEnd(element) <= AT_END_SLACK_PX;
      atEnd.current = near;
      setAwayFromEnd(!near);
      if (near) setHasNewer(false);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    // The frame or its content changed size (a picture loaded, the window or the composer resized): a reader at
    // the end stays there.
    const resized =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (atEnd.current) element.scrollTop = element.scrollHeight;
          });
    resized?.observe(element);
    for (const child of element.children) resized?.observe(child);
    return () => {
      element.removeEventListener('scroll', onScroll);
      resized?.disconnect();
    };
  }, [scroller]);

  return { isAwayFromEnd, hasNewer, jumpToNewest: toEnd };
}
