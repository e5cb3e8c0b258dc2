/**
 * Layout checks for story play functions: they read the boxes the browser laid out, so a story fails when
 * one thing is drawn over another or a text is cut.
 */

/** Whether two boxes share some area; boxes that only touch along an edge do not. */
export function boxesOverlap(a: DOMRectReadOnly, b: DOMRectReadOnly): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

const CONTROLS = 'a[href], button, input, select, textarea, [role="switch"], [role="button"], [tabindex="0"]';

/**
 * The visible controls outside `cover` that lie (partly) under it, each named by its accessible text,
 * e.g. ['Sair']. Hidden ones (a closed drawer's entries) do not count.
 */
export function controlsUnder(cover: Element, root: ParentNode = document): string[] {
  const area = cover.getBoundingClientRect();
  return Array.from(root.querySelectorAll<HTMLElement>(CONTROLS))
    .filter((control) => !cover.contains(control) && control.checkVisibility({ visibilityProperty: true }))
    .filter((control) => boxesOverlap(control.getBoundingClientRect(), area))
    .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName);
}

/**
 * Whether the element can be seen and pressed where it is drawn: at its centre and at four points towards its
 * corners (clear of rounded ones), the topmost thing on screen is the element itself, not a bar over it nor
 * whatever shows where a scrolled menu clips it.
 */
export function isOnTop(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const [left, right] = [box.left + box.width / 4, box.right - box.width / 4];
  const [top, bottom] = [box.top + box.height / 4, box.bottom - box.height / 4];
  const points = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [left, top],
    [right, top],
    [left, bottom],
    [right, bottom],
  ] as const;
  return points.every(([x, y]) => {
    const hit = document.elementFromPoint(x, y);
    return hit !== null && element.contains(hit);
  });
}

/** Whether the element's text runs past its box (cut off or spilling out). */
export function isTextCut(element: HTMLElement): boolean {
  return element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight;
}

/** How many lines the element's text takes. */
export function lineCount(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
  return tops.size;
}
