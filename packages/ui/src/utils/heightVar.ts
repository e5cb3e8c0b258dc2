import { setElementVars } from '@vanilla-extract/dynamic';
import { type RefCallback, useCallback } from 'react';

/**
 * A ref that keeps the CSS variable `variable` on the element's parent equal to the element's height: set as the
 * element mounts (before the first paint, so nothing is ever laid out for a wrong height), followed as it resizes
 * (text wrapping on a narrow screen) and back to 0 once it goes. Written to the DOM directly: a React state would
 * let one frame paint without it.
 */
export function useHeightVar(variable: string): RefCallback<HTMLElement> {
  return useCallback(
    (element: HTMLElement | null) => {
      const parent = element?.parentElement;
      if (!element || !parent) return;
      const write = () =>
        setElementVars(parent, { [variable]: `${element.getBoundingClientRect().height}px` });
      write();
      const observer = new ResizeObserver(write);
      observer.observe(element);
      return () => {
        observer.disconnect();
        setElementVars(parent, { [variable]: '0px' });
      };
    },
    [variable],
  );
}
