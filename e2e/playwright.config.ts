import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, JOURNEY_BROWSER } from './support/browser.ts';

// Run through scripts/test-e2e.mjs (npm run test:e2e), which starts the product and sets E2E_BASE_URL.
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
const target = process.env.E2E_TARGET ?? 'local';
// Journeys about what the screens look like and how they behave in the browser, whatever database holds the data:
// the PGlite run covers them, and the PostgreSQL run keeps to what reads and writes through SQL.
const PRESENTATION_SPECS = [
  'route-checks.spec.ts',
  'phone-layout.spec.ts',
  'routing.spec.ts',
  'support-chat.spec.ts',
];

// The journey of a real number through Evolution API needs a server of its own (CONNECTION_PROVIDER=evolution,
// against the fake gateway scripts/test-e2e.ts starts): it runs alone there, and never on the other servers.
const EVOLUTION_SPEC = 'evolution.spec.ts';

export default defineConfig({
  testDir: '.',
  // The replicas' journeys need two servers behind nginx: scripts/test-replicas.ts runs them.
  ...(target === 'evolution'
    ? { testMatch: EVOLUTION_SPEC }
    : {
        testIgnore: [EVOLUTION_SPEC, 'replicas/**', ...(target === 'postgres' ? PRESENTATION_SPECS : [])],
      }),
  outputDir: `../test-results/e2e-${target}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Journeys share the demo accounts; each file works on data of its own, so files may run side by side.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['html', { outputFolder: `../playwright-report/e2e-${target}`, open: 'never' }]],
  use: {
    baseURL,
    ...JOURNEY_BROWSER,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: CHROMIUM },
    },
    {
      // Only the journeys tagged @responsive run again on a phone-sized screen, and only on the PGlite run:
      // the phone layout is the same whatever database holds the data.
      name: 'mobile',
      grep: /@responsive/,
      ...(target === 'postgres' ? { testIgnore: '**' } : {}),
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 375, height: 812 },
        launchOptions: CHROMIUM,
      },
    },
  ],
});
