// End-to-end suite: builds the apps, starts the product as `npm start` does (one port, demo data) on a fresh
// embedded database, runs the Playwright suite in e2e/ against it in the machine's Chromium, then again on a
// fresh PostgreSQL database when TEST_DATABASE_URL is set. With the embedded database, one more server runs the
// real-number journey (e2e/evolution.spec.ts) with CONNECTION_PROVIDER=evolution against the fake Evolution API,
// beside the other runs: it mostly waits (the agent's debounce, replies paced like typing), so it takes little from
// them, and its output is printed once it ends.
// Usage: tsx scripts/test-e2e.ts [--no-build] [--only=pglite|postgres] [playwright args, e.g. a spec file]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEvolutionFake } from '../apps/server/test/fakes/evolutionFake.ts';
import {
  BIN,
  freshPostgresDatabase,
  type ProductServer,
  run,
  runHeld,
  startProductServer,
} from './lib/productServer.ts';

type Target = 'pglite' | 'postgres';

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const playwrightArgs = args.filter((arg) => arg !== '--no-build' && !arg.startsWith('--only='));

// Spec files named on the command line choose the runs: the Evolution server starts only when its journey is
// among them (or none is named), the others only for the remaining names.
const isSpecFilter = (arg: string) => !arg.startsWith('-');
const namesEvolution = (arg: string) => isSpecFilter(arg) && arg.includes('evolution');
const narrowed = playwrightArgs.some(isSpecFilter);
const mainArgs = playwrightArgs.filter((arg) => !namesEvolution(arg));
const evolutionArgs = playwrightArgs.filter((arg) => !isSpecFilter(arg) || namesEvolution(arg));
const runMain = !narrowed || mainArgs.some(isSpecFilter);
const runEvolution = !narrowed || evolutionArgs.some(isSpecFilter);
const EVOLUTION_API_KEY = 'chave-global-da-evolution-falsa';

interface Prepared {
  target: Target;
  server: ProductServer;
  dataDir: string;
  dropDatabase: () => Promise<void>;
}

/** A fresh product server for one run: its own data folder and, for PostgreSQL, its own database. */
async function prepareTarget(target: Target): Promise<Prepared> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `agente-e2e-${target}-`));
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  const database =
    target === 'postgres' && testDatabaseUrl ? await freshPostgresDatabase(testDatabaseUrl) : null;
  const server = await startProductServer({
    dataDir,
    quiet: true,
    ...(database ? { databaseUrl: database.url, env: { DEMO_DATA: 'true' } } : {}),
  });
  return { target, server, dataDir, dropDatabase: async () => database?.drop() };
}

async function release({ server, dataDir, dropDatabase }: Prepared): Promise<void> {
  await server.stop();
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
}

async function runTarget({ target, server, dataDir }: Prepared): Promise<number> {
  console.log(`\n▶ e2e em ${server.url} (${target})`);
  const panel = await run(
    path.join(BIN, 'playwright'),
    ['test', '-c', 'e2e/playwright.config.ts', ...mainArgs],
    {
      E2E_BASE_URL: server.url,
      E2E_TARGET: target,
      E2E_DATA_DIR: dataDir,
      E2E_SIMULATOR_URL: server.simulatorUrl,
      E2E_CLOUD_GRAPH_URL: server.cloudGraphUrl,
    },
  );
  // The landing's own journeys (apps/landing/e2e) against the same one-port server, once: they touch no
  // database. Skipped when the run was narrowed to some spec files.
  if (target !== 'pglite' || mainArgs.length > 0) return panel;
  console.log(`\n▶ e2e do site em ${server.url}`);
  const landing = await run(
    path.join(BIN, 'playwright'),
    ['test', '-c', 'apps/landing/e2e/playwright.config.ts'],
    {
      LANDING_E2E_BASE_URL: server.url,
    },
  );
  return panel === 0 ? landing : panel;
}

/** The real-number journey: a server with CONNECTION_PROVIDER=evolution whose gateway is the fake on loopback. */
async function runEvolutionJourney(): Promise<{ code: number; output: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'agente-e2e-evolution-'));
  const fake = await startEvolutionFake(EVOLUTION_API_KEY);
  let server: ProductServer | undefined;
  try {
    // The gateway posts its events to the product's public address: the server's own (startProductServer).
    server = await startProductServer({
      dataDir,
      quiet: true,
      env: { CONNECTION_PROVIDER: 'evolution', EVOLUTION_URL: fake.url, EVOLUTION_API_KEY },
    });
    const { code, output } = await runHeld(
      path.join(BIN, 'playwright'),
      ['test', '-c', 'e2e/playwright.config.ts', ...evolutionArgs],
      {
        E2E_BASE_URL: server.url,
        E2E_TARGET: 'evolution',
        E2E_DATA_DIR: dataDir,
        E2E_EVOLUTION_URL: fake.url,
      },
    );
    return {
      code,
      output: `▶ e2e do WhatsApp real em ${server.url} (Evolution API falsa em ${fake.url})\n${output}`,
    };
  } finally {
    await server?.stop();
    await fake.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  if (!skipBuild) {
    const built = await run('npm', ['run', 'build', '-w', '@agente/landing', '-w', '@agente/panel']);
    if (built !== 0) return built;
  }
  const targets: Target[] = ['pglite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])];
  const chosen = targets.filter((name) => !only || name === only);
  const evolution =
    chosen.includes('pglite') && runEvolution
      ? runEvolutionJourney().catch((error: unknown) => ({
          code: 1,
          output: `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
        }))
      : undefined;
  let failed = 0;
  if (runMain) {
    // Every server starts at once: a later run's server (migrations, demo data) gets ready while the first
    // run's journeys mostly wait on the browser, instead of after them.
    const servers = chosen.map((target) => prepareTarget(target));
    // A server failing to start while an earlier run goes on is reported when its turn comes.
    for (const server of servers) server.catch(() => undefined);
    // The servers taken in turn so far: each one has stopped, or never started.
    let reached = 0;
    try {
      for (const server of servers) {
        reached += 1;
        const prepared = await server;
        try {
          if ((await runTarget(prepared)) !== 0) failed += 1;
        } finally {
          await release(prepared);
        }
      }
    } finally {
      // The servers after one that failed to start, or whose run threw, stop too.
      const rest = await Promise.allSettled(servers.slice(reached));
      for (const result of rest) if (result.status === 'fulfilled') await release(result.value);
    }
  }
  if (evolution) {
    const { code, output } = await evolution;
    console.log(`\n${output}`);
    if (code !== 0) failed += 1;
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
