import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
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

/** The extensions the knowledge base's search uses (migration 040); every PGlite must load them. */
export const PGLITE_EXTENSIONS = { unaccent, pg_trgm };

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
 * Embedded PGlite; `dataDir` undefined = in memory (tests). PGlite creates only the last folder, so mkdir first.
 * `initialDataDir`, a tarball of a data folder (PGlite's dumpDataDir), starts the database from it instead of from
 * an empty cluster.
 */
export function openPgliteStore(dataDir: string | undefined, initialDataDir?: Blob): Store {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(initialDataDir ? { loadDataDir: initialDataDir } : {}),
    parsers: PGLITE_PARSERS,
    extensions: PGLITE_EXTENSIONS,
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
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** DATABASE_URL → PostgreSQL; otherwise PGlite persisted in DATA_DIR/pgdata. */
export function openStore(config: Config): Store {
  if (config.databaseUrl) {
    return {
      db: openPostgres(config.databaseUrl),
      queueConnection: { kind: 'postgres', connectionString: config.databaseUrl },
    };
  }
  return openPgliteStore(join(config.dataDir, 'pgdata'));
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
