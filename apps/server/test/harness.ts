import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_USER_ID } from '@agente/rules';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { pino } from 'pino';
import { buildApp } from '../src/app.ts';
import { scryptHasher } from '../src/auth/passwords.ts';
import { createSession } from '../src/auth/sessions.ts';
import { type Config, type Env, loadConfig } from '../src/config.ts';
import { SESSION_TTL_MS } from '../src/constants.ts';
import { type Db, openPgliteStore, openPostgres, type QueueConnection } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import type { AppDeps, Integrations } from '../src/deps.ts';
import type { WhatsAppProviderFactory } from '../src/gateways/instances/provider.ts';
import { createIntegrations } from '../src/gateways/integrations.ts';
import type { Brain } from '../src/runtime/brain/brain.ts';
import { createBrain } from '../src/runtime/brain/createBrain.ts';
import { createJobQueue } from '../src/runtime/jobs/jobQueue.ts';
import { startRuntime, stopRuntime } from '../src/runtime/runtime.ts';
import { ModelCallsInFlight } from '../src/runtime/turns/modelCallsInFlight.ts';
import type { WebBuilds } from '../src/static/appBuilds.ts';
import { migratedPgliteTemplate } from './migratedPgliteTemplate.ts';

/** A clock tests can move (session expiry, rate-limit windows, kanban periods). */
export interface TestClock {
  now(): Date;
  set(date: Date | string): void;
  advance(ms: number): void;
}

export function createTestClock(start: Date | string = new Date()): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export interface TestContextOptions {
  /** Replace outside-world ports (mail, storage, instances, support) with fakes. */
  readonly integrations?: Partial<Integrations>;
  /** The WhatsApp providers the composition root picks from (default: the server's own list). */
  readonly whatsappProviders?: readonly WhatsAppProviderFactory[];
  /** Extra environment for loadConfig (DATA_DIR, NODE_ENV and LOG_LEVEL are set by the harness). */
  readonly env?: Env;
  /** Starting time of the test clock (default: now). */
  readonly now?: Date | string;
  /** Replace the agent's brain (default: the one the configuration selects, the embedded brain in tests). */
  readonly brain?: Brain;
  /** Serve these folders as the landing and panel builds (default: the real dist folders of apps/landing and apps/panel). */
  readonly webBuilds?: WebBuilds;
  /** The app's logger (default: silent). */
  readonly log?: AppDeps['log'];
  /**
   * A database another process can reopen (crash tests): PGlite persisted in a folder named after it, or on
   * PostgreSQL a schema named after it. Kept when the context closes unless `dropOnClose`.
   */
  readonly persistent?: { readonly name: string; readonly dropOnClose: boolean };
}

export interface TestUser {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  readonly senha: string;
}

export interface CustomerFields {
  readonly email?: string;
  readonly senha?: string;
  readonly name?: string;
  readonly user_phone?: string | null;
  /** The account is still on a temporary password (kept readable for the administrator). */
  readonly must_change_password?: boolean;
  readonly expiration_acess?: Date | null;
  readonly conversas_plano?: number;
  readonly conversas_unicas?: number;
  readonly mensagens_trocadas?: number;
  readonly id_plan?: string | null;
  readonly nome_plan?: string | null;
}

export interface TestContext {
  readonly app: FastifyInstance;
  readonly db: Db;
  readonly deps: AppDeps;
  readonly clock: TestClock;
  readonly config: Config;
  /** The schema holding the job queue's tables. */
  readonly queueSchema: string;
  /** Logs in through POST /api/auth/login and returns the token (fails the test on a non-200). */
  login(email: string, senha: string): Promise<string>;
  /** Creates a customer straight in the database plus a session; every call makes a distinct account. */
  createCustomer(fields?: CustomerFields): Promise<{ user: TestUser; token: string }>;
  /** The administrator (id 30), created once per context. */
  admin(): Promise<{ user: TestUser; token: string }>;
  /**
   * The administrator opening a customer's panel as the panel does: an access link is made
   * (POST /api/auth/impersonate) and used (POST /api/auth/link-de-acesso); returns the session token.
   */
  impersonate(userId: number): Promise<string>;
  /** Authorization header for app.inject. */
  auth(token: string): { authorization: string };
  close(): Promise<void>;
}

/** Real scrypt, at a cost that keeps suites fast (production uses SCRYPT_COST; hashes carry their cost). */
const TEST_SCRYPT_COST = 1_024;
const testPasswords = scryptHasher(TEST_SCRYPT_COST);

/** Where pg-boss keeps its tables unless told otherwise. */
const DEFAULT_QUEUE_SCHEMA = 'pgboss';

let emailCounter = 0;

/** A fresh e-mail address, unique across test files running in parallel. */
export function uniqueEmail(prefix = 'cliente'): string {
  emailCounter += 1;
  return `${prefix}.${emailCounter}.${randomUUID().slice(0, 8)}@teste.com.br`;
}

let ipCounter = 0;

/** A fresh client IP, so per-IP rate limits of one test never throttle another (inject's remoteAddress). */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

interface TestDatabase {
  readonly db: Db;
  readonly queueConnection: QueueConnection;
  /** pg-boss's schema (each PostgreSQL test file gets its own, so files never run each other's jobs). */
  readonly queueSchema: string | undefined;
  dispose(): Promise<void>;
}

