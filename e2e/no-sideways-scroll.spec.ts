// No page of the site or the panel scrolls sideways on a phone, a tablet or a laptop: content that does not fit
// (the kanban's columns, wide tables) scrolls inside its own area, and nothing hidden escapes it.
import { expect, type Page } from '@playwright/test';
import { CUSTOMER_ROUTES, PRODUCT_ROUTES, PUBLIC_ROUTES, demoTest as test } from './support/routes.ts';
import { openPanelWithToken } from './support/session.ts';

const WIDTHS = [375, 768, 1280] as const;
const HEIGHT = 800;

/** How far the document reaches past the viewport's width, in CSS pixels (0 when it does not scroll sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A panel page on a session already held, once its title is shown. */
async function openPanel(page: Page, token: string, route: string): Promise<void> {
  await openPanelWithToken(page, token, route);
  // Generous: on a loaded machine a lazily loaded screen can take a while to show.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
}

/**
 * Opens the page once on a phone-sized screen, then widens it: layouts answer the resize as they answer a load,
 * and the data stays put. A failure names the width and the excess.
 */
async function expectNoSidewaysScroll(page: Page, open: () => Promise<void>): Promise<void> {
  const [first, ...wider] = WIDTHS;
  await page.setViewportSize({ width: first, height: HEIGHT });
  await open();
  await page.waitForLoadState('networkidle');
  await expect.poll(() => overflow(page), { message: `${first} px de largura` }).toBe(0);
  for (const width of wider) {
    await page.setViewportSize({ width, height: HEIGHT });
    await expect.poll(() => overflow(page), { message: `${width} px de largura` }).toBe(0);
  }
}

test.describe('no sideways scrolling at 375, 768 and 1280 px', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`logged out: ${route}`, async ({ page }) => {
      await expectNoSidewaysScroll(page, async () => {
        await page.goto(route);
      });
    });
  }

  for (const route of CUSTOMER_ROUTES) {
    test(`customer: ${route}`, async ({ page, customerToken }) => {
      await expectNoSidewaysScroll(page, () => openPanel(page, customerToken, route));
    });
  }

  for (const screen of PRODUCT_ROUTES) {
    test(`customer: /panel/${screen}/{id}`, async ({ page, customerToken, productId }) => {
      await expectNoSidewaysScroll(page, () =>
        openPanelWithToken(page, customerToken, `/panel/${screen}/${productId}`),
      );
    });
  }

  test('customer: /panel/conversas/{phone}', async ({ page, customerToken, leadPhone }) => {
    await expectNoSidewaysScroll(page, () => openPanel(page, customerToken, `/panel/conversas/${leadPhone}`));
  });

  test('administrator: /panel/usuarios', async ({ page, adminToken }) => {
    await expectNoSidewaysScroll(page, () => openPanel(page, adminToken, '/panel/usuarios'));
  });

  test('customer: the kanban of the month, with its columns of leads', async ({
    page,
    customerToken,
    productId,
  }) => {
    await expectNoSidewaysScroll(page, async () => {
      await openPanel(page, customerToken, `/panel/kanban/${productId}`);
      await page.getByRole('radio', { name: 'Mês atual' }).click();
      await expect(page.getByRole('feed').first()).toBeVisible();
    });
  });
});
