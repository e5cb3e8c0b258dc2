// The floating support-chat button never covers a control the user may need: on every panel page, at the top
// and scrolled to the very end, on a laptop and on a phone, no visible button, link, switch or checkbox shares
// any point with it.
import { expect, type Page } from '@playwright/test';
import { CUSTOMER_ROUTES, PRODUCT_ROUTES, demoTest as test } from './support/routes.ts';
import { openPanelWithToken } from './support/session.ts';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 375, height: 800 },
] as const;
const LAUNCHER = 'Abrir chat de suporte';

/** The names of the visible controls whose boxes meet the launcher's, in the viewport now. */
async function controlsUnderLauncher(page: Page): Promise<string[]> {
  const handle = await page.getByRole('button', { name: LAUNCHER }).elementHandle();
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

async function expectClearAtTopAndEnd(page: Page, open: () => Promise<void>): Promise<void> {
  // Instant scrolling, so the boxes are read where they come to rest.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await open();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: LAUNCHER })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await controlsUnderLauncher(page), `${size.width} px, no topo`).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await controlsUnderLauncher(page), `${size.width} px, no fim`).toEqual([]);
  }
}

test.describe('the chat button covers no control', () => {
  for (const route of CUSTOMER_ROUTES) {
    test(`customer: ${route}`, async ({ page, customerToken }) => {
      await expectClearAtTopAndEnd(page, () => openPanelWithToken(page, customerToken, route));
    });
  }

  for (const screen of PRODUCT_ROUTES) {
    test(`customer: /panel/${screen}/{id}`, async ({ page, customerToken, productId }) => {
      await expectClearAtTopAndEnd(page, () =>
        openPanelWithToken(page, customerToken, `/panel/${screen}/${productId}`),
      );
    });
  }

  test('customer: /panel/conversas/{phone}', async ({ page, customerToken, leadPhone }) => {
    await expectClearAtTopAndEnd(page, () =>
      openPanelWithToken(page, customerToken, `/panel/conversas/${leadPhone}`),
    );
  });

  test('administrator: /panel/usuarios', async ({ page, adminToken }) => {
    await expectClearAtTopAndEnd(page, () => openPanelWithToken(page, adminToken, '/panel/usuarios'));
  });
});
