import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, JOURNEY_BROWSER } from '../../../e2e/support/browser.ts';

/**
 * The landing's browser test, against the pre-rendered build served as static files (no product server):
 *   npm run build -w @agente/landing && npm run test:e2e -w @agente/landing
 * LANDING_E2E_PORT picks the port (default 4174); LANDING_E2E_BASE_URL points at a landing already served
 * elsewhere (e.g. the product started with `npm start`), and then no server is started here.
 */
const PORT = Number(process.env.LANDING_E2E_PORT ?? '4174');
const externalBaseUrl = process.env.LANDING_E2E_BASE_URL;
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${PORT}`;
const REPO_ROOT = resolve(import.meta.dirname, '../../..');

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: resolve(REPO_ROOT, 'test-results/landing-e2e'),
  timeout: 30_000,
  // As the panel's journeys: a busy CI machine can take more than a few seconds to paint or start media.
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    ...JOURNEY_BROWSER,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, launchOptions: CHROMIUM },
    },
  ],
  ...(externalBaseUrl
    ? {}
    : {
        webServer: {
          command: `node_modules/.bin/tsx apps/landing/e2e/serveDist.ts ${PORT}`,
          cwd: REPO_ROOT,
          url: `${baseURL}/`,
          reuseExistingServer: false,
          timeout: 20_000,
        },
      }),
});
