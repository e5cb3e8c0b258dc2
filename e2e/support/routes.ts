import { test as base } from '@playwright/test';
import { DEMO } from './accounts.ts';
import { bearer } from './api.ts';
import { workerLogin } from './fixtures.ts';

/** Every page of the site and the panel, as the route checks (axe, sideways scrolling) walk them. */
export const PUBLIC_ROUTES = ['/', '/compra-confirmada', '/termos', '/privacidade', '/cookies', '/login'];
export const CUSTOMER_ROUTES = [
  '/panel',
  '/panel/meu-agente',
  '/panel/base-de-conhecimento',
  '/panel/desativados',
  '/panel/meus-dados',
  '/panel/meus-produtos',
  '/panel/meus-produtos/novo',
  '/panel/conectar-agente',
  '/panel/treinamento',
  '/panel/seja-afiliado',
  '/panel/follow-up',
  '/panel/conversas',
  '/panel/testar-agente',
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
  /** A lead of the demo customer's kanban, whose conversation screen the route checks open. */
  leadPhone: string;
}

/** The kanban's periods, widest last: the demo's leads are spread over the recent weeks. */
const LEAD_PERIODS = ['hoje', 'ultimos_7', 'ultimos_14', 'mes_atual', 'mes_anterior'];

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
  leadPhone: [
    async ({ playwright, customerToken, productId }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      let phone: string | undefined;
      for (const periodo of LEAD_PERIODS) {
        const response = await request.get(`/api/followup/kanban/${productId}?periodo=${periodo}`, {
          headers: bearer(customerToken),
        });
        const groups = ((await response.json()) as { kanban: { leads: { lead_phone: string }[] }[] }).kanban;
        phone = groups.flatMap((group) => group.leads)[0]?.lead_phone;
        if (phone) break;
      }
      await request.dispose();
      if (!phone) throw new Error('o cliente de demonstração não tem lead no kanban');
      await use(phone);
    },
    { scope: 'worker' },
  ],
});
