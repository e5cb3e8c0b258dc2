import type { PGlite } from '@electric-sql/pglite';

/** The embedded database's folder as PGlite's own tarball, with what the manifest says about it. */
export interface DatabaseCopy {
  readonly tarball: Blob;
  readonly migrations: readonly string[];
  readonly takenAt: Date;
  /** How long statements waited for the copy (the transaction lock was held). */
  readonly lockedMs: number;
}

/**
 * A consistent copy of a PGlite database that is in use. PGlite runs one statement at a time; dumpDataDir waits for
 * the statement running (the query lock) but not for an open transaction, so the copy is taken holding the
 * transaction lock as well: every transaction committed before it is in the copy and none is half in it. Statements
 * issued meanwhile wait for the copy (a fraction of a second per 40 MB of data folder). The checkpoint before it
 * writes the changed pages to the files, so the restored database opens with little log to replay. The files are
 * copied while no statement runs, so the copy is also what a crash at that instant would leave: a transaction
 * opened by a plain BEGIN outside PGlite's transaction() would be rolled back when the copy is opened.
 */
export async function copyPgliteDatabase(
  pglite: PGlite,
  now: () => Date = () => new Date(),
): Promise<DatabaseCopy> {
  const { rows } = await pglite.query<{ name: string }>('select name from schema_migrations order by name');
  await pglite.exec('CHECKPOINT');
  let takenAt = now();
  let lockedMs = 0;
  const tarball = await pglite._runExclusiveTransaction(async () => {
    takenAt = now();
    const started = performance.now();
    const dump = await pglite.dumpDataDir('none');
    lockedMs = Math.round(performance.now() - started);
    return dump;
  });
  return { tarball, migrations: rows.map((row) => row.name), takenAt, lockedMs };
}
