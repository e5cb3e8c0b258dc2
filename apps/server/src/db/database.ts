import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as nextTurnOfEventLoop } from 'node:timers/promises';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { PGLITE_SHARED_BUFFERS } from '../constants.ts';
import { PreparingClient } from './preparedStatements.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/** PostgreSQL type ids whose text form we want as JS numbers on both drivers (count(*) is int8, prices numeric). */
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const toNumber = (value: string): number => Number(value);

pg.types.setTypeParser(INT8_OID, toNumber);
pg.types.setTypeParser(NUMERIC_OID, toNumber);

export const PGLITE_PARSERS = { [INT8_OID]: toNumber, [NUMERIC_OID]: toNumber };

/** The extensions the knowledge base's search uses (migrations 040 and 042); every PGlite must load them. */
export const PGLITE_EXTENSIONS = { unaccent, pg_trgm, btree_gin };

/**
 * How the job queue reaches the same database: the PGlite instance itself (one connection, shared with kysely),
 * or PostgreSQL through its own pool on the same server.
 */
export type QueueConnection =
  | { readonly kind: 'pglite'; readonly pglite: PGlite }
  | { readonly kind: 'postgres'; readonly connectionString: string };

export interface Store {
  readonly db: Db;
  readonly queueConnection: QueueConnection;
}

/**
 * PGlite's own start parameters plus a smaller shared buffer pool: its default (128 MB) lives in the process's
 * memory for good, and the embedded database's pages are in the operating system's file cache anyway.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];

/**
 * PGlite runs each statement in this thread, and hands its lock to the next statement in the same microtask
 * queue: hundreds of statements queued under a burst ran back to back without the event loop ever turning, so
 * no timer fired, no socket was read and no new request was even parsed until the whole queue was through (the
 * server saw one webhook at a time, and a send's timeout ran out while its answer sat unread). Each statement
 * here lets the event loop turn once before it runs.
 */
class EventLoopFriendlyPGlite extends PGlite {
  override _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return super._runExclusiveQuery(async () => {
      await nextTurnOfEventLoop();
      return fn();
    });
  }
}

/** Run by a child node process: creates the cluster in the folder it is given and closes it. */
const CREATE_CLUSTER_SCRIPT = `import(process.argv[1]).then(async ({ PGlite }) => {
  const pglite = new PGlite({ dataDir: process.argv[2] });
  await pglite.waitReady;
  await pglite.close();
});`;

/**
 * Creates the embedded database's cluster in `dataDir` if it has none yet, in a child process: creating it grows
 * PGlite's memory by some 500 MB that neither a WebAssembly instance nor this process's allocator ever gives
 * back, so the server must not be the process that created it.
 */
export async function createEmbeddedCluster(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  mkdirSync(dataDir, { recursive: true });
  await promisify(execFile)(process.execPath, [
    '-e',
    CREATE_CLUSTER_SCRIPT,
    import.meta.resolve('@electric-sql/pglite'),
    dataDir,
  ]);
}

/**
 * Embedded PGlite; `dataDir` undefined = in memory (tests). PGlite creates only the last folder, so mkdir first.
 * `initialDataDir`, a tarball of a data folder (PGlite's dumpDataDir), starts the database from it instead of from
 * an empty cluster.
 */
export function openPgliteStore(dataDir: string | undefined, initialDataDir?: Blob): Store {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = new EventLoopFriendlyPGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(initialDataDir ? { loadDataDir: initialDataDir } : {}),
    parsers: PGLITE_PARSERS,
    extensions: PGLITE_EXTENSIONS,
    startParams: PGLITE_START_PARAMS,
  });
  return {
    db: new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) }),
    queueConnection: { kind: 'pglite', pglite },
  };
}

export function openPglite(dataDir: string | undefined): Db {
  return openPgliteStore(dataDir).db;
}

/** pg Pool; `searchPath` pins every connection to one schema (tests isolate each file in its own schema). */
export function openPostgres(connectionString: string, searchPath?: string): Db {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    Client: PreparingClient,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  // An idle connection the server drops (a PostgreSQL restart, a failover) is reported here; unheard, the error
  // would end the process. The pool discards that connection and the next query opens a fresh one.
  pool.on('error', () => {});
  // A connection cut while checked out (in the middle of a query) reports to its query, which fails, and then
  // emits 'error' on the client, where the pool no longer listens: unheard, that too would end the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** DATA_DIR/pgdata: where the embedded database lives. */
export const embeddedDataDir = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'pgdata');

/** DATABASE_URL → PostgreSQL; otherwise PGlite persisted in DATA_DIR/pgdata. */
export function openStore(config: Config): Store {
  if (config.databaseUrl) {
    return {
      db: openPostgres(config.databaseUrl),
      queueConnection: { kind: 'postgres', connectionString: config.databaseUrl },
    };
  }
  return openPgliteStore(embeddedDataDir(config));
}

export function openDatabase(config: Config): Db {
  return openStore(config).db;
}

/** Postgres error code of a driver error (PGlite's error class is minified, so never use instanceof). */
export function pgErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_UNIQUE_VIOLATION = '23505';
