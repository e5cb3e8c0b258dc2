import { constants } from 'node:fs';
import { cp } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';

/** What the manifest says about a database copy. */
export interface DatabaseCopy {
  readonly migrations: readonly string[];
  readonly takenAt: Date;
  /** How long statements waited for the copy (PGlite's locks were held). */
  readonly lockedMs: number;
}

/**
 * Copies the folder of a PGlite database that is in use (`folder`, where it was opened: PGlite writes straight to
 * these files) into `target`, consistently. PGlite runs one statement at a time; the copy holds its transaction
 * lock and then its query lock, the order its own statements take them, so it happens between two transactions
 * and while no statement runs: every transaction committed before it is in the copy and none is half in it.
 * Statements issued meanwhile wait for it. Being taken while nothing writes, the copy is also what a crash at that
 * instant would leave, which PostgreSQL opens by replaying its log (a transaction opened by a plain BEGIN outside
 * PGlite's transaction() would be rolled back); the checkpoint before it keeps that log short.
 *
 * PGlite's own dumpDataDir() takes only the query lock and builds the whole folder as one tarball in memory (a
 * 134 MB database made a 309 MB tarball and grew the process by 880 MB); copying the files keeps memory flat and
 * uses copy-on-write clones where the file system has them.
 */
export async function copyPgliteDatabase(
  pglite: PGlite,
  folder: string,
  target: string,
  now: () => Date = () => new Date(),
): Promise<DatabaseCopy> {
  const { rows } = await pglite.query<{ name: string }>('select name from schema_migrations order by name');
  await pglite.exec('CHECKPOINT');
  let takenAt = now();
  let lockedMs = 0;
  await pglite._runExclusiveTransaction(() =>
    pglite._runExclusiveQuery(async () => {
      takenAt = now();
      const started = performance.now();
      await cp(folder, target, { recursive: true, mode: constants.COPYFILE_FICLONE });
      lockedMs = Math.round(performance.now() - started);
    }),
  );
  return { migrations: rows.map((row) => row.name), takenAt, lockedMs };
}
