import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['./test/migratedPgliteTemplate.ts'],
    // The test files of a worker share their modules (Fastify, Kysely, PGlite, pg-boss, the routes) instead of
    // loading them again for each file: this project's run took half as long. Each file still opens its own app
    // and database (harness.ts), and no test stubs a module.
    isolate: false,
    // PGlite start-up, migrations and the job queue's schema can take tens of seconds on a loaded machine.
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
