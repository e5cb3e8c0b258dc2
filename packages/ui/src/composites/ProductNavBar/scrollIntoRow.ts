/**
 * Scrolls `row` sideways just enough to show `item` whole. Unlike `scrollIntoView` it never scrolls the page,
 * which would jump away from the top of the screen on load.
 */
export function scrollIntoRow(row: HTMLElement, item: HTMLElement): void {
  const rowBox = row.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  const start = itemBox.left - rowBox.left + row.scrollLeft;
  const end = start + itemBox.width;
  if (start < row.scrollLeft) row.scrollLeft = start;
  else if (end > row.scrollLeft + row.clientWidth) row.scrollLeft = end - row.clientWidth;
}
