/**
 * `npm run bench:kanban`: the kanban of a 100k-lead product (spread over the last year) as the panel reads it —
 * the board's first load in `mes_atual` and `mes_anterior` and a column's "load more" page — at 50 connections
 * for 10 s each on PostgreSQL (DATABASE_URL; a fresh database is created there and dropped afterwards). Then, on
 * the embedded PGlite, the p99 of a cheap read (products list) alone and while kanban loads run alongside, to show
 * whether one heavy request freezes the others. Writes the 'Kanban' section of docs/benchmarks.md.
 *
 * Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:kanban [-- --duration=10] [--dry-run]
 * (BENCH_SERVER_NODE_OPTIONS reaches the product's server and the ceilings, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { KANBAN_FIRST_PAGE_SIZE, KANBAN_PAGE_SIZE } from '../../apps/server/src/constants.ts';
import { freshPostgresDatabase, startProductServer } from '../lib/productServer.ts';
import { type BenchData, prepareBenchData } from './api/benchData.ts';
import { startCeiling } from './api/ceiling.ts';
import { appendBenchmarkSection } from './report.ts';
import { medianTurn, type TurnFigures } from './stats.ts';
import { alternatingTurns } from './turns.ts';

const COMMAND = 'npm run bench:kanban';
const args = process.argv.slice(2);
const DURATION_S = Number(
  args.find((arg) => arg.startsWith('--duration='))?.slice('--duration='.length) ?? 10,
);
const DRY_RUN = args.includes('--dry-run');
const LEADS = 100_000;
const CONNECTIONS = 50;
/** Connections of each side in the PGlite run: the cheap read and the kanban loads beside it. */
const SIDE_CONNECTIONS = 10;
const WARMUP_S = 2;
/** The goal for every kanban read on PostgreSQL at 50 connections. */
const P99_GOAL_MS = 50;
/** Turns a board read and its SQL ceiling take, each a share of the row's duration. */
const TURNS = 4;

/** One row of a table: a read's rate and latencies (the median turn's, when it ran in turns). */
interface Row extends TurnFigures {
  readonly name: string;
  /** The same read on the bare Fastify + pg server running the product's SQL, when it was measured beside it. */
  readonly sqlCeiling?: Row;
}

const load = () => loadavg()[0]?.toFixed(1) ?? '?';
const summary = (name: string, results: readonly Result[]): Row => ({ name, ...medianTurn(results) });

const report = (row: Row) => {
  process.stdout.write(
    `  ${row.name}: ${Math.round(row.requestsPerSecond)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, falhas ${row.failures}\n`,
  );
  return row;
};

async function drive(url: string, pathname: string, token: string, connections: number, duration: number) {
  return autocannon({
    url,
    connections,
    duration,
    timeout: 30,
    requests: [{ method: 'GET', path: pathname, headers: { authorization: `Bearer ${token}` } }],
  });
}

async function measure(url: string, name: string, pathname: string, token: string): Promise<Row> {
  await drive(url, pathname, token, CONNECTIONS, WARMUP_S);
  return report(summary(name, [await drive(url, pathname, token, CONNECTIONS, DURATION_S)]));
}

/** A read beside the same SQL on the bare Fastify + pg server, in alternating turns (ceiling first). */
async function measureBesideSqlCeiling(
  url: string,
  ceilingUrl: string,
  name: string,
  pathname: string,
  token: string,
): Promise<Row> {
  const { ceiling, product } = await alternatingTurns(
    (target, seconds) => drive(target, pathname, token, CONNECTIONS, seconds),
    ceilingUrl,
    url,
    { warmupSeconds: WARMUP_S, seconds: DURATION_S, turns: TURNS },
  );
  const sqlCeiling = report({ name: `*SQL ceiling: ${name}*`, ...ceiling });
  return { ...report({ name, ...product }), sqlCeiling };
}

