import { test as base } from '@playwright/test';
import { DEMO } from './accounts.ts';
import { type Customer, createCustomer } from './api.ts';
import { apiLogin } from './session.ts';

export { expect } from '@playwright/test';

interface WorkerFixtures {
  /** One administrator session per worker: logins are rate limited per IP, and every journey runs from one. */
  adminToken: string;
}

interface TestFixtures {
  /** A customer account of this test alone, password already changed, with a session of its own. */
  customer: Customer;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  adminToken: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await apiLogin(request, DEMO.admin));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  customer: async ({ request, adminToken }, use) => {
    await use(await createCustomer(request, adminToken));
  },
});
