// End-to-end suite: builds the apps, starts the product as `npm start` does (one port, demo data) on a fresh
// embedded database, runs the Playwright suite in e2e/ against it in the machine's Chromium, then again on a
// fresh PostgreSQL database when TEST_DATABASE_URL is set.
// Usage: tsx scripts/test-e2e.ts [--no-build] [--only=pglite|postgres] [playwright args, e.g. a spec file]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BIN, freshPostgresDatabase, run, startProductServer } from './lib/productServer.ts';

type Target = 'pglite' | 'postgres';

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const playwrightArgs = args.filter((arg) => arg !== '--no-build' && !arg.startsWith('--only='));

async function runTarget(target: Target): Promise<number> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `agente-e2e-${target}-`));
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  const database =
    target === 'postgres' && testDatabaseUrl ? await freshPostgresDatabase(testDatabaseUrl) : null;
  const server = await startProductServer({
    dataDir,
    quiet: true,
    ...(database ? { databaseUrl: database.url, env: { DEMO_DATA: 'true' } } : {}),
  });
  try {
    console.log(`\n▶ e2e em ${server.url} (${target})`);
    const panel = await run(
      path.join(BIN, 'playwright'),
      ['test', '-c', 'e2e/playwright.config.ts', ...playwrightArgs],
      {
        E2E_BASE_URL: server.url,
        E2E_TARGET: target,
        E2E_DATA_DIR: dataDir,
        E2E_SIMULATOR_URL: server.simulatorUrl,
      },
    );
    // The landing's own journeys (apps/landing/e2e) against the same one-port server, once: they touch no
    // database. Skipped when the run was narrowed to some spec files.
    if (target !== 'pglite' || playwrightArgs.length > 0) return panel;
    console.log(`\n▶ e2e do site em ${server.url}`);
    const landing = await run(
      path.join(BIN, 'playwright'),
      ['test', '-c', 'apps/landing/e2e/playwright.config.ts'],
      {
        LANDING_E2E_BASE_URL: server.url,
      },
    );
    return panel === 0 ? landing : panel;
  } finally {
    await server.stop();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  if (!skipBuild) {
    const built = await run('npm', ['run', 'build', '-w', '@agente/landing', '-w', '@agente/panel']);
    if (built !== 0) return built;
  }
  const targets: Target[] = ['pglite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])];
  let failed = 0;
  for (const target of targets.filter((name) => !only || name === only)) {
    if ((await runTarget(target)) !== 0) failed += 1;
  }
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
