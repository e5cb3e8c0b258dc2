/**
 * `npm run bench:api`: the product's server on the demo data grown to 10 customers × 10k leads, driven by
 * autocannon at 50 and 200 connections for 10 s each on five endpoints, next to two ceilings measured in the same
 * run: a bare Fastify route, and (PostgreSQL) a bare Fastify + pg server running the same SQL as the products
 * list, the dashboard and the flow read. PGlite always; PostgreSQL too when DATABASE_URL is set (a fresh database
 * is created on that server and dropped afterwards). Prints one markdown table and writes it into the 'API'
 * section of docs/benchmarks.md.
 *
 * Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:api [-- --duration=10] [--dry-run]
 *   [--databases=pglite,postgres] [--endpoints=products,kanban,dashboard,flow,login] [--connections=50,200]
 *   [--rounds=4]
 * (--dry-run prints the table without writing docs/benchmarks.md; so does any run narrowed by the three list
 * flags. BENCH_SERVER_NODE_OPTIONS reaches the product's server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Request, type Result } from 'autocannon';
import { freshPostgresDatabase, startProductServer } from '../lib/productServer.ts';
import { type BenchData, CUSTOMERS, LEADS_PER_CUSTOMER, prepareBenchData } from './api/benchData.ts';
import { startCeiling } from './api/ceiling.ts';
import { aimLines, type Measurement, markdownTable } from './api/table.ts';
import { appendBenchmarkSection } from './report.ts';
import { medianTurn } from './stats.ts';
import { alternatingTurns } from './turns.ts';

const COMMAND = 'npm run bench:api';
const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
const list = (name: string) =>
  option(name)
    ?.split(',')
    .map((item) => item.trim());
const DURATION_S = Number(option('duration') ?? 10);
const CONNECTIONS = (list('connections') ?? ['50', '200']).map(Number);
const DATABASES = list('databases') ?? ['pglite', 'postgres'];
const ENDPOINTS = list('endpoints');
/** A run narrowed by flags is for iterating: it prints its table but leaves docs/benchmarks.md alone. */
const PARTIAL = Boolean(option('connections') || option('databases') || ENDPOINTS);
const DRY_RUN = args.includes('--dry-run') || PARTIAL;
const WARMUP_S = 2;
/** An endpoint and its SQL ceiling take turns this many times, each turn a share of the row's duration. */
const ROUNDS = Math.max(1, Number(option('rounds') ?? 4));

interface Target {
  /** What --endpoints= names it by. */
  readonly key: string;
  readonly endpoint: string;
  readonly request: Request;
  /** The bare Fastify + pg server runs the same SQL on the same path. */
  readonly sqlCeiling: boolean;
}

let nextIp = 0;
/** A new client address per login: the per-IP limit (60/min) is for attackers, not for this load. */
function clientIp(): string {
  nextIp += 1;
  return `10.${(nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp & 255}`;
}

function targets(data: BenchData, token: string): Target[] {
  const auth = { authorization: `Bearer ${token}` };
  const all: Target[] = [
    {
      key: 'products',
      endpoint: 'GET /api/products/list',
      request: { method: 'GET', path: '/api/products/list', headers: auth },
      sqlCeiling: true,
    },
    {
      key: 'kanban',
      endpoint: 'GET /api/followup/kanban/{id}?periodo=mes_atual',
      request: {
        method: 'GET',
        path: `/api/followup/kanban/${data.productId}?periodo=mes_atual`,
        headers: auth,
      },
      sqlCeiling: false,
    },
    {
      key: 'dashboard',
      endpoint: 'GET /api/contador/dashboard',
      request: { method: 'GET', path: '/api/contador/dashboard', headers: auth },
      sqlCeiling: true,
    },
    {
      key: 'flow',
      endpoint: 'GET /api/products/{id}/fluxo',
      request: { method: 'GET', path: `/api/products/${data.productId}/fluxo`, headers: auth },
      sqlCeiling: true,
    },
    {
      key: 'login',
      endpoint: 'POST /api/auth/login',
      request: {
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: data.email, senha: data.senha }),
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': clientIp() },
        }),
      },
      sqlCeiling: false,
    },
  ];
  // In the order --endpoints names them, so the order's own effect (a server just started) can be checked.
  return ENDPOINTS ? ENDPOINTS.flatMap((key) => all.filter((target) => target.key === key)) : all;
}

/**
 * One autocannon run, then one more request of the same kind: it is answered only once the server has worked
 * through what the run left queued, so the next row does not pay for this one.
 */
async function drive(url: string, request: Request, connections: number, duration: number): Promise<Result> {
  const result = await autocannon({ url, connections, duration, requests: [request], timeout: 30 });
  const settle = request.setupRequest ? request.setupRequest(request) : request;
  await fetch(`${url}${settle.path ?? '/'}`, {
    method: settle.method ?? 'GET',
    ...(settle.headers ? { headers: settle.headers } : {}),
    ...(settle.body ? { body: settle.body } : {}),
  });
  return result;
}

type RowKey = Pick<Measurement, 'database' | 'endpoint' | 'role' | 'connections'>;

/** One row from its turns: the median turn's rate and percentiles, the failures of all of them. */
function combine(row: RowKey, results: readonly Result[]): Measurement {
  return { ...row, ...medianTurn(results) };
}

function report(row: Measurement): Measurement {
  process.stdout.write(
    `  ${row.role === 'product' ? '' : `[${row.role}] `}${row.endpoint} @${row.connections}: ${Math.round(row.requestsPerSecond)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, falhas ${row.failures}\n`,
  );
  return row;
}

async function measure(row: RowKey, url: string, request: Request): Promise<Measurement> {
  await drive(url, request, row.connections, WARMUP_S);
  return report(combine(row, [await drive(url, request, row.connections, DURATION_S)]));
}

