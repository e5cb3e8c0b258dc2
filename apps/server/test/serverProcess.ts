import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { REPO_ROOT } from '../src/config.ts';
import { SERVER_NODE_FLAGS } from '../src/constants.ts';

export const HOST = '127.0.0.1';
const READY_POLL_MS = 200;

/** The real server process on its embedded database, with everything it printed kept for the assertions. */
export interface ServerProcess {
  readonly child: ChildProcess;
  readonly port: number;
  /** Everything the process has printed so far (stdout and stderr). */
  output(): string;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.on('error', fail);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export const exited = (child: ChildProcess) =>
  new Promise<number | null>((done) => {
    if (child.exitCode !== null) done(child.exitCode);
    else child.once('exit', (code) => done(code));
  });

/**
 * Starts `apps/server/src/main.ts` as `npm start` does: node itself with tsx's loader and the server's flags, not
 * the tsx command, whose wrapper kills a child that does not acknowledge SIGTERM within 30 ms (a busy machine),
 * while a clean stop is what these tests check. Resolves once /readyz answers 200.
 */
export async function startServerProcess(
  dataDir: string,
  options: { readonly logLevel: string; readonly readyTimeoutMs: number },
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        CONNECTION_SIMULATOR_PORT: '0',
        LOG_LEVEL: options.logLevel,
      },
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const deadline = Date.now() + options.readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    try {
      if ((await fetch(`http://${HOST}:${port}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await sleep(READY_POLL_MS);
  }
  return { child, port, output: () => output };
}
