import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { extract } from 'tar';
import { openPgliteStore } from '../db/database.ts';
import type { BackupSettings, CommandIo } from './backupCommand.ts';
import { checkManifest, DATABASE_ENTRY, MANIFEST_ENTRY, UPLOADS_ENTRY } from './manifest.ts';
import {
  restoreDone,
  restoreFailed,
  restoreFileMissing,
  restoreFolderNotEmpty,
  restoreNewerFormat,
  restoreNotOurs,
  restorePostgresInstead,
} from './texts.ts';

/** Where the archive is unpacked before anything takes its place, inside DATA_DIR (one disk, renames are instant). */
const RESTORE_STAGING_PREFIX = '.restauracao-';

async function isEmptyOrAbsent(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length === 0;
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT')
      return true;
    throw error;
  }
}

/** Only what a backup holds is unpacked: regular files and folders under the three known names. */
function isBackupEntry(path: string): boolean {
  const top = path.split('/')[0];
  return top === MANIFEST_ENTRY || top === DATABASE_ENTRY || top === UPLOADS_ENTRY;
}

async function countFiles(folder: string): Promise<number> {
  if (!existsSync(folder)) return 0;
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

class Refusal extends Error {}

function isArchiveError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  return typeof code === 'string' && (code.startsWith('TAR_') || code.startsWith('Z_'));
}

/**
 * npm run restore -- --in FILE: brings a backup back into an empty (or absent) DATA_DIR. Refuses, writing
 * nothing, when the folder has anything in it or the file is not one of our backups; on a failure half-way the
 * folder is emptied again. The database is started once in place (PGlite replays its log and shuts down
 * cleanly), so the next npm start opens it like any other. Returns the exit code.
 */
export async function runRestore(settings: BackupSettings, inFile: string, io: CommandIo): Promise<number> {
  if (settings.databaseUrl) {
    io.err(restorePostgresInstead);
    return 1;
  }
  if (!existsSync(inFile)) {
    io.err(restoreFileMissing(inFile));
    return 1;
  }
  const { dataDir } = settings;
  if (!(await isEmptyOrAbsent(dataDir))) {
    io.err(restoreFolderNotEmpty(dataDir));
    return 1;
  }
  const created = !existsSync(dataDir);
  await mkdir(dataDir, { recursive: true });
  const staging = await mkdtemp(join(dataDir, RESTORE_STAGING_PREFIX));
  try {
    try {
      await extract({
        file: inFile,
        cwd: staging,
        strict: true,
        filter: (path, entry) =>
          isBackupEntry(path) && (!('type' in entry) || entry.type === 'File' || entry.type === 'Directory'),
      });
    } catch (error) {
      // tar's and zlib's own codes mean the bytes are not a .tar.gz; anything else (a full disk) is a failure.
      if (isArchiveError(error)) throw new Refusal(restoreNotOurs(inFile));
      throw error;
    }
    const manifestPath = join(staging, MANIFEST_ENTRY);
    const databasePath = join(staging, DATABASE_ENTRY);
    if (!existsSync(manifestPath) || !existsSync(join(databasePath, 'PG_VERSION'))) {
      throw new Refusal(restoreNotOurs(inFile));
    }
    const check = checkManifest(await readFile(manifestPath, 'utf8'));
    if (check.kind === 'not-ours') throw new Refusal(restoreNotOurs(inFile));
    if (check.kind === 'newer') throw new Refusal(restoreNewerFormat(inFile, check.version));

    // Started once in its place, as the server opens it (with the extensions its migrations use): PostgreSQL
    // replays the log the copy holds and the clean close leaves a folder the next start opens directly.
    const pgdata = join(dataDir, DATABASE_ENTRY);
    await rename(databasePath, pgdata);
    const { db } = openPgliteStore(pgdata);
    let migrations: number;
    try {
      const { rows } = await sql<{
        total: number;
      }>`select count(*)::int as total from schema_migrations`.execute(db);
      migrations = rows[0]?.total ?? 0;
    } finally {
      await db.destroy();
    }
    const uploads = join(staging, UPLOADS_ENTRY);
    const mediaFiles = await countFiles(uploads);
    if (existsSync(uploads)) await rename(uploads, join(dataDir, UPLOADS_ENTRY));
    await rm(staging, { recursive: true, force: true });
    io.out(restoreDone(dataDir, check.manifest.criadoEm, migrations, mediaFiles));
    return 0;
  } catch (error) {
    // The folder was empty (or absent) before: leave it so again.
    if (created) await rm(dataDir, { recursive: true, force: true });
    else
      for (const entry of await readdir(dataDir))
        await rm(join(dataDir, entry), { recursive: true, force: true });
    io.err(
      error instanceof Refusal
        ? error.message
        : restoreFailed(error instanceof Error ? error.message : String(error)),
    );
    return 1;
  }
}
