import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // PGlite start-up and migrations can take a few seconds under a parallel suite.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
