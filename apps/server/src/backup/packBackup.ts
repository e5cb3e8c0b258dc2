import { copyFile, link, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { create as createTar } from 'tar';
import type { DatabaseCopy } from './databaseCopy.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  DATABASE_ENTRY,
  MANIFEST_ENTRY,
  UPLOADS_ENTRY,
} from './manifest.ts';

/** Working folder of a backup being packed, inside DATA_DIR so media files can be hard-linked into it. */
export const BACKUP_STAGING_PREFIX = '.copia-em-andamento-';
/** Uploads still being received (media/storage.ts renames them when complete): never part of a copy. */
const PARTIAL_SUFFIX = '.parcial';

export interface PackedBackup {
  /** The .tar.gz; reading it to the end (or destroying it) removes the working folder. */
  readonly stream: Readable;
  readonly manifest: BackupManifest;
}

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}

/**
 * Mirrors `source` into `target` as hard links (media files are written once and never changed, so a link is a
 * copy that a later deletion cannot take away), or as copies where links are impossible (another disk). Files
 * removed while the folder is read are skipped. Returns how many files were taken.
 */
async function snapshotFolder(source: string, target: string): Promise<number> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(source, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return 0;
    throw error;
  }
  await mkdir(target, { recursive: true });
  let files = 0;
  for (const entry of entries) {
    const from = join(source, entry.name);
    const to = join(target, entry.name);
    if (entry.isDirectory()) {
      files += await snapshotFolder(from, to);
    } else if (entry.isFile() && !entry.name.endsWith(PARTIAL_SUFFIX)) {
      try {
        await link(from, to).catch(async (error: unknown) => {
          if (isMissing(error)) throw error;
          await copyFile(from, to);
        });
        files += 1;
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
  }
  return files;
}

/**
 * Working folders a copy cut short left behind (the process ended mid-way). One copy runs at a time per data
 * folder (the server answers 409 to a second; the command opens the folder only when no server holds it).
 */
async function removeLeftovers(dataDir: string): Promise<void> {
  const names = await readdir(dataDir).catch(() => [] as string[]);
  for (const name of names) {
    if (name.startsWith(BACKUP_STAGING_PREFIX))
      await rm(join(dataDir, name), { recursive: true, force: true });
  }
}

/**
 * Packs a backup of DATA_DIR: the database copy first, then the media folder as it is right after it, so every
 * media file a copied row points to is in the archive. Taken from a running server or from a stopped data folder
 * alike (`copyDatabase` copies the database folder into the folder it is given).
 */
export async function packBackup(
  dataDir: string,
  copyDatabase: (target: string) => Promise<DatabaseCopy>,
): Promise<PackedBackup> {
  await removeLeftovers(dataDir);
  const staging = await mkdtemp(join(dataDir, BACKUP_STAGING_PREFIX));
  const cleanUp = () => rm(staging, { recursive: true, force: true });
  try {
    const copy = await copyDatabase(join(staging, DATABASE_ENTRY));
    const mediaFiles = await snapshotFolder(join(dataDir, UPLOADS_ENTRY), join(staging, UPLOADS_ENTRY));
    const manifest: BackupManifest = {
      formato: BACKUP_FORMAT,
      versao: BACKUP_FORMAT_VERSION,
      criadoEm: copy.takenAt.toISOString(),
      banco: 'pglite',
      migracoes: copy.migrations,
      arquivosDeMidia: mediaFiles,
    };
    await writeFile(join(staging, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = [MANIFEST_ENTRY, DATABASE_ENTRY, ...(mediaFiles > 0 ? [UPLOADS_ENTRY] : [])];
    const pack = createTar({ gzip: true, cwd: staging, portable: true }, entries);
    const stream = Readable.from(pack);
    stream.once('close', () => void cleanUp());
    return { stream, manifest };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
