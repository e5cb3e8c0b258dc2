/**
 * `npm run bench:results`: the dashboard's results (results/report.ts, the statement GET /api/contador/resultados
 * runs) for one account with 100,000 leads and 10,000 sales over a year, on PostgreSQL (DATABASE_URL or
 * TEST_DATABASE_URL): 50 connections at once through the product (kysely on the server's prepared-statement
 * client) and, as the ceiling, the same SQL text prepared by name on bare pg, in the same run, for the default
 * period (this month) and the longest (last 90 days). Writes the 'Dashboard results' section of docs/benchmarks.md.
 *
 * Usage: npm run bench:results [-- --dry-run]
 */
import { loadavg } from 'node:os';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { PreparingClient } from '../../apps/server/src/db/preparedStatements.ts';
import type { Database } from '../../apps/server/src/db/schema.ts';
import { resultsPeriodRange } from '../../apps/server/src/results/period.ts';
import { readResults } from '../../apps/server/src/results/report.ts';
import { resultsSql } from '../../apps/server/src/results/statements.ts';
import type { ResultsPeriod } from '../../packages/api/src/types.ts';
import { appendBenchmarkSection } from './report.ts';
import { percentile } from './stats.ts';

const LEADS = 100_000;
const SALES = 10_000;
/** Of the sales: taken back by a refund, and paid after a recovery message. */
const REFUNDED = 1_000;
const RECOVERED = 1_000;
/** Agent turns per lead (each a row the objections, handovers and opt-outs are read from). */
const TURNS_PER_LEAD = 3;
const PRODUCTS = 3;
const STEPS = 6;
const OBJECTIONS = 8;
const CONNECTIONS = 50;
const REQUESTS_PER_CONNECTION = 20;
/** Measured rounds of 50 × 20 reads, the product's and the ceiling's taken in turn. */
const ROUNDS = 3;
const PERIODS: readonly ResultsPeriod[] = ['mes_atual', 'ultimos_90'];
const DRY_RUN = process.argv.includes('--dry-run');
const DATABASE_URL = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const SCHEMA = 'bench_results';
const YEAR_SECONDS = 365 * 24 * 3_600;

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** One account's year, written in a few set-based statements (the columns the product writes). */
async function writeYear(db: Kysely<Database>): Promise<number> {
  const user = await sql<{ id: number }>`
    insert into users (name, email, password_hash) values ('Conta do benchmark', 'bench@exemplo.com.br', 'x')
    returning id`.execute(db);
  const userId = user.rows[0]?.id ?? 0;
  // Another account with the same shape, so every statement must keep to its own account.
  await sql`insert into users (name, email, password_hash) values ('Outra conta', 'outra@exemplo.com.br', 'x')`.execute(
    db,
  );
  await sql`insert into products (user_id, nome_produto, categoria)
    select ${userId}, 'Produto ' || p, 'Rejuvenescimento' from generate_series(1, ${PRODUCTS}) p`.execute(db);
  await sql`insert into flow_steps (user_id, product_id, posicao, texto)
    select ${userId}, p.id, s, 'Etapa ' || s || ': uma mensagem do fluxo com o texto que o vendedor escreveu.'
    from products p cross join generate_series(1, ${STEPS}) s where p.user_id = ${userId}`.execute(db);
  await sql`insert into objections (user_id, product_id, pergunta, resposta, status)
    select ${userId}, (select min(id) from products where user_id = ${userId}), 'Objeção ' || o || '?', 'Resposta.', 'ativa'
    from generate_series(1, ${OBJECTIONS}) o`.execute(db);
  // Leads spread over the year, most on the first product, stopping earlier in the flow more often than later.
  await sql`insert into leads (user_id, product_id, lead_phone, ultimo_step, created_at, data_hora_ultima_interacao)
    select ${userId},
      (select id from products where user_id = ${userId} order by id offset (case when i % 10 < 6 then 0 when i % 10 < 9 then 1 else 2 end) limit 1),
      '5511' || lpad(i::text, 9, '0'),
      1 + floor(${STEPS} * power(((i * 7919) % 1000) / 1000.0, 2))::int,
      now() - make_interval(secs => (i::bigint * 104729) % ${YEAR_SECONDS}),
      now() - make_interval(secs => (i::bigint * 104729) % ${YEAR_SECONDS})
    from generate_series(1, ${LEADS}) i`.execute(db);
  // Pix generated and a recovery message sent half an hour later, for some of the leads that will buy.
  await sql`insert into sale_events (user_id, platform, event_id, kind, transaction_id, lead_phone, attributed_by,
      amount_cents, occurred_at)
    select l.user_id, 'generico', 'pix-' || l.id, 'aguardando_pagamento', 'compra-' || l.id, l.lead_phone, 'telefone',
      19700, l.created_at + interval '30 minutes'
    from leads l where l.user_id = ${userId} and l.id % ${LEADS / SALES} = 0 and (l.id / ${LEADS / SALES}) % ${(SALES / RECOVERED) * 3} < 3`.execute(
    db,
  );
  await sql`insert into sale_recoveries (sale_event_id, user_id, lead_phone, due_at, outcome, decided_at)
    select e.id, e.user_id, e.lead_phone, e.occurred_at + interval '30 minutes', 'enviada', e.occurred_at + interval '30 minutes'
    from sale_events e where e.user_id = ${userId} and e.kind = 'aguardando_pagamento'`.execute(db);
  // Sales: every tenth lead buys a few hours after it first wrote (never after now).
  await sql`insert into sale_events (user_id, platform, event_id, kind, transaction_id, lead_phone, attributed_by,
      amount_cents, occurred_at, refunded_at)
    select l.user_id, 'generico', 'venda-' || l.id, 'aprovada', 'compra-' || l.id, l.lead_phone, 'telefone',
      19700 + (l.id % 5) * 5000, least(l.created_at + make_interval(hours => 1 + l.id % 48), now()),
      case when l.id % ${(SALES / REFUNDED) * 10} = 0 then now() end
    from leads l where l.user_id = ${userId} and l.id % ${LEADS / SALES} = 0`.execute(db);
  const objection = sql.raw(
    `jsonb_build_object('actions', jsonb_build_array(jsonb_build_object('kind', 'objection', 'objectionId', (select min(id) from objections where user_id = l.user_id) + (l.id * t) % ${OBJECTIONS})), 'understood', '[]'::jsonb, 'reason', 'x')`,
  );
  await sql`insert into agent_turns (user_id, lead_phone, result, brain, decision, created_at)
    select l.user_id, l.lead_phone, 'respondido', 'embedded',
      case
        when (l.id + t) % 4 = 0 then ${objection}
        when (l.id + t) % 37 = 0 then '{"actions":[{"kind":"handover","reason":"pediu uma pessoa"}],"understood":[],"reason":"x"}'::jsonb
        when (l.id + t) % 101 = 0 then '{"actions":[{"kind":"optout"}],"understood":[],"reason":"x"}'::jsonb
        else '{"actions":[{"kind":"step","position":2}],"understood":[],"reason":"x"}'::jsonb
      end,
      l.created_at + make_interval(mins => t)
    from leads l cross join generate_series(1, ${TURNS_PER_LEAD}) t where l.user_id = ${userId}`.execute(db);
  // Vacuumed as well as analyzed, as autovacuum soon would be: otherwise it starts on the year just written while
  // the reads are measured.
  for (const table of [
    'leads',
    'sale_events',
    'sale_recoveries',
    'agent_turns',
    'flow_steps',
    'objections',
    'products',
    'results_days',
    'results_funnel_days',
    'results_objection_days',
    'results_funnel_months',
    'results_objection_months',
  ])
    await sql.raw(`vacuum analyze ${table}`).execute(db);
  return userId;
}

