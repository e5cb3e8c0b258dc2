import { test as base } from '@playwright/test';
import { DEMO } from './accounts.ts';
import { bearer } from './api.ts';
import { workerLogin } from './fixtures.ts';

/** Every page of the site and the panel, as the route checks (axe, sideways scrolling) walk them. */
export const PUBLIC_ROUTES = ['/', '/compra-confirmada', '/termos', '/privacidade', '/cookies', '/login'];
export const CUSTOMER_ROUTES = [
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
  '/panel/conversas',
  // A customer sees 'Acesso restrito.' there; the administrator, the accounts.
  '/panel/usuarios',
];
export const PRODUCT_ROUTES = ['meus-produtos', 'produto-detalhes', 'objecoes', 'ofertas', 'kanban'];

export interface DemoSessions {
  /** One login per worker and account (logins are rate limited per IP), shared by the route checks. */
  customerToken: string;
  adminToken: string;
  /** The demo customer's product (with its leads), for the per-product screens. */
  productId: number;
}

/** Playwright's test with the demo sessions of the route checks. */
export const demoTest = base.extend<object, DemoSessions>({
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
