import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Db, openPgliteStore, openPostgres } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { createJobQueue } from '../src/runtime/jobs/jobQueue.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { migratedPgliteTemplate } from './migratedPgliteTemplate.ts';

/**
 * The load balancer's probes: /healthz while the process answers; /readyz 200 only while the database answers,
 * every migration of this build is applied and the job queue's workers run, otherwise 503 naming what failed.
 */

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(async () => {
  await ctx.close();
});

const readiness = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/readyz' });

describe('GET /healthz', () => {
  it('answers 200 without a session and is never cached', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /readyz', () => {
  it('answers 200 with every check ok on a running server', async () => {
    const response = await readiness(ctx.app);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'pronto',
      verificacoes: { banco: 'ok', migracoes: 'ok', fila: 'ok' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 while a migration of this build is not applied, and 200 once it is', async () => {
    const removed = await sql<{ name: string }>`
      delete from schema_migrations
      where name = (select max(name) from schema_migrations)
      returning name`.execute(ctx.db);
    const name = removed.rows[0]?.name ?? '';
    try {
      const response = await readiness(ctx.app);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message: 'Servidor não está pronto: migrações do banco pendentes.',
        code: 'NAO_PRONTO',
        verificacoes: { banco: 'ok', migracoes: 'falhou', fila: 'ok' },
      });
    } finally {
      await sql`insert into schema_migrations (name) values (${name})`.execute(ctx.db);
    }
    expect((await readiness(ctx.app)).statusCode).toBe(200);
  });

  it('answers 503 when the job queue is not running', async () => {
    // A queue this process never started: no workers, whatever the database holds.
    const stopped = createJobQueue({ kind: 'postgres', connectionString: 'postgres://127.0.0.1:1/nenhum' });
    const app = await buildApp({ ...ctx.deps, queue: stopped });
    try {
      const response = await readiness(app);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        message: 'Servidor não está pronto: fila de trabalhos parada.',
        verificacoes: { banco: 'ok', migracoes: 'ok', fila: 'falhou' },
      });
    } finally {
      await app.close();
    }
  });

  it('answers 503 when the database is unreachable, and 200 again when it returns', async () => {
    const breakable = await breakableDatabase();
    const app = await buildApp({ ...ctx.deps, db: breakable.db });
    try {
      expect((await readiness(app)).statusCode).toBe(200);
      await breakable.cut();
      const down = await readiness(app);
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({
        message: 'Servidor não está pronto: banco de dados inacessível.',
        code: 'NAO_PRONTO',
        verificacoes: { banco: 'falhou', migracoes: 'nao_verificado', fila: 'ok' },
      });
      if (breakable.restore) {
        await breakable.restore();
        // As a load balancer does, probe until it answers: the pool's first new connection after the cut can
        // take longer than one probe's limit on a busy machine.
        await vi.waitFor(async () => expect((await readiness(app)).statusCode).toBe(200), {
          timeout: 15_000,
          interval: 250,
        });
      }
    } finally {
      await app.close();
      await breakable.dispose();
    }
  });
});

interface BreakableDatabase {
  readonly db: Db;
  /** Makes the database unreachable to `db`. */
  cut(): Promise<void>;
  /** Makes it reachable again (PostgreSQL only: a closed PGlite does not come back). */
  readonly restore?: () => Promise<void>;
  dispose(): Promise<void>;
}

/**
 * On PostgreSQL a database of its own whose connections are refused and cut, then allowed again (as a restarted
 * server would be); on PGlite a second in-memory database that is closed under the app.
 */
async function breakableDatabase(): Promise<BreakableDatabase> {
  const url = process.env.SERVER_TEST_DATABASE_URL;
  if (!url) {
    const { db } = openPgliteStore(undefined, await migratedPgliteTemplate());
    await migrate(db);
    let closed = false;
    return {
      db,
      cut: async () => {
        closed = true;
        await db.destroy();
      },
      dispose: async () => {
        if (!closed) await db.destroy();
      },
    };
  }
  const name = `readyz_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = openPostgres(target.toString());
  await migrate(db);
  return {
    db,
    cut: async () => {
      await admin.query(`alter database ${name} allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    },
    restore: async () => {
      await admin.query(`alter database ${name} allow_connections true`);
    },
    dispose: async () => {
      await db.destroy();
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    },
  };
}
