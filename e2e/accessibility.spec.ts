import { expect, test } from '@playwright/test';
import { DEMO } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { openPanelAs } from './support/session.ts';

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
];
const PRODUCT_ROUTES = ['meus-produtos', 'produto-detalhes', 'objecoes', 'ofertas', 'kanban'];

test.describe('axe finds no serious violation', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`logged out: ${route}`, async ({ page }) => {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page);
    });
  }

  test('logged in as a customer: every panel route', async ({ page }) => {
    const token = await openPanelAs(page, DEMO.customer);
    const products = await page.request.get('/api/products/list', {
      headers: { authorization: `Bearer ${token}` },
    });
    const [product] = ((await products.json()) as { products: { id: number }[] }).products;
    expect(product, 'o cliente de demonstração tem um produto').toBeDefined();
    const routes = [...CUSTOMER_ROUTES, ...PRODUCT_ROUTES.map((screen) => `/panel/${screen}/${product?.id}`)];
    for (const route of routes) {
      await test.step(route, async () => {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('main')).toBeVisible();
        await expectNoSeriousViolations(page);
      });
    }
  });

  test('logged in as the administrator: Usuários', async ({ page }) => {
    await openPanelAs(page, DEMO.admin, '/panel/usuarios');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: 'Usuários' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('the forced password change, over the panel', async ({ page }) => {
    await openPanelAs(page, DEMO.newCustomer);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