async function openTestDatabase(persistent: TestContextOptions['persistent']): Promise<TestDatabase> {
  // Set by the root vitest config's server-postgres project (from TEST_DATABASE_URL); PGlite otherwise.
  const url = process.env.SERVER_TEST_DATABASE_URL;
  const keep = persistent !== undefined && !persistent.dropOnClose;
  if (!url) {
    const folder = persistent ? join(tmpdir(), `agente-persistente-${persistent.name}`) : undefined;
    // A persisted folder is reopened by another process and keeps PGlite's own start; in memory, a copy of the
    // migrated template skips initdb, the migrations and the queue's schema (migrate below then finds nothing to do).
    const { db, queueConnection } = openPgliteStore(
      folder,
      folder ? undefined : await migratedPgliteTemplate(),
    );
    return {
      db,
      queueConnection,
      queueSchema: undefined,
      dispose: async () => {
        await db.destroy();
        if (folder && !keep) await rm(folder, { recursive: true, force: true });
      },
    };
  }
  // PostgreSQL: every test file gets its own schema, so files can run in parallel on one database.
  const schema = `test_${persistent ? persistent.name.replaceAll('-', '_') : randomUUID().replaceAll('-', '')}`;
  const queueSchema = `${schema}_boss`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema if not exists ${schema}`);
  await admin.end();
  const db = openPostgres(url, schema);
  return {
    db,
    queueConnection: { kind: 'postgres', connectionString: url },
    queueSchema,
    dispose: async () => {
      await db.destroy();
      if (keep) return;
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`drop schema ${schema} cascade`);
      await cleaner.query(`drop schema if exists ${queueSchema} cascade`);
      await cleaner.end();
    },
  };
}

/** One app + database per test file (create it in beforeAll, close it in afterAll). */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const dataDir = await mkdtemp(join(tmpdir(), 'agente-server-test-'));
  const config = loadConfig({
    AGENT_DEBOUNCE_MS: '0',
    ...options.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  });
  const { db, queueConnection, queueSchema, dispose } = await openTestDatabase(options.persistent);
  await migrate(db);
  const log = options.log ?? pino({ level: 'silent' });
  const clock = createTestClock(options.now);
  const deps: AppDeps = {
    config,
    db,
    clock: clock.now,
    log,
    passwords: testPasswords,
    modelCalls: new ModelCallsInFlight(),
    queue: createJobQueue(queueConnection, queueSchema ? { schema: queueSchema } : {}),
    brain: options.brain ?? createBrain(config, log),
    ...createIntegrations(config, log, undefined, options.whatsappProviders),
    ...options.integrations,
    ...(options.webBuilds ? { webBuilds: options.webBuilds } : {}),
  };
  await startRuntime(deps);
  const app = await buildApp(deps);
  await app.ready();

  async function insertUser(fields: CustomerFields & { id?: number }): Promise<TestUser> {
    const senha = fields.senha ?? 'senha-segura-1';
    const email = (fields.email ?? uniqueEmail()).toLowerCase();
    const name = fields.name ?? 'Cliente Teste';
    const temporary = fields.must_change_password ?? false;
    const row = await db
      .insertInto('users')
      .values({
        ...(fields.id === undefined ? {} : { id: fields.id }),
        name,
        email,
        user_phone: fields.user_phone === undefined ? '5511988887777' : fields.user_phone,
        password_hash: await testPasswords.hash(senha),
        must_change_password: temporary,
        temp_password: temporary ? senha : null,
        expiration_acess: fields.expiration_acess === undefined ? null : fields.expiration_acess,
        conversas_plano: fields.conversas_plano ?? 0,
        conversas_unicas: fields.conversas_unicas ?? 0,
        mensagens_trocadas: fields.mensagens_trocadas ?? 0,
        id_plan: fields.id_plan ?? null,
        nome_plan: fields.nome_plan ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, email, name, senha };
  }

  async function sessionFor(user: TestUser): Promise<{ user: TestUser; token: string }> {
    const token = await createSession(db, {
      userId: user.id,
      kind: 'login',
      now: clock.now(),
      ttlMs: SESSION_TTL_MS,
    });
    return { user, token };
  }

  let adminUser: TestUser | undefined;

  async function adminSession(): Promise<{ user: TestUser; token: string }> {
    adminUser ??= await insertUser({ id: ADMIN_USER_ID, email: uniqueEmail('admin'), name: 'Administrador' });
    return sessionFor(adminUser);
  }

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  return {
    app,
    db,
    deps,
    clock,
    config,
    queueSchema: queueSchema ?? DEFAULT_QUEUE_SCHEMA,
    async login(email, senha) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, senha },
      });
      if (response.statusCode !== 200) {
        throw new Error(`login de ${email} falhou: ${response.statusCode} ${response.body}`);
      }
      return (response.json() as { token: string }).token;
    },
    async createCustomer(fields = {}) {
      return sessionFor(await insertUser(fields));
    },
    admin: adminSession,
    async impersonate(userId) {
      const admin = await adminSession();
      const link = await app.inject({
        method: 'POST',
        url: '/api/auth/impersonate',
        headers: auth(admin.token),
        payload: { id: userId },
      });
      const used = await app.inject({
        method: 'POST',
        url: '/api/auth/link-de-acesso',
        payload: { token: (link.json() as { token: string }).token },
        remoteAddress: uniqueIp(),
      });
      if (used.statusCode !== 200) {
        throw new Error(`link de acesso à conta ${userId} falhou: ${used.statusCode} ${used.body}`);
      }
      return (used.json() as { token: string }).token;
    },
    auth,
    async close() {
      await stopRuntime(deps);
      await app.close();
      await dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
