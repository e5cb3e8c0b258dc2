import { createWriteStream, existsSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { list as listTar } from 'tar';
import { openPgliteStore } from '../db/database.ts';
import { copyPgliteDatabase } from './databaseCopy.ts';
import { ENDPOINT_PATH, readEndpointFile } from './endpoint.ts';
import { DATABASE_ENTRY, MANIFEST_ENTRY } from './manifest.ts';
import { packBackup } from './packBackup.ts';
import {
  backupDone,
  backupFailed,
  backupFileExists,
  backupNoDatabase,
  backupPostgresInstead,
  backupServerRefused,
  backupServerSilent,
} from './texts.ts';

export interface CommandIo {
  out(line: string): void;
  err(line: string): void;
}

export interface BackupSettings {
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return typeof error === 'object' && error !== null && 'code' in error && error.code === 'EPERM';
  }
}

type Source = { readonly kind: 'server'; readonly body: Readable } | { readonly kind: 'folder' };

/** The running server's copy when one holds the folder; the folder itself when none does. */
async function askServer(dataDir: string): Promise<Source> {
  const endpoint = await readEndpointFile(dataDir);
  if (!endpoint) return { kind: 'folder' };
  let response: Response;
  try {
    response = await fetch(`${endpoint.url}${ENDPOINT_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${endpoint.token}` },
    });
  } catch (error) {
    // A file left by a server that did not exit cleanly: nobody holds the folder.
    if (!processAlive(endpoint.pid)) return { kind: 'folder' };
    throw new Error(backupServerSilent(endpoint.pid), { cause: error });
  }
  if (!response.ok || !response.body) {
    const text = await response.text();
    let message = text;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? text;
    } catch {
      // not JSON: the text as it came
    }
    throw new Error(backupServerRefused(response.status, message));
  }
  return { kind: 'server', body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>) };
}

/** The archive is read back to its end: a copy cut short (server gone mid-way, disk full) fails here. */
async function verifyArchive(file: string): Promise<number> {
  let mediaFiles = 0;
  let manifest = false;
  await listTar({
    file,
    strict: true,
    onReadEntry: (entry) => {
      if (entry.path === MANIFEST_ENTRY) manifest = true;
      if (entry.type === 'File' && entry.path.startsWith('uploads/')) mediaFiles += 1;
    },
  });
  if (!manifest) throw new Error(`${MANIFEST_ENTRY} ausente`);
  return mediaFiles;
}

/**
 * npm run backup -- --out FILE. Embedded database: the server running on DATA_DIR makes the copy (see
 * endpoint.ts); with no server on it, the folder is opened here. PostgreSQL (DATABASE_URL): prints the pg_dump
 * command and exits 1, because no copy was written. Returns the exit code.
 */
export async function runBackup(settings: BackupSettings, outFile: string, io: CommandIo): Promise<number> {
  if (settings.databaseUrl) {
    io.err(backupPostgresInstead(settings.dataDir));
    return 1;
  }
  if (existsSync(outFile)) {
    io.err(backupFileExists(outFile));
    return 1;
  }
  const partial = `${outFile}.parcial`;
  try {
    const source = await askServer(settings.dataDir);
    if (source.kind === 'server') {
      await pipeline(source.body, createWriteStream(partial, { flags: 'wx' }));
    } else {
      const pgdata = join(settings.dataDir, DATABASE_ENTRY);
      if (!existsSync(join(pgdata, 'PG_VERSION'))) {
        io.err(backupNoDatabase(pgdata));
        return 1;
      }
      // Opened as the server opens it (with the extensions its migrations use).
      const { db, queueConnection } = openPgliteStore(pgdata);
      try {
        if (queueConnection.kind !== 'pglite') throw new Error('PGlite esperado');
        const { pglite } = queueConnection;
        const { stream } = await packBackup(settings.dataDir, (target) =>
          copyPgliteDatabase(pglite, pgdata, target),
        );
        await pipeline(stream, createWriteStream(partial, { flags: 'wx' }));
      } finally {
        await db.destroy();
      }
    }
    const mediaFiles = await verifyArchive(partial);
    await rename(partial, outFile);
    io.out(backupDone(outFile, (await stat(outFile)).size, mediaFiles, source.kind === 'server'));
    return 0;
  } catch (error) {
    await rm(partial, { force: true });
    io.err(backupFailed(error instanceof Error ? error.message : String(error)));
    return 1;
  }
}
