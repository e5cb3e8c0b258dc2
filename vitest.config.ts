import { defineConfig } from 'vitest/config';

// Each workspace keeps its own vitest.config.ts; the root only lists them.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
