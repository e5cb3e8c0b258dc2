// Vitest global setup of the server's tests. Every in-memory PGlite would otherwise run initdb, the migrations and
// the job queue's schema, seconds of CPU per test file, to reach the same database each time: it is made once here
// and each test database starts from a copy of it. database.test.ts still migrates an empty database from scratch.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import { PGLITE_EXTENSIONS } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';
import { createJobQueue, startJobQueue } from '../src/runtime/jobs/jobQueue.ts';

/** The environment variable naming the template's tarball (inherited by workers and their children). */
const TEMPLATE_FILE_ENV = 'SERVER_TEST_PGLITE_TEMPLATE';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  // Both server projects (PGlite and PostgreSQL) list this setup: one template serves them.
  if (process.env[TEMPLATE_FILE_ENV]) return undefined;
  const folder = await mkdtemp(join(tmpdir(), 'agente-pglite-template-'));
  const file = join(folder, 'template.tar');
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await migrate(new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) }));
  const queue = createJobQueue({ kind: 'pglite', pglite });
  await startJobQueue(queue);
  await queue.stop({ graceful: true });
  const tarball = await pglite.dumpDataDir('none');
  await pglite.close();
  await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
  process.env[TEMPLATE_FILE_ENV] = file;
  return async () => {
    delete process.env[TEMPLATE_FILE_ENV];
    await rm(folder, { recursive: true, force: true });
  };
}

let template: Promise<Blob> | undefined;

/** The migrated database the global setup made, or undefined outside Vitest (then PGlite starts empty). */
export function migratedPgliteTemplate(): Promise<Blob> | undefined {
  const file = process.env[TEMPLATE_FILE_ENV];
  if (!file) return undefined;
  template ??= readFile(file).then((bytes) => new Blob([bytes]));
  return template;
}
