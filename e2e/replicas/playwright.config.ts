import { defineConfig } from '@playwright/test';

// Run through scripts/test-replicas.ts (npm run test:replicas): two product servers on one PostgreSQL behind
// nginx. E2E_BASE_URL is nginx; REPLICA_A_URL and REPLICA_B_URL reach each server directly.
export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/e2e-replicas',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: { baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000' },
});
