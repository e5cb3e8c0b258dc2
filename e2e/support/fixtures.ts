import { test as base, type PlaywrightWorkerArgs, type WorkerInfo } from '@playwright/test';
import { DEMO, type DemoAccount } from './accounts.ts';
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

/**
 * A worker fixture holding one API session of `account` for the whole worker: logins are rate limited per IP,
 * so journeys share it instead of logging in each time.
 */
export function workerLogin(
  account: DemoAccount,
): [
  (
    args: Pick<PlaywrightWorkerArgs, 'playwright'>,
    use: (token: string) => Promise<void>,
    workerInfo: WorkerInfo,
  ) => Promise<void>,
  { scope: 'worker' },
] {
  return [
    async (
      { playwright }: Pick<PlaywrightWorkerArgs, 'playwright'>,
      use: (token: string) => Promise<void>,
      workerInfo: WorkerInfo,
    ) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await apiLogin(request, account));
      await request.dispose();
    },
    { scope: 'worker' },
  ];
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  adminToken: workerLogin(DEMO.admin),
  customer: async ({ request, adminToken }, use) => {
    await use(await createCustomer(request, adminToken));
  },
});
