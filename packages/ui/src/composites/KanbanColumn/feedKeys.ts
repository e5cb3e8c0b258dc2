/**
 * The card a key press in a feed moves the focus to, or null when the key is not the feed's. PageDown and PageUp
 * work from anywhere inside a card; the arrows, Home and End only from a card itself, since inside it they may
 * belong to a control. The focus stops at the first and last loaded cards.
 */
export function feedKeyTarget(key: string, from: number, count: number, isOnCard: boolean): number | null {
  const last = count - 1;
  let to: number | null = null;
  if (key === 'PageDown' || (isOnCard && key === 'ArrowDown')) to = Math.min(from + 1, last);
  else if (key === 'PageUp' || (isOnCard && key === 'ArrowUp')) to = Math.max(from - 1, 0);
  else if (isOnCard && key === 'Home') to = 0;
  else if (isOnCard && key === 'End') to = last;
  return to === null || to < 0 ? null : to;
}
