// npm start: builds each web app whose build is missing or older than its sources, then runs the server, which
// serves the API, both apps and the uploads on one port. A second start with nothing changed skips the builds.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../apps/server/src/constants.ts';
import { ROOT, run } from './lib/productServer.ts';

/** Sources each app's build depends on, besides its own folder. */
const SHARED_SOURCES = ['packages/ui/src', 'packages/machines/src', 'packages/api/src', 'openapi.yaml'];
const APPS = [
  { workspace: '@agente/landing', dir: 'apps/landing', output: 'apps/landing/dist/index.html' },
  { workspace: '@agente/panel', dir: 'apps/panel', output: 'apps/panel/dist/index.html' },
];
const SKIPPED = new Set(['node_modules', 'dist', 'e2e']);

/** Newest modification time of the files under a file or folder (0 when it does not exist). */
function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  // Folder times move when a build writes beside the sources, so only files count.
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (SKIPPED.has(entry)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

async function main(): Promise<number> {
  for (const app of APPS) {
    const output = path.join(ROOT, app.output);
    const built = existsSync(output) ? statSync(output).mtimeMs : 0;
    const sources = Math.max(
      ...[app.dir, ...SHARED_SOURCES].map((source) => newestMtime(path.join(ROOT, source))),
    );
    if (built > sources) {
      console.log(`${app.workspace}: build em dia.`);
      continue;
    }
    const code = await run('npm', ['run', 'build', '-w', app.workspace]);
    if (code !== 0) return code;
  }
  return runServer();
}

/**
 * Node itself runs the server with tsx as a loader, not behind tsx's wrapper process: the wrapper kills a child
 * that does not acknowledge SIGTERM within 30 ms, so a busy server would lose its clean shutdown. SIGTERM and
 * SIGINT sent to this script are passed on, and it ends when the server has finished closing.
 */
function runServer(): Promise<number> {
  const server = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal));
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
