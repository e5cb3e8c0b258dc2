// Vitest global setup of the server's tests. Every in-memory PGlite would otherwise run initdb, seconds of CPU per
// test file; the empty cluster initdb makes is the same each time, so it is made once here and each database
// starts from a copy of it (then migrates from scratch as before).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** The environment variable naming the tarball of the empty cluster (inherited by workers and their children). */
const CLUSTER_FILE_ENV = 'SERVER_TEST_EMPTY_PGLITE_CLUSTER';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  // Both server projects (PGlite and PostgreSQL) list this setup: one cluster serves them.
  if (process.env[CLUSTER_FILE_ENV]) return undefined;
  const folder = await mkdtemp(join(tmpdir(), 'agente-pglite-cluster-'));
  const file = join(folder, 'cluster.tar');
  const pglite = await PGlite.create();
  const tarball = await pglite.dumpDataDir('none');
  await pglite.close();
  await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
  process.env[CLUSTER_FILE_ENV] = file;
  return async () => {
    delete process.env[CLUSTER_FILE_ENV];
    await rm(folder, { recursive: true, force: true });
  };
}

let cluster: Promise<Blob> | undefined;

/** The empty cluster the global setup made, or undefined outside Vitest (then PGlite runs initdb itself). */
export function emptyPgliteCluster(): Promise<Blob> | undefined {
  const file = process.env[CLUSTER_FILE_ENV];
  if (!file) return undefined;
  cluster ??= readFile(file).then((bytes) => new Blob([bytes]));
  return cluster;
}
