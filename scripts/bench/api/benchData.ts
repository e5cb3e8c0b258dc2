// The API benchmark's database: the demo data of the embedded default grown to 10 customers × 10k leads,
// written before the server starts (PGlite allows one process per data folder).
import { join } from 'node:path';
import { PLAN_BY_ID } from '@agente/rules';
import { sql } from 'kysely';
import { pino } from 'pino';
import { scryptHasher } from '../../../apps/server/src/auth/passwords.ts';
import { oneMonthAfter } from '../../../apps/server/src/checkout/planMonth.ts';
import { loadConfig } from '../../../apps/server/src/config.ts';
import { type Db, openPgliteStore, openPostgres, type Store } from '../../../apps/server/src/db/database.ts';
import { migrate } from '../../../apps/server/src/db/migrate.ts';
import { DEMO_AGENT, DEMO_CUSTOMER } from '../../../apps/server/src/demo/accounts.ts';
import { seedDemoData } from '../../../apps/server/src/demo/seed.ts';
import type { AppDeps } from '../../../apps/server/src/deps.ts';
import { createIntegrations } from '../../../apps/server/src/gateways/integrations.ts';
import { createEmbeddedBrain } from '../../../apps/server/src/runtime/brain/embeddedBrain.ts';
import { createJobQueue } from '../../../apps/server/src/runtime/jobs/jobQueue.ts';
import { ModelCallsInFlight } from '../../../apps/server/src/runtime/turns/modelCallsInFlight.ts';

export const CUSTOMERS = 10;
export const LEADS_PER_CUSTOMER = 10_000;
/** Leads are spread evenly over the last year, one every ~53 minutes, as a customer's history accumulates. */
const LEAD_HISTORY_DAYS = 365;
const STEPS = 7;

export interface BenchData {
  /** The demo customer the requests act as (cliente@exemplo.com.br). */
  readonly email: string;
  readonly senha: string;
  /** Its product, with 10k leads on the kanban. */
  readonly productId: number;
}

/** Customer `n` of a benchmark: a Pro account with one product and its agent. */
export async function insertCustomer(db: Db, n: number, passwordHash: string, now: Date) {
  const user = await db
    .insertInto('users')
    .values({
      name: `Cliente Carga ${n}`,
      email: `carga${n}@exemplo.com.br`,
      user_phone: `55119${String(n).padStart(8, '0')}`,
      password_hash: passwordHash,
      temp_password: null,
      expiration_acess: oneMonthAfter(now),
      renovation_date: now,
      observacoes: null,
      conversas_plano: PLAN_BY_ID.pro.leadsPerMonth,
      id_plan: 'pro',
      valor_plan: PLAN_BY_ID.pro.priceBrl,
      nome_plan: PLAN_BY_ID.pro.name,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const product = await db
    .insertInto('products')
    .values({
      user_id: user.id,
      nome_produto: `Produto ${n}`,
      categoria: 'Outros',
      garantia: null,
      forma_pagamento: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('agents')
    .values({ user_id: user.id, id_produto: product.id, ...DEMO_AGENT })
    .execute();
  return { userId: user.id, productId: product.id };
}

async function insertLeads(
  db: Db,
  userId: number,
  productId: number,
  now: Date,
  count: number = LEADS_PER_CUSTOMER,
): Promise<void> {
  const spacingSeconds = (LEAD_HISTORY_DAYS * 24 * 60 * 60) / count;
  await sql`
    insert into leads (user_id, product_id, nome, lead_phone, ultimo_step, etiqueta, data_hora_ultima_interacao)
    select ${userId}, ${productId}, 'Lead de Carga ' || n, (5521900000000 + n)::text, 1 + n % ${STEPS},
           (array['LEAD NOVO', 'COMPRA EFETUADA', 'RETORNAR CONTATO', 'CANCELADO', null])[1 + n % 5],
           ${now}::timestamptz - (n * ${spacingSeconds}::float8 * interval '1 second')
    from generate_series(1, ${count}) as n
    on conflict do nothing
  `.execute(db);
}

/**
 * The server's parts for work done in the bench's own process, silent. A service address keeps the embedded
 * instances simulator from starting: nothing here talks to it.
 */
export function benchDeps(
  { db, queueConnection }: Store,
  dataDir: string,
  env: Record<string, string | undefined> = {},
): AppDeps {
  const log = pino({ level: 'silent' });
  const config = loadConfig({
    DATA_DIR: dataDir,
    CONNECTION_SERVICE_URL: 'http://127.0.0.1:9',
    CONNECTION_API_KEY: 'benchmark',
    LOG_LEVEL: 'silent',
    ...env,
  });
  return {
    config,
    db,
    clock: () => new Date(),
    log,
    passwords: scryptHasher(),
    modelCalls: new ModelCallsInFlight(),
    queue: createJobQueue(queueConnection),
    brain: createEmbeddedBrain(),
    ...createIntegrations(config, log),
  };
}

/**
 * Migrates a fresh database, seeds the demo data (as the first `npm start` does) and grows it to CUSTOMERS
 * customers with LEADS_PER_CUSTOMER leads each (`sizes` changes both counts, and the demo product's leads).
 * `databaseUrl` undefined = PGlite under `dataDir`.
 */
export async function prepareBenchData(
  dataDir: string,
  databaseUrl: string | undefined,
  sizes: { customers?: number; demoProductLeads?: number } = {},
): Promise<BenchData> {
  const customers = sizes.customers ?? CUSTOMERS;
  const { db, queueConnection } = databaseUrl
    ? {
        db: openPostgres(databaseUrl),
        queueConnection: { kind: 'postgres' as const, connectionString: databaseUrl },
      }
    : openPgliteStore(join(dataDir, 'pgdata'));
  try {
    await migrate(db);
    // Seeding never queues jobs: the queue is built but not started.
    const deps = benchDeps({ db, queueConnection }, dataDir, { DATABASE_URL: databaseUrl });
    const now = deps.clock();
    const ids = await seedDemoData(deps);
    await insertLeads(db, ids.customerId, ids.productId, now, sizes.demoProductLeads);
    const passwordHash = await deps.passwords.hash(DEMO_CUSTOMER.senha);
    for (let n = 2; n <= customers; n += 1) {
      const customer = await insertCustomer(db, n, passwordHash, now);
      await insertLeads(db, customer.userId, customer.productId, now);
    }
    // As autovacuum leaves a live table: statistics, and a visibility map so that index-only scans stay index-only.
    await sql`vacuum analyze`.execute(db);
    return { email: DEMO_CUSTOMER.email, senha: DEMO_CUSTOMER.senha, productId: ids.productId };
  } finally {
    await db.destroy();
  }
}