/** An endpoint beside its SQL ceiling, in alternating turns (ceiling first); returns [ceiling, endpoint]. */
async function measurePair(
  row: Omit<RowKey, 'role'>,
  ceilingUrl: string,
  url: string,
  request: Request,
): Promise<[Measurement, Measurement]> {
  const { ceiling, product } = await alternatingTurns(
    (target, seconds) => drive(target, request, row.connections, seconds),
    ceilingUrl,
    url,
    { warmupSeconds: WARMUP_S, seconds: DURATION_S, turns: ROUNDS },
  );
  return [report({ ...row, role: 'sql', ...ceiling }), report({ ...row, role: 'product', ...product })];
}

async function login(url: string, data: BenchData): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: data.email, senha: data.senha }),
  });
  if (!response.ok) throw new Error(`login falhou: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * One database: the bare route, then each endpoint at each connection count — on PostgreSQL right after the bare
 * Fastify + pg server running its SQL, so both see the same load on the machine.
 */
async function benchDatabase(database: string, databaseUrl: string | undefined): Promise<Measurement[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'agente-bench-api-'));
  process.stdout.write(`\n${database}: preparando ${CUSTOMERS} clientes × ${LEADS_PER_CUSTOMER} leads…\n`);
  try {
    const data = await prepareBenchData(dataDir, databaseUrl);
    const measurements: Measurement[] = [];
    const ceiling = await startCeiling();
    try {
      for (const connections of CONNECTIONS) {
        const row = { database, endpoint: 'bare Fastify GET /', role: 'bare', connections } as const;
        measurements.push(await measure(row, ceiling.url, { method: 'GET', path: '/' }));
      }
    } finally {
      await ceiling.stop();
    }
    const server = await startProductServer({
      dataDir,
      ...(databaseUrl ? { databaseUrl } : {}),
      quiet: true,
      env: {
        NODE_ENV: 'production',
        TRUST_PROXY: 'true',
        ...(process.env.BENCH_SERVER_NODE_OPTIONS
          ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS }
          : {}),
      },
    });
    // PGlite allows one process per data folder: the SQL ceiling runs on PostgreSQL only.
    const sqlCeiling = databaseUrl ? await startCeiling(databaseUrl) : undefined;
    try {
      const token = await login(server.url, data);
      // A server just started is still compiling its hot code (and the product's finishes its start-up work):
      // every read is driven once before any row is measured, so the first row does not pay for it. Logins are
      // left out: they would only queue scrypt work behind the rows that follow.
      for (const target of targets(data, token).filter((t) => t.request.method === 'GET')) {
        const first = CONNECTIONS[0] ?? 50;
        if (sqlCeiling && target.sqlCeiling) await drive(sqlCeiling.url, target.request, first, WARMUP_S);
        await drive(server.url, target.request, first, WARMUP_S);
      }
      for (const target of targets(data, token)) {
        for (const connections of CONNECTIONS) {
          const row = { database, endpoint: target.endpoint, connections } as const;
          if (sqlCeiling && target.sqlCeiling) {
            measurements.push(...(await measurePair(row, sqlCeiling.url, server.url, target.request)));
          } else {
            measurements.push(await measure({ ...row, role: 'product' }, server.url, target.request));
          }
        }
      }
    } finally {
      await sqlCeiling?.stop();
      await server.stop();
    }
    return measurements;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const load = () => loadavg()[0]?.toFixed(1) ?? '?';

async function main(): Promise<void> {
  const loadAtStart = load();
  const measurements = DATABASES.includes('pglite') ? await benchDatabase('PGlite', undefined) : [];
  const postgresUrl = process.env.DATABASE_URL?.trim();
  if (postgresUrl && DATABASES.includes('postgres')) {
    const fresh = await freshPostgresDatabase(postgresUrl);
    try {
      measurements.push(...(await benchDatabase('PostgreSQL', fresh.url)));
    } finally {
      await fresh.drop();
    }
  } else {
    process.stdout.write('\nDATABASE_URL não definida: só o PGlite foi medido.\n');
  }
  const table = markdownTable(measurements);
  const intro = [
    `Demo data grown to ${CUSTOMERS} customers × ${LEADS_PER_CUSTOMER.toLocaleString('en-US')} leads (spread over the last 365 days); autocannon, ${DURATION_S} s per row after a ${WARMUP_S} s warm-up, server started as in production (NODE_ENV=production, logs at warn) on this 2-core machine shared with the load generator.`,
    'Requests act as the demo customer (kanban of its 10k-lead product, `mes_atual`); each login comes from a new X-Forwarded-For address (TRUST_PROXY=true), so the per-IP limit stays out of the way and every login runs scrypt (N=2^15, about 50 ms of CPU by design).',
    '"vs bare route" is a row\'s req/s over the bare Fastify route\'s at the same connection count; "vs SQL ceiling" is the endpoint\'s req/s over that of a bare Fastify + pg server (pool of 10, as the product\'s) running the same SQL — the bearer session lookup included — on the same database, measured just before it, and "p99 ×" its p99 over that server\'s (PostgreSQL only: PGlite admits one process per data folder).',
    `Machine load average (1 min) ${loadAtStart} at the start and ${load()} at the end: other work on the machine takes CPU from both the server and autocannon, so compare rows of one run rather than runs.`,
  ].join(' ');
  const body = `${intro}\n\n${table}\n\n${aimLines(measurements).join('\n')}`;
  process.stdout.write(`\n${table}\n\n${aimLines(measurements).join('\n')}\n`);
  if (DRY_RUN) return;
  await appendBenchmarkSection('API', COMMAND, body);
  process.stdout.write('\nGravado em docs/benchmarks.md (seção API).\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
