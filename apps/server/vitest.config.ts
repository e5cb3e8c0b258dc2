import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['./test/migratedPgliteTemplate.ts'],
    // PGlite start-up, migrations and the job queue's schema can take tens of seconds on a loaded machine.
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
