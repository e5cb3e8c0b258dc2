// Starts the product's server (apps/server/src/main.ts, what `npm start` runs after building the apps) as a
// child process on free ports, for the end-to-end suite and the benchmarks.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../../apps/server/src/constants.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BIN = path.join(ROOT, 'node_modules', '.bin');
const HOST = '127.0.0.1';
// A first start migrates and seeds a fresh database; on a 2-core machine shared with other work that took ~70 s.
const READY_TIMEOUT_MS = 150_000;
const POLL_INTERVAL_MS = 250;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(
  command: string,
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs a command to completion holding its output back; resolves with its exit code and everything it printed, for
 * a run beside another that owns the terminal.
 */
export function runHeld(
  command: string,
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    );
  });
}

export interface ProductServer {
  readonly url: string;
  readonly simulatorUrl: string;
  /** The embedded Graph API (the official WhatsApp API's stand-in) and its lead-side control routes. */
  readonly cloudGraphUrl: string;
  readonly process: ChildProcess;
  /** SIGTERM and wait: requests in flight finish, the database closes cleanly. */
  stop(): Promise<void>;
  /** SIGKILL and wait: the crash a durability check needs. */
  kill(): Promise<void>;
}

export interface ServerOptions {
  readonly dataDir: string;
  /** PostgreSQL instead of the embedded database. */
  readonly databaseUrl?: string;
  readonly env?: Record<string, string>;
  /** Let the server print to this terminal (default: only warnings and errors). */
  readonly quiet?: boolean;
  /** Listen on this port (a restart keeps the address the webhooks were given); default a free one. */
  readonly port?: number;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

export async function startProductServer(options: ServerOptions): Promise<ProductServer> {
  const port = options.port ?? (await freePort());
  const simulatorPort = await freePort();
  const cloudGraphPort = await freePort();
  const url = `http://${HOST}:${port}`;
  // node itself runs the server (tsx as a loader, not as a wrapper process), so SIGKILL reaches the server.
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: ROOT,
      stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST,
        DATA_DIR: options.dataDir,
        CONNECTION_SIMULATOR_PORT: String(simulatorPort),
        WHATSAPP_CLOUD_FAKE_PORT: String(cloudGraphPort),
        LOG_LEVEL: 'warn',
        DATABASE_URL: options.databaseUrl ?? '',
        // The address the server gives out (mail links, webhooks, the checkout's way back) is the one it is
        // reached at, unless a proxy in front says otherwise through env.
        PUBLIC_URL: url,
        ...options.env,
      },
    },
  );
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`o servidor terminou com código ${child.exitCode}`);
    try {
      // Ready, not only listening: the database answers, the migrations are applied and the job queue runs.
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`o servidor não respondeu em ${url} em ${READY_TIMEOUT_MS} ms`);
    }
    await sleep(POLL_INTERVAL_MS);
  }
  return {
    url,
    simulatorUrl: `http://${HOST}:${simulatorPort}`,
    cloudGraphUrl: `http://${HOST}:${cloudGraphPort}`,
    process: child,
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}

/** A fresh PostgreSQL database on the server of `baseUrl`, dropped by `drop()`. */
export async function freshPostgresDatabase(
  baseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `agente_${randomBytes(6).toString('hex')}`;
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