async function bench(url: string): Promise<string[]> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop schema if exists ${SCHEMA} cascade`);
  await admin.query(`create schema ${SCHEMA}`);
  await admin.end();
  const options = `-c search_path=${SCHEMA},public`;
  // The product's pool as the server opens it (the statements it marks are prepared on each connection). The
  // ceiling queries the same connections on bare pg (a query given as a config object passes the client's
  // preparing untouched), so that the run needs 50 connections rather than 100 of the server's 100.
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS, options, Client: PreparingClient });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrate(db);
    const started = performance.now();
    const userId = await writeYear(db);
    const loadS = (performance.now() - started) / 1_000;
    const owner = { scope: 'conta' as const, userId };
    const text = resultsSql('conta');
    const rows: string[] = [];
    for (const periodo of PERIODS) {
      const { start, end } = resultsPeriodRange(periodo, new Date());
      const run = async (read: () => Promise<unknown>) => {
        const latencies: number[] = [];
        await Promise.all(
          Array.from({ length: CONNECTIONS }, async () => {
            for (let index = 0; index < REQUESTS_PER_CONNECTION; index++) {
              const begin = performance.now();
              await read();
              latencies.push(performance.now() - begin);
            }
          }),
        );
        return latencies.sort((a, b) => a - b);
      };
      const product = () => readResults(db, owner, periodo, new Date());
      // The same SQL text, prepared by name, with its parameters ready.
      const ceilingRead = () => pool.query({ name: 'bare_results', text, values: [userId, start, end] });
      // A first pass of each warms the cache and prepares the statement on every connection.
      await run(product);
      await run(ceilingRead);
      const sample = await readResults(db, owner, periodo, new Date());
      // One read at a time: the statement's own cost, without the queue 50 connections make on 2 cores.
      const alone: number[] = [];
      for (let index = 0; index < REQUESTS_PER_CONNECTION; index++) {
        const begin = performance.now();
        await product();
        alone.push(performance.now() - begin);
      }
      alone.sort((a, b) => a - b);
      // Rounds of each in turn, so that the load other work puts on the machine weighs on both alike.
      const ceiling: number[] = [];
      const measured: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        ceiling.push(...(await run(ceilingRead)));
        measured.push(...(await run(product)));
      }
      ceiling.sort((a, b) => a - b);
      measured.sort((a, b) => a - b);
      const p99 = percentile(measured, 99);
      const ceilingP99 = percentile(ceiling, 99);
      rows.push(
        `| ${periodo} (${sample.leads_novos.toLocaleString('en')} new leads, ${sample.vendas.toLocaleString('en')} sales) | p50 ${ms(percentile(measured, 50))}, p99 ${ms(p99)}${p99 < 50 ? '' : ' ⚠'} | p50 ${ms(percentile(ceiling, 50))}, p99 ${ms(ceilingP99)} | ${(p99 / ceilingP99).toFixed(2)} | p50 ${ms(percentile(alone, 50))} |`,
      );
    }
    return [
      `PostgreSQL, one account with ${LEADS.toLocaleString('en')} leads over a year (${PRODUCTS} products of ${STEPS} steps), ${SALES.toLocaleString('en')} sales (${REFUNDED.toLocaleString('en')} refunded, ${RECOVERED.toLocaleString('en')} after a recovery message) and ${(LEADS * TURNS_PER_LEAD).toLocaleString('en')} agent turns, beside a second account; written in ${loadS.toFixed(0)} s. ${CONNECTIONS} connections, ${(CONNECTIONS * REQUESTS_PER_CONNECTION * ROUNDS).toLocaleString('en')} reads measured for each (in ${ROUNDS} rounds taken in turn with the ceiling's; every read is one statement).`,
      '',
      '| period | product (kysely, prepared-statement client), 50 connections | ceiling (same SQL prepared on bare pg), 50 connections | p99 ratio | product, one read at a time |',
      '| --- | ---: | ---: | ---: | ---: |',
      ...rows,
    ];
  } finally {
    await db.destroy();
    const cleaner = new pg.Client({ connectionString: url });
    await cleaner.connect();
    await cleaner.query(`drop schema if exists ${SCHEMA} cascade`);
    await cleaner.end();
  }
}

if (!DATABASE_URL) throw new Error('bench:results needs DATABASE_URL or TEST_DATABASE_URL (PostgreSQL)');
const lines = await bench(DATABASE_URL);
const body = [
  `The dashboard's results (\`results/report.ts\`: one statement per read — the day counts (new leads, buyers, sales, revenue, time to purchase, recovered payments, handovers, opt-outs), the funnel and the objections — over the counts migrations 056 and 076 keep per account and São Paulo day and month). Aim: p99 < 50 ms at 50 connections (⚠ marks a miss). Machine shared with other work: 2 cores, load average ${loadavg()[0]?.toFixed(1)} when the run ended.`,
  '',
  ...lines,
].join('\n');
console.log(body);
if (!DRY_RUN) await appendBenchmarkSection('Dashboard results', 'npm run bench:results', body);
