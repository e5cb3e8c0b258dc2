import { ADMIN_USER_ID, PASSWORD_MIN_LENGTH } from '@agente/rules';
import { sql } from 'kysely';
import type { Db } from './db/database.ts';
import { DEMO_ACCOUNTS } from './demo/accounts.ts';
import type { DemoSeeder } from './demo/demoSeeder.ts';
import { seedDemoData } from './demo/seed.ts';
import { DEMO_SEEDERS } from './demo/seeders.ts';
import type { AppDeps } from './deps.ts';
import { MSG_ADMIN_REQUIRED } from './messages.ts';

export class StartupError extends Error {}

/** Advisory lock of the first-start work (the migrations use 7_301_130, the simulators' host 7_301_131). */
const BOOTSTRAP_LOCK_KEY = 7_301_132;

export type BootstrapOutcome =
  | { readonly kind: 'demo-seeded' }
  | { readonly kind: 'admin-created'; readonly email: string }
  | { readonly kind: 'ready' };

async function hasUsers(deps: AppDeps): Promise<boolean> {
  const row = await deps.db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return row.total > 0;
}

async function hasAdministrator(deps: AppDeps): Promise<boolean> {
  const row = await deps.db
    .selectFrom('users')
    .select('id')
    .where('id', '=', ADMIN_USER_ID)
    .executeTakeFirst();
  return row !== undefined;
}

/** Keeps identity values ahead of ids inserted explicitly (the administrator is always id 30). */
async function createAdministrator(deps: AppDeps, email: string, password: string): Promise<void> {
  await deps.db
    .insertInto('users')
    .values({
      id: ADMIN_USER_ID,
      name: 'Administrador',
      email,
      user_phone: null,
      password_hash: await deps.passwords.hash(password),
      temp_password: null,
      expiration_acess: null,
      renovation_date: null,
      observacoes: null,
      id_plan: null,
      valor_plan: null,
      nome_plan: null,
    })
    .execute();
}

/**
 * First-start rules:
 * - embedded database (no DATABASE_URL, or DEMO_DATA=true) outside production, empty: demo data (three accounts
 *   and their content);
 * - otherwise, without the administrator (id 30): create it from ADMIN_EMAIL/ADMIN_PASSWORD; in production
 *   refuse to start when they are missing.
 */
export async function bootstrap(
  deps: AppDeps,
  seeders: readonly DemoSeeder[] = DEMO_SEEDERS,
): Promise<BootstrapOutcome> {
  const { config } = deps;
  const wantsDemo = config.nodeEnv !== 'production' && (config.databaseUrl === undefined || config.demoData);
  if (wantsDemo && !(await hasUsers(deps))) {
    await seedDemoData(deps, seeders);
    return { kind: 'demo-seeded' };
  }
  if (await hasAdministrator(deps)) return { kind: 'ready' };
  const { adminEmail, adminPassword } = config;
  if (adminEmail && adminPassword && adminPassword.length >= PASSWORD_MIN_LENGTH) {
    await createAdministrator(deps, adminEmail, adminPassword);
    return { kind: 'admin-created', email: adminEmail };
  }
  if (config.nodeEnv === 'production') throw new StartupError(MSG_ADMIN_REQUIRED);
  deps.log.warn(MSG_ADMIN_REQUIRED);
  return { kind: 'ready' };
}

/**
 * Servers starting together on one PostgreSQL database take turns at the first-start work, so only the first
 * seeds or creates the administrator. The lock lives on a session of its own while the work uses the pool's
 * other connections (so never on the embedded database, which has one process and one connection).
 */
export function oneServerAtATime<T>(db: Db, work: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (session) => {
    await sql`select pg_advisory_lock(${BOOTSTRAP_LOCK_KEY})`.execute(session);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${BOOTSTRAP_LOCK_KEY})`.execute(session);
    }
  });
}

/** Lines printed at start-up while the demo accounts exist (embedded development database). */
export async function demoAccountLines(deps: AppDeps): Promise<string[]> {
  if (deps.config.nodeEnv === 'production') return [];
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const rows = await deps.db.selectFrom('users').select('email').where('email', 'in', emails).execute();
  const present = new Set(rows.map((row) => row.email));
  return DEMO_ACCOUNTS.filter((account) => present.has(account.email)).map(
    (account) => `  ${account.email} / ${account.senha}`,
  );
}
