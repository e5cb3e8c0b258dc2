import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element has come within `margin` (a CSS length, as IntersectionObserver's rootMargin) of the screen;
 * it stays true. Without IntersectionObserver: at once.
 */
export function useNearScreen(ref: RefObject<Element | null>, margin: string): boolean {
  const [isNear, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || isNear) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setNear(true), {
      rootMargin: margin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isNear, margin]);
  return isNear;
}
