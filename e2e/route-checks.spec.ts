// Every page of the site and the panel, checked on one load each as a person meets it on a phone, a tablet and a
// laptop: nothing scrolls sideways (content that does not fit, like the kanban's columns or wide tables, scrolls
// inside its own area); in the panel, the floating support-chat button covers no control, at the top and scrolled
// to the very end, on a phone and on a laptop; and axe finds no serious violation. A page is opened on a phone-sized
// screen and then widened: layouts answer a resize as they answer a load, so one load serves every check.
import { expect, type Page } from '@playwright/test';
import { DEMO } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expectChatButtonClear, expectNoSidewaysScroll } from './support/layoutChecks.ts';
import { CUSTOMER_ROUTES, demoTest, PRODUCT_ROUTES, PUBLIC_ROUTES } from './support/routes.ts';
import { openPanelAs, openPanelWithToken } from './support/session.ts';

const test = demoTest;

const PHONE = 375;
const TABLET = 768;
const LAPTOP = 1280;
const HEIGHT = 800;

// Each route is a test of its own (a time limit each, a failure names its screen), spread over the workers.
test.describe.configure({ mode: 'parallel' });

/** Opens `open` on a phone-sized screen with instant scrolling, and waits for its data. */
async function openOnPhone(page: Page, open: () => Promise<void>): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: PHONE, height: HEIGHT });
  await open();
}

/**
 * The page has one level-1 heading at the width it is shown at now (on a phone showing an open conversation, the
 * conversation's title), and it is on screen.
 */
async function expectOneH1(page: Page, timeout?: number): Promise<void> {
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toBeVisible({ timeout });
  await expect(h1).toHaveCount(1);
}

/** A panel page on a session already held, once its title is shown and its data has loaded. */
async function openPanel(page: Page, token: string, route: string): Promise<void> {
  await openPanelWithToken(page, token, route);
  // Generous: on a loaded machine a lazily loaded screen can take a while to show.
  await expectOneH1(page, 30_000);
  await page.waitForLoadState('networkidle');
}

/** Every check of a panel page: sideways scrolling and the chat button on a phone, then wider, then axe. */
async function checkPanelPage(page: Page, token: string, route: string): Promise<void> {
  await openOnPhone(page, () => openPanel(page, token, route));
  await expectNoSidewaysScroll(page, [PHONE], HEIGHT);
  await expectChatButtonClear(page);
  for (const width of [TABLET, LAPTOP]) {
    await expectNoSidewaysScroll(page, [width], HEIGHT);
    await expectOneH1(page);
  }
  await expectChatButtonClear(page);
  await expect(page.getByRole('main')).toBeVisible();
  await expectNoSeriousViolations(page);
}

/** A panel page's axe check on a laptop-sized screen, alone. */
async function checkPanelAccessibility(page: Page, token: string, route: string): Promise<void> {
  await page.setViewportSize({ width: LAPTOP, height: HEIGHT });
  await openPanel(page, token, route);
  await expect(page.getByRole('main')).toBeVisible();
  await expectNoSeriousViolations(page);
}

test.describe('no sideways scrolling, the chat button clear of every control, no serious axe violation', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`logged out: ${route}`, async ({ page }) => {
      await openOnPhone(page, async () => {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
      });
      await expectNoSidewaysScroll(page, [PHONE, TABLET, LAPTOP], HEIGHT);
      await expectNoSeriousViolations(page);
    });
  }

  for (const route of CUSTOMER_ROUTES) {
    test(`customer: ${route}`, async ({ page, customerToken }) => {
      await checkPanelPage(page, customerToken, route);
    });
  }

  for (const screen of PRODUCT_ROUTES) {
    test(`customer: /panel/${screen}/{id}`, async ({ page, customerToken, productId }) => {
      await checkPanelPage(page, customerToken, `/panel/${screen}/${productId}`);
    });
  }

  test('customer: /panel/conversas/{phone}', async ({ page, customerToken, leadPhone }) => {
    await checkPanelPage(page, customerToken, `/panel/conversas/${leadPhone}`);
  });

  test('customer: the kanban of the month, with its columns of leads', async ({
    page,
    customerToken,
    productId,
  }) => {
    await openOnPhone(page, async () => {
      await openPanel(page, customerToken, `/panel/kanban/${productId}`);
      await page.getByRole('radio', { name: 'Mês atual' }).click();
      await expect(page.getByRole('feed').first()).toBeVisible();
    });
    await expectNoSidewaysScroll(page, [PHONE, TABLET, LAPTOP], HEIGHT);
  });

  test('administrator: /panel/usuarios', async ({ page, adminToken }) => {
    await checkPanelPage(page, adminToken, '/panel/usuarios');
  });

  // The administrator's menu opens the same screens on other data: axe checks them as well.
  for (const route of CUSTOMER_ROUTES.filter((route) => route !== '/panel/usuarios')) {
    test(`administrator, axe: ${route}`, async ({ page, adminToken }) => {
      await checkPanelAccessibility(page, adminToken, route);
    });
  }

  test('administrator, axe: the account edit modal', async ({ page, adminToken }) => {
    await checkPanelAccessibility(page, adminToken, '/panel/usuarios');
    await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    await page.getByRole('button', { name: 'Editar' }).first().click();
    await expect(page.getByRole('dialog', { name: /^Editar Usuário #\d+$/ })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('axe: the forced password change, over the panel', async ({ page }) => {
    await openPanelAs(page, DEMO.newCustomer);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
