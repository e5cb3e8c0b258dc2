import { test as base, expect, type Page } from '@playwright/test';
import { DEMO } from './support/accounts.ts';
import { bearer } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { workerLogin } from './support/fixtures.ts';
import { openPanelAs, openPanelWithToken } from './support/session.ts';

const PUBLIC_ROUTES = ['/', '/compra-confirmada', '/termos', '/privacidade', '/cookies', '/login'];
const CUSTOMER_ROUTES = [
  '/panel',
  '/panel/meu-agente',
  '/panel/desativados',
  '/panel/meus-dados',
  '/panel/meus-produtos',
  '/panel/meus-produtos/novo',
  '/panel/conectar-agente',
  '/panel/treinamento',
  '/panel/seja-afiliado',
  '/panel/follow-up',
  // A customer sees 'Acesso restrito.' there; the administrator, the accounts.
  '/panel/usuarios',
];
const PRODUCT_ROUTES = ['meus-produtos', 'produto-detalhes', 'objecoes', 'ofertas', 'kanban'];

interface DemoSessions {
  /** One login per worker and account (logins are rate limited per IP), shared by the route checks. */
  customerToken: string;
  adminToken: string;
  /** The demo customer's product, for the per-product screens. */
  productId: number;
}

const test = base.extend<object, DemoSessions>({
  customerToken: workerLogin(DEMO.customer),
  adminToken: workerLogin(DEMO.admin),
  productId: [
    async ({ playwright, customerToken }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const response = await request.get('/api/products/list', { headers: bearer(customerToken) });
      const [product] = ((await response.json()) as { products: { id: number }[] }).products;
      await request.dispose();
      if (!product) throw new Error('o cliente de demonstração não tem produto');
      await use(product.id);
    },
    { scope: 'worker' },
  ],
});

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
