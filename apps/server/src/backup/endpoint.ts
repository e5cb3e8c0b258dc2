import { randomBytes, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'pino';
import { copyPgliteDatabase } from './databaseCopy.ts';
import { DATABASE_ENTRY } from './manifest.ts';
import { packBackup } from './packBackup.ts';
import { ENDPOINT_BUSY, ENDPOINT_NOT_FOUND, ENDPOINT_UNAUTHORIZED } from './texts.ts';

/**
 * The running server's backup door. PGlite lives inside the server's process and accepts no second one, so
 * `npm run backup` asks the server for the copy: POST /copia-de-seguranca on a port of 127.0.0.1 chosen at start,
 * with a token. Both are written to DATA_DIR/backup-endpoint.json (readable only by the service's user), so only
 * who can read the data folder anyway can ask for a copy of it.
 */
export const ENDPOINT_FILE = 'backup-endpoint.json';
export const ENDPOINT_PATH = '/copia-de-seguranca';
const LOOPBACK = '127.0.0.1';
const TOKEN_BYTES = 32;

export interface EndpointFile {
  readonly url: string;
  readonly token: string;
  readonly pid: number;
}

export interface BackupEndpoint {
  readonly url: string;
  close(): Promise<void>;
}

export interface BackupEndpointDeps {
  readonly pglite: PGlite;
  readonly dataDir: string;
  readonly log: Pick<Logger, 'info' | 'warn' | 'error'>;
}

function sameToken(given: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const actual = Buffer.from(given ?? '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

function answer(response: ServerResponse, status: number, message: string): void {
  response
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify({ message }));
}

export async function readEndpointFile(dataDir: string): Promise<EndpointFile | undefined> {
  try {
    return JSON.parse(await readFile(join(dataDir, ENDPOINT_FILE), 'utf8')) as EndpointFile;
  } catch {
    return undefined;
  }
}

export async function startBackupEndpoint(deps: BackupEndpointDeps): Promise<BackupEndpoint> {
  const token = randomBytes(TOKEN_BYTES).toString('hex');
  let running = false;

  const serve = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST' || request.url !== ENDPOINT_PATH)
      return answer(response, 404, ENDPOINT_NOT_FOUND);
    if (!sameToken(request.headers.authorization, token)) return answer(response, 401, ENDPOINT_UNAUTHORIZED);
    if (running) return answer(response, 409, ENDPOINT_BUSY);
    running = true;
    const started = Date.now();
    try {
      let lockedMs = 0;
      const { stream, manifest } = await packBackup(deps.dataDir, async (target) => {
        const copy = await copyPgliteDatabase(deps.pglite, join(deps.dataDir, DATABASE_ENTRY), target);
        lockedMs = copy.lockedMs;
        return copy;
      });
      response.writeHead(200, {
        'content-type': 'application/gzip',
        'x-copia-criada-em': manifest.criadoEm,
        'x-copia-arquivos-de-midia': String(manifest.arquivosDeMidia),
      });
      await pipeline(stream, response);
      deps.log.info(
        { ms: Date.now() - started, databaseLockedMs: lockedMs, mediaFiles: manifest.arquivosDeMidia },
        'backup: copy sent to npm run backup',
      );
    } catch (error) {
      deps.log.error({ err: error }, 'backup: copy failed');
      if (!response.headersSent)
        answer(response, 500, error instanceof Error ? error.message : String(error));
      else response.destroy();
    } finally {
      running = false;
    }
  };

  const server = createServer((request, response) => void serve(request, response));
  server.listen(0, LOOPBACK);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const url = `http://${LOOPBACK}:${port}`;
  const file = join(deps.dataDir, ENDPOINT_FILE);
  const content: EndpointFile = { url, token, pid: process.pid };
  // Written whole under another name and renamed, so the command never reads half a file.
  await writeFile(`${file}.novo`, JSON.stringify(content), { mode: 0o600 });
  await rename(`${file}.novo`, file);
  return {
    url,
    close: async () => {
      // Removed only while it is still this process's file.
      const current = await readEndpointFile(deps.dataDir);
      if (current?.token === token) await rm(file, { force: true });
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
