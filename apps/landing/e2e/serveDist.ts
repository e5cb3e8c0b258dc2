/**
 * Serves the built landing (apps/landing/dist) for the browser test: Playwright's webServer starts it.
 * Usage: tsx apps/landing/e2e/serveDist.ts <port>
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { startStaticServer } from './staticServer.ts';

const DIST = resolve(import.meta.dirname, '../dist');
const port = Number(process.argv[2] ?? '0');

if (!existsSync(resolve(DIST, 'index.html'))) {
  console.error('apps/landing/dist is missing: run `npm run build -w @agente/landing` first.');
  process.exit(1);
}

const server = await startStaticServer(DIST, port);
console.log(`landing dist served at ${server.url}`);
const stop = () => {
  server.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
