import { readdir } from 'node:fs/promises';
import type { components } from '@agente/api';
import { sql } from 'kysely';
import { READINESS_CHECK_TIMEOUT_MS } from '../constants.ts';
import type { Db } from '../db/database.ts';
import { MIGRATION_FILE_PATTERN, MIGRATIONS_DIR } from '../db/migrate.ts';
import type { JobQueue } from '../runtime/jobs/jobQueue.ts';
import { RUNTIME_QUEUES } from '../runtime/jobs/jobQueue.ts';

export type ReadinessChecks = components['schemas']['ReadinessChecks'];

export interface ReadinessDeps {
  readonly db: Db;
  readonly queue: JobQueue;
  /** Where the migrations this build expects live (tests point elsewhere). */
  readonly migrationsDir?: string;
}

/** Rejects when `work` has not settled within `ms` (an unreachable PostgreSQL can leave a connect hanging). */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const expectedByDir = new Map<string, Promise<string[]>>();

/** The migration files of this build, read once per folder (they never change while the process runs). */
function expectedMigrations(dir: string): Promise<string[]> {
  let files = expectedByDir.get(dir);
  if (!files) {
    files = readdir(dir).then((names) => names.filter((name) => MIGRATION_FILE_PATTERN.test(name)));
    expectedByDir.set(dir, files);
  }
  return files;
}

async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await within(READINESS_CHECK_TIMEOUT_MS, sql`select 1`.execute(db));
    return true;
  } catch {
    return false;
  }
}

async function migrationsCurrent(db: Db, dir: string): Promise<boolean> {
  try {
    const expected = await expectedMigrations(dir);
    const applied = await within(
      READINESS_CHECK_TIMEOUT_MS,
      sql<{
        total: number;
      }>`select count(*)::int as total from schema_migrations where name = any(${expected})`.execute(db),
    );
    return applied.rows[0]?.total === expected.length;
  } catch {
    // No schema_migrations table yet, or the database went away between the two checks.
    return false;
  }
}

/**
 * The queue runs when every runtime queue has a worker of this process that is not stopping: read from pg-boss's
 * own bookkeeping in memory, so the probe costs the queue nothing.
 */
function queueRunning(queue: JobQueue): boolean {
  const live = new Set(
    queue
      .getWipData()
      .filter((worker) => worker.state === 'created' || worker.state === 'active')
      .map((worker) => worker.name),
  );
  return RUNTIME_QUEUES.every((name) => live.has(name));
}

/** GET /readyz's three checks; the migrations are read only when the database answers. */
export async function checkReadiness(deps: ReadinessDeps): Promise<ReadinessChecks> {
  const banco = await databaseAnswers(deps.db);
  const migracoes = banco
    ? (await migrationsCurrent(deps.db, deps.migrationsDir ?? MIGRATIONS_DIR))
      ? 'ok'
      : 'falhou'
    : 'nao_verificado';
  return { banco: banco ? 'ok' : 'falhou', migracoes, fila: queueRunning(deps.queue) ? 'ok' : 'falhou' };
}
