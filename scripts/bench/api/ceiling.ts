// Starts the benchmarks' ceiling (ceilingServer.ts) as a child process, so a measured figure can be read as a
// share of what this machine serves at best in the same run.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BIN, freePort, ROOT } from '../../lib/productServer.ts';

const READY_TIMEOUT_MS = 30_000;

/** The bare Fastify process; resolves once it answers. */
export async function startCeiling(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(path.join(BIN, 'tsx'), ['scripts/bench/api/ceilingServer.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port) },
  });
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
