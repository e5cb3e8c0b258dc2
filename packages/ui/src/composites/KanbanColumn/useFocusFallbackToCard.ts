import { type RefObject, useEffect } from 'react';

/** What react-aria dispatches (cancelable) on the element it is about to give focus back to, e.g. a menu's button. */
const RESTORE_FOCUS_EVENT = 'react-aria-focus-scope-restore';

/**
 * A tag picked in a card's menu disables the card's tag button while the server confirms: the focus the menu hands
 * back would fall to the page, so the card (the feed's `[data-index] > article`) takes it instead.
 */
export function useFocusFallbackToCard(feedRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const feed = feedRef.current;
    if (!feed) return;
    const onRestore = (event: Event) => {
      const target = event.target;
      if (!(target instanceof HTMLButtonElement) || !target.disabled) return;
      const card = target.closest<HTMLElement>('[data-index] > article');
      if (!card) return;
      event.preventDefault();
      card.focus();
    };
    feed.addEventListener(RESTORE_FOCUS_EVENT, onRestore);
    return () => feed.removeEventListener(RESTORE_FOCUS_EVENT, onRestore);
  }, [feedRef]);
}
