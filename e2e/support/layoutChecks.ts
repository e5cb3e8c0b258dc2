import { expect, type Page } from '@playwright/test';

/** The floating support-chat button's accessible name. */
export const CHAT_LAUNCHER = 'Abrir chat de suporte';

/** How far the document reaches past the viewport's width, in CSS pixels (0 when it does not scroll sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Widens (or narrows) the page to each width in turn and expects no sideways scrolling at any of them: layouts
 * answer a resize as they answer a load, and the data stays put. A failure names the width.
 */
export async function expectNoSidewaysScroll(
  page: Page,
  widths: readonly number[],
  height: number,
): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    await expect.poll(() => overflow(page), { message: `${width} px de largura` }).toBe(0);
  }
}

/** The names of the visible controls whose boxes meet the chat button's, in the viewport now. */
async function controlsUnderLauncher(page: Page): Promise<string[]> {
  const handle = await page.getByRole('button', { name: CHAT_LAUNCHER }).elementHandle();
  if (!handle) throw new Error('sem o botão do chat');
  return handle.evaluate((launcher) => {
    const box = launcher.getBoundingClientRect();
    const controls = document.querySelectorAll(
      'button, a[href], [role="button"], [role="link"], [role="switch"], [role="checkbox"], [role="radio"], [role="tab"], input[type="checkbox"], input[type="radio"]',
    );
    const hits: string[] = [];
    for (const control of controls) {
      if (control === launcher || launcher.contains(control) || control.contains(launcher)) continue;
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(control);
      if (style.visibility === 'hidden' || style.opacity === '0') continue;
      // Inside the viewport only: what is scrolled away is not covered.
      if (rect.bottom <= 0 || rect.top >= window.innerHeight) continue;
      const meets =
        rect.left < box.right && box.left < rect.right && rect.top < box.bottom && box.top < rect.bottom;
      if (!meets) continue;
      // Covered only where, without the launcher, the control itself would be seen: not where it has scrolled
      // under the sticky top bar or is clipped away by a scrolling parent.
      const x = (Math.max(rect.left, box.left) + Math.min(rect.right, box.right)) / 2;
      const y = (Math.max(rect.top, box.top) + Math.min(rect.bottom, box.bottom)) / 2;
      launcher.style.visibility = 'hidden';
      const beneath = document.elementFromPoint(x, y);
      launcher.style.visibility = '';
      if (!beneath || !control.contains(beneath)) continue;
      hits.push(
        (control.getAttribute('aria-label') ?? control.textContent ?? control.tagName).trim().slice(0, 60),
      );
    }
    return hits;
  });
}

/**
 * Expects the chat button to cover no visible button, link, switch or checkbox at the page's top and scrolled to
 * its very end, at the page's present size; leaves the page back at its top. Scrolling is instant (the page is
 * opened with reduced motion), so the boxes are read where they come to rest.
 */
export async function expectChatButtonClear(page: Page): Promise<void> {
  const { width } = page.viewportSize() ?? { width: 0 };
  await expect(page.getByRole('button', { name: CHAT_LAUNCHER })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await controlsUnderLauncher(page), `${width} px, no topo`).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await controlsUnderLauncher(page), `${width} px, no fim`).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
}
