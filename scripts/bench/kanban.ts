/**
 * `npm run bench:kanban`: the kanban of a 100k-lead product (spread over the last year) as the panel reads it —
 * the board's first load in `mes_atual` and `mes_anterior` and a column's "load more" page — at 50 connections
 * for 10 s each on PostgreSQL (DATABASE_URL; a fresh database is created there and dropped afterwards). Then, on
 * the embedded PGlite, the p99 of a cheap read (products list) alone and while kanban loads run alongside, to show
 * whether one heavy request freezes the others. Writes the 'Kanban' section of docs/benchmarks.md.
 *
 * Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:kanban [-- --duration=10] [--dry-run]
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

interface Row {
  readonly name: string;
  readonly result: Result;
}

const load = () => loadavg()[0]?.toFixed(1) ?? '?';
const failures = (result: Result) => result.non2xx + result.errors + result.timeouts;

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
  const result = await drive(url, pathname, token, CONNECTIONS, DURATION_S);
  process.stdout.write(
    `  ${name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, falhas ${failures(result)}\n`,
  );
  return { name, result };
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
    env: { NODE_ENV: 'production' },
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

/** The kanban's three reads at 50 connections; the page read continues the month's largest column. */
async function kanbanReads(url: string, token: string, productId: number): Promise<Row[]> {
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
  return [
    bare,
    await measure(url, 'board, mes_atual', `${board}?periodo=mes_atual`, token),
    await measure(url, 'board, mes_anterior', `${board}?periodo=mes_anterior`, token),
    await measure(
      url,
      'load more (next page of the largest column, mes_atual)',
      `${board}/etapas/${largest.ultimo_step}?periodo=mes_atual&cursor=${largest.cursor}`,
      token,
    ),
  ];
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
  const rows = [
    { name: `products list alone (${SIDE_CONNECTIONS} conn.)`, result: alone },
    {
      name: `products list beside kanban loads (${SIDE_CONNECTIONS} + ${SIDE_CONNECTIONS} conn.)`,
      result: beside,
    },
    { name: `the kanban loads alongside (board, mes_atual)`, result: kanban },
  ];
  for (const { name, result } of rows) {
    process.stdout.write(`  ${name}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms\n`);
  }
  return rows;
}

async function onDatabase<T>(
  label: string,
  databaseUrl: string | undefined,
  work: (url: string, token: string, productId: number) => Promise<T>,
): Promise<T> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'agente-bench-kanban-'));
  try {
    process.stdout.write(`\n${label}: preparando um produto com ${LEADS.toLocaleString('pt-BR')} leads…\n`);
    const data = await prepareBenchData(dataDir, databaseUrl, { customers: 1, demoProductLeads: LEADS });
    return await withServer(dataDir, databaseUrl, data, (url, token) => work(url, token, data.productId));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const tableRow = ({ name, result }: Row) =>
  `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${failures(result)} |`;
const TABLE_HEAD = '| Read | req/s | p50 ms | p99 ms | failures |\n| --- | ---: | ---: | ---: | ---: |';

/** As tableRow, with each read's rate as a share of the ceiling's: the figure that holds from one host to another. */
const tableRowBeside = (ceiling: Result) => (row: Row) =>
  `${tableRow(row)} ${((100 * row.result.requests.average) / ceiling.requests.average).toFixed(2)}% |`;
const TABLE_HEAD_BESIDE =
  '| Read | req/s | p50 ms | p99 ms | failures | req/s as % of the ceiling |\n| --- | ---: | ---: | ---: | ---: | ---: |';

async function main(): Promise<void> {
  const loadAtStart = load();
  const sections: string[] = [];
  const postgresUrl = process.env.DATABASE_URL?.trim();
  if (postgresUrl) {
    const fresh = await freshPostgresDatabase(postgresUrl);
    try {
      const rows = await onDatabase('PostgreSQL', fresh.url, kanbanReads);
      const ceiling = rows[0]?.result;
      if (!ceiling) throw new Error('a medição do teto não voltou');
      const misses = rows
        .slice(1)
        .filter((row) => row.result.latency.p99 >= P99_GOAL_MS)
        .map((row) => row.name);
      sections.push(
        `PostgreSQL, ${CONNECTIONS} connections, ${DURATION_S} s per row after a ${WARMUP_S} s warm-up:\n\n${TABLE_HEAD_BESIDE}\n${rows.map(tableRowBeside(ceiling)).join('\n')}\n\nGoal p99 < ${P99_GOAL_MS} ms: ${misses.length === 0 ? 'met by every read' : `missed by ${misses.join('; ')}`}.`,
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