async function getJson<T>(url: string, token?: string, body?: object): Promise<T> {
  const response = await fetch(url, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Starts the product server on prepared data, logs in as the demo customer, runs `work`, stops the server. */
async function withServer<T>(
  dataDir: string,
  databaseUrl: string | undefined,
  data: BenchData,
  work: (url: string, token: string) => Promise<T>,
): Promise<T> {
  const server = await startProductServer({
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    quiet: true,
    env: {
      NODE_ENV: 'production',
      ...(process.env.BENCH_SERVER_NODE_OPTIONS
        ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS }
        : {}),
    },
  });
  try {
    const { token } = await getJson<{ token: string }>(`${server.url}/api/auth/login`, undefined, {
      email: data.email,
      senha: data.senha,
    });
    return await work(server.url, token);
  } finally {
    await server.stop();
  }
}

/**
 * The kanban's three reads at 50 connections; the page read continues the month's largest column. The boards
 * run beside the same SQL on a bare Fastify + pg server on the same database.
 */
async function kanbanReads(
  url: string,
  token: string,
  productId: number,
  databaseUrl: string | undefined,
): Promise<Row[]> {
  if (!databaseUrl) throw new Error('as leituras do kanban são medidas no PostgreSQL');
  const board = `/api/followup/kanban/${productId}`;
  const { kanban } = await getJson<{
    kanban: { ultimo_step: number; total: number; cursor: string | null }[];
  }>(`${url}${board}?periodo=mes_atual`, token);
  const largest = [...kanban].sort((a, b) => b.total - a.total)[0];
  if (!largest?.cursor) throw new Error('a maior coluna do mês não tem página seguinte');
  process.stdout.write(
    `  mes_atual: ${kanban.reduce((sum, g) => sum + g.total, 0)} leads em ${kanban.length} colunas\n`,
  );
  // What this machine serves at best in the same run: a bare Fastify route, in its own process as the server is.
  const ceiling = await startCeiling();
  const bare = await measure(ceiling.url, '*ceiling: bare Fastify GET /*', '/', token).finally(() =>
    ceiling.stop(),
  );
  const sqlCeiling = await startCeiling(databaseUrl);
  try {
    return [
      bare,
      await measureBesideSqlCeiling(
        url,
        sqlCeiling.url,
        'board, mes_atual',
        `${board}?periodo=mes_atual`,
        token,
      ),
      await measureBesideSqlCeiling(
        url,
        sqlCeiling.url,
        'board, mes_anterior',
        `${board}?periodo=mes_anterior`,
        token,
      ),
      await measure(
        url,
        'load more (next page of the largest column, mes_atual)',
        `${board}/etapas/${largest.ultimo_step}?periodo=mes_atual&cursor=${largest.cursor}`,
        token,
      ),
    ];
  } finally {
    await sqlCeiling.stop();
  }
}

/** PGlite: the products list's p99 alone, then with kanban loads of the month running alongside. */
async function cheapReadBesideKanban(url: string, token: string, productId: number): Promise<Row[]> {
  const cheap = '/api/products/list';
  const heavy = `/api/followup/kanban/${productId}?periodo=mes_atual`;
  await drive(url, cheap, token, SIDE_CONNECTIONS, WARMUP_S);
  const alone = await drive(url, cheap, token, SIDE_CONNECTIONS, DURATION_S);
  const [beside, kanban] = await Promise.all([
    drive(url, cheap, token, SIDE_CONNECTIONS, DURATION_S),
    drive(url, heavy, token, SIDE_CONNECTIONS, DURATION_S),
  ]);
  return [
    report(summary(`products list alone (${SIDE_CONNECTIONS} conn.)`, [alone])),
    report(
      summary(`products list beside kanban loads (${SIDE_CONNECTIONS} + ${SIDE_CONNECTIONS} conn.)`, [
        beside,
      ]),
    ),
    report(summary('the kanban loads alongside (board, mes_atual)', [kanban])),
  ];
}

async function onDatabase<T>(
  label: string,
  databaseUrl: string | undefined,
  work: (url: string, token: string, productId: number, databaseUrl: string | undefined) => Promise<T>,
): Promise<T> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'agente-bench-kanban-'));
  try {
    process.stdout.write(`\n${label}: preparando um produto com ${LEADS.toLocaleString('pt-BR')} leads…\n`);
    const data = await prepareBenchData(dataDir, databaseUrl, { customers: 1, demoProductLeads: LEADS });
    return await withServer(dataDir, databaseUrl, data, (url, token) =>
      work(url, token, data.productId, databaseUrl),
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const tableRow = ({ name, requestsPerSecond, p50, p99, failures }: Row) =>
  `| ${name} | ${Math.round(requestsPerSecond)} | ${p50} | ${p99} | ${failures} |`;
const TABLE_HEAD = '| Read | req/s | p50 ms | p99 ms | failures |\n| --- | ---: | ---: | ---: | ---: |';

const percentOf = (row: Row, ceiling: Row) =>
  `${((100 * row.requestsPerSecond) / ceiling.requestsPerSecond).toFixed(2)}%`;

/**
 * As tableRow, with each read's rate as a share of the bare route's (the figure that holds from one host to
 * another) and, for a read measured beside the same SQL on bare Fastify + pg, its rate and p99 against that.
 * The SQL ceiling's own row comes first.
 */
const tableRowsBeside = (bare: Row) => (row: Row) => {
  const line = (r: Row, sql: string) => `${tableRow(r)} ${percentOf(r, bare)} | ${sql} |`;
  const { sqlCeiling } = row;
  if (!sqlCeiling) return [line(row, '—')];
  return [
    line(sqlCeiling, '—'),
    line(row, `${percentOf(row, sqlCeiling)}, p99 ${(row.p99 / sqlCeiling.p99).toFixed(2)}×`),
  ];
};
const TABLE_HEAD_BESIDE =
  '| Read | req/s | p50 ms | p99 ms | failures | req/s as % of the bare route | vs the same SQL on bare Fastify + pg |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |';

async function main(): Promise<void> {
  const loadAtStart = load();
  const sections: string[] = [];
  const postgresUrl = process.env.DATABASE_URL?.trim();
  if (postgresUrl) {
    const fresh = await freshPostgresDatabase(postgresUrl);
    try {
      const rows = await onDatabase('PostgreSQL', fresh.url, kanbanReads);
      const [bare, ...reads] = rows;
      if (!bare) throw new Error('a medição do teto não voltou');
      const misses = reads.filter((row) => row.p99 >= P99_GOAL_MS).map((row) => row.name);
      const sqlMisses = reads.flatMap((row) =>
        row.sqlCeiling && row.sqlCeiling.p99 >= P99_GOAL_MS ? [row.sqlCeiling.name] : [],
      );
      sections.push(
        `PostgreSQL, ${CONNECTIONS} connections, ${DURATION_S} s per row after a ${WARMUP_S} s warm-up; a board and its SQL ceiling (the product's statement, prepared as the product prepares it, run by a bare Fastify + pg server with a pool of 10 on the same database) take ${TURNS} turns each in alternation, each side's figures its median turn's:\n\n${TABLE_HEAD_BESIDE}\n${rows.flatMap(tableRowsBeside(bare)).join('\n')}\n\nGoal p99 < ${P99_GOAL_MS} ms: ${misses.length === 0 ? 'met by every read' : `missed by ${misses.join('; ')}`}.${sqlMisses.length === 0 ? '' : ` The same SQL on bare Fastify + pg misses it too: ${sqlMisses.join('; ')}.`}`,
      );
    } finally {
      await fresh.drop();
    }
  } else {
    process.stdout.write('\nDATABASE_URL não definida: a parte PostgreSQL foi pulada.\n');
  }
  const side = await onDatabase('PGlite', undefined, cheapReadBesideKanban);
  sections.push(
    `PGlite (embedded, one connection), a cheap read beside the month's board loads:\n\n${TABLE_HEAD}\n${side.map(tableRow).join('\n')}`,
  );
  const intro = `A product with ${LEADS.toLocaleString('en-US')} leads spread evenly over the last 365 days across 7 steps (the demo customer's; seeded as bench:api does), server started as in production. Each board answers every column's count and its first ${KANBAN_FIRST_PAGE_SIZE} leads; "load more" is one further page of ${KANBAN_PAGE_SIZE}. Machine load average (1 min) ${loadAtStart} at the start and ${load()} at the end (2 cores shared with autocannon and other work).`;
  const body = [intro, ...sections].join('\n\n');
  process.stdout.write(`\n${body}\n`);
  if (DRY_RUN) return;
  await appendBenchmarkSection('Kanban', COMMAND, body);
  process.stdout.write('\nGravado em docs/benchmarks.md (seção Kanban).\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
