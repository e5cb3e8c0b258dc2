import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;

// Each workspace keeps its own vitest.config.ts; the root only lists them. With TEST_DATABASE_URL set, the
// server's integration tests run a second time on that PostgreSQL server (they always run on PGlite).
export default defineConfig({
  test: {
    // Vitest's default leaves a core to its main process (one worker on two cores), but the server's files spend
    // much of their time waiting on timers, child processes and PostgreSQL: a worker per core keeps the cores busy.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      ...(postgresUrl
        ? [
            {
              extends: './apps/server/vitest.config.ts',
              root: './apps/server',
              test: {
                name: 'server-postgres',
                include: ['test/**/*.test.ts'],
                // `extends` adds the server's own include (its unit tests under src/, which touch no database)
                // to the one above: they run once, in the server project.
                exclude: [...configDefaults.exclude, 'src/**'],
                env: { SERVER_TEST_DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
    ],
  },
});
