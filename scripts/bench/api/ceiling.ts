// Starts a benchmark's ceiling as a child process: the bare Fastify route (ceilingServer.ts) or the bare
// Fastify + pg server running the endpoints' SQL (sqlCeilingServer.ts), so a measured figure can be read as a
// share of what this machine serves at best in the same run.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, ROOT } from '../../lib/productServer.ts';

const READY_TIMEOUT_MS = 30_000;

/**
 * The bare Fastify process (or, given `databaseUrl`, the bare Fastify + pg one); resolves once it answers. Node
 * runs it with tsx as a loader, as the product's server is run.
 */
export async function startCeiling(
  databaseUrl?: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const script = databaseUrl ? 'sqlCeilingServer.ts' : 'ceilingServer.ts';
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join('scripts/bench/api', script)],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...(process.env.BENCH_SERVER_NODE_OPTIONS
          ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS }
          : {}),
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('o servidor de teto não subiu');
    await sleep(200);
  }
  return {
    url,
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
