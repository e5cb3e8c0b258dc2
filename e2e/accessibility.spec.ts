import { expect, type Page } from '@playwright/test';
import { DEMO } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { CUSTOMER_ROUTES, demoTest, PRODUCT_ROUTES, PUBLIC_ROUTES } from './support/routes.ts';
import { openPanelAs, openPanelWithToken } from './support/session.ts';

const test = demoTest;

/** Opens a panel route on a session already held, lets its data load, and checks it with axe. */
async function checkPanelRoute(page: Page, token: string, route: string): Promise<void> {
  await openPanelWithToken(page, token, route);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
}

test.describe('axe finds no serious violation', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`logged out: ${route}`, async ({ page }) => {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page);
    });
  }

  // One test per route: each has a time limit of its own, and a failure names its screen.
  for (const route of CUSTOMER_ROUTES) {
    test(`logged in as a customer: ${route}`, async ({ page, customerToken }) => {
      await checkPanelRoute(page, customerToken, route);
    });
  }

  for (const screen of PRODUCT_ROUTES) {
    test(`logged in as a customer: /panel/${screen}/{id}`, async ({ page, customerToken, productId }) => {
      await checkPanelRoute(page, customerToken, `/panel/${screen}/${productId}`);
    });
  }

  test('logged in as a customer: /panel/conversas/{phone}', async ({ page, customerToken, leadPhone }) => {
    await checkPanelRoute(page, customerToken, `/panel/conversas/${leadPhone}`);
  });

  for (const route of CUSTOMER_ROUTES) {
    test(`logged in as the administrator: ${route}`, async ({ page, adminToken }) => {
      await checkPanelRoute(page, adminToken, route);
    });
  }

  test('logged in as the administrator: the account edit modal', async ({ page, adminToken }) => {
    await checkPanelRoute(page, adminToken, '/panel/usuarios');
    await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    await page.getByRole('button', { name: 'Editar' }).first().click();
    await expect(page.getByRole('dialog', { name: /^Editar Usuário #\d+$/ })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('the forced password change, over the panel', async ({ page }) => {
    await openPanelAs(page, DEMO.newCustomer);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
