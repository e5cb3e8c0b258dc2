#!/usr/bin/env node
// End-to-end suite: builds the apps, starts the product exactly as `npm start` does (one port, demo data) on a
// fresh embedded database, runs the Playwright suite against it in the machine's Chromium, and then again on a
// fresh PostgreSQL database when TEST_DATABASE_URL is set.
// Usage: node scripts/test-e2e.mjs [--no-build] [--only=pglite|postgres] [playwright args, e.g. a spec file]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');
const HOST = '127.0.0.1';
const SERVER_READY_TIMEOUT_MS = 60_000;
const SERVER_POLL_INTERVAL_MS = 250;

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const playwrightArgs = args.filter((arg) => arg !== '--no-build' && !arg.startsWith('--only='));

function run(command, commandArgs, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForServer(url, server) {
  const deadline = Date.now() + SERVER_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`o servidor terminou com código ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(SERVER_POLL_INTERVAL_MS);
  }
  throw new Error(`o servidor não respondeu em ${url} em ${SERVER_READY_TIMEOUT_MS} ms`);
}

/** A fresh PostgreSQL database on the server of TEST_DATABASE_URL, dropped afterwards. */
async function freshPostgresDatabase(baseUrl) {
  const name = `e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: baseUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

async function runTarget(target) {
  const dataDir = await mkdtemp(path.join(tmpdir(), `agente-e2e-${target}-`));
  const database = target === 'postgres' ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL) : null;
  const port = await freePort();
  const simulatorPort = await freePort();
  const baseUrl = `http://${HOST}:${port}`;
  const serverEnv = {
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    CONNECTION_SIMULATOR_PORT: String(simulatorPort),
    LOG_LEVEL: 'warn',
    ...(database ? { DATABASE_URL: database.url, DEMO_DATA: 'true' } : {}),
  };
  const server = spawn(path.join(BIN, 'tsx'), ['apps/server/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...serverEnv, DATABASE_URL: database?.url ?? '' },
  });
  try {
    await waitForServer(`${baseUrl}/version.json`, server);
    console.log(`\n▶ e2e em ${baseUrl} (${target})`);
    return await run(
      path.join(BIN, 'playwright'),
      ['test', '-c', 'e2e/playwright.config.ts', ...playwrightArgs],
      {
        E2E_BASE_URL: baseUrl,
        E2E_TARGET: target,
        E2E_DATA_DIR: dataDir,
        E2E_SIMULATOR_URL: `http://${HOST}:${simulatorPort}`,
      },
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (!skipBuild) {
    const built = await run('npm', ['run', 'build', '-w', '@agente/landing', '-w', '@agente/panel']);
    if (built !== 0) return built;
  }
  const targets = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])].filter(
    (target) => !only || target === only,
  );
  let failed = 0;
  for (const target of targets) {
    if ((await runTarget(target)) !== 0) failed += 1;
  }
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
