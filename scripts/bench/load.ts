/**
 * `npm run bench:load`: CUSTOMERS simulated customers at once for DURATION seconds, each doing the
 * panel's real call mix one request after another (dashboard, products, flow reads and edits, reorders, kanban
 * with tag changes, uploads of a small image) against the server on a fresh PostgreSQL database. Prints
 * throughput, p50/p99 per operation, the error count and the server's peak memory (RSS), and writes them into
 * the 'Load' section of docs/benchmarks.md.
 *
 * Usage: npm run bench:load [-- --customers=200 --duration=60 --think=1000]   (PostgreSQL from DATABASE_URL or TEST_DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/test; a fresh database is created there and dropped afterwards)
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freshPostgresDatabase, ROOT, startProductServer } from '../lib/productServer.ts';
import { type LoadCustomer, prepareLoadData, STEPS_PER_PRODUCT } from './load/loadData.ts';
import { appendBenchmarkSection } from './report.ts';
import { percentile, rssMegabytes } from './stats.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const CUSTOMERS = option('customers', 200);
const DURATION_S = option('duration', 60);
// A person in the panel reads between clicks: each customer waits THINK_MS (± half) between calls.
// --think=0 turns the run into a saturation test (every customer fires back to back).
const THINK_MS = option('think', 1000);
// The first seconds (JIT, connection pool filling) are run but not counted, as the API benchmark's warm-up.
const WARMUP_S = option('warmup', 5);
const RSS_SAMPLE_MS = 500;
const BASE_DATABASE_URL =
  process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TAGS = ['LEAD NOVO', 'COMPRA EFETUADA', 'RETORNAR CONTATO', 'CANCELADO'] as const;
const PERIODS = ['hoje', 'ultimos_7', 'mes_atual'] as const;
const IMAGE = readFileSync(path.join(ROOT, 'apps/server/assets/demo/produto.png'));

type Call = (base: string, customer: LoadCustomer, auth: Record<string, string>) => Promise<Response>;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const json = (method: string, body: unknown) => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** The panel's call mix: [name, weight, call]. */
const OPERATIONS: readonly [string, number, Call][] = [
  ['GET dashboard', 15, (b, _c, auth) => fetch(`${b}/api/contador/dashboard`, { headers: auth })],
  ['GET products/list', 10, (b, _c, auth) => fetch(`${b}/api/products/list`, { headers: auth })],
  ['GET fluxo', 15, (b, c, auth) => fetch(`${b}/api/products/${c.productId}/fluxo`, { headers: auth })],
  [
    'PUT fluxo step',
    10,
    (b, c, auth) => {
      const init = json('PUT', { texto: `Olá! Etapa editada às ${new Date().toISOString()}` });
      return fetch(`${b}/api/products/${c.productId}/fluxo/${pick(c.stepIds)}`, {
        ...init,
        headers: { ...init.headers, ...auth },
      });
    },
  ],
  [
    'PUT fluxo reorder',
    5,
    async (b, c, auth) => {
      const listed = await fetch(`${b}/api/products/${c.productId}/fluxo`, { headers: auth });
      const { fluxo } = (await listed.json()) as { fluxo: { id: number; posicao: number }[] };
      const swap = Math.floor(Math.random() * (STEPS_PER_PRODUCT - 1));
      const steps = fluxo.map((step, i) => ({
        id: step.id,
        posicao: i === swap ? swap + 2 : i === swap + 1 ? swap + 1 : i + 1,
      }));
      const init = json('PUT', { steps });
      return fetch(`${b}/api/products/${c.productId}/fluxo/reorder`, {
        ...init,
        headers: { ...init.headers, ...auth },
      });
    },
  ],
  [
    'GET kanban',
    20,
    (b, c, auth) =>
      fetch(`${b}/api/followup/kanban/${c.productId}?periodo=${pick(PERIODS)}`, { headers: auth }),
  ],
  [
    'PUT etiqueta',
    15,
    (b, c, auth) => {
      const init = json('PUT', { etiqueta: pick(TAGS) });
      return fetch(`${b}/api/followup/${pick(c.leadIds)}/etiqueta`, {
        ...init,
        headers: { ...init.headers, ...auth },
      });
    },
  ],
  [
    'POST upload + DELETE',
    10,
    async (b, c, auth) => {
      const form = new FormData();
      form.append('tipo', 'imagem');
      form.append('titulo', 'Foto do produto');
      form.append('id_produto', String(c.productId));
      form.append('arquivo', new Blob([new Uint8Array(IMAGE)], { type: 'image/png' }), 'produto.png');
      const uploaded = await fetch(`${b}/api/midias/upload`, { method: 'POST', headers: auth, body: form });
      if (uploaded.status !== 201) return uploaded;
      const { media } = (await uploaded.json()) as { media: { id: number } };
      return fetch(`${b}/api/midias/${media.id}`, { method: 'DELETE', headers: auth });
    },
  ],
];
const TOTAL_WEIGHT = OPERATIONS.reduce((sum, [, weight]) => sum + weight, 0);

function chooseOperation(): (typeof OPERATIONS)[number] {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const operation of OPERATIONS) {
    roll -= operation[1];
    if (roll < 0) return operation;
  }
  return OPERATIONS[0] as (typeof OPERATIONS)[number];
}

async function main(): Promise<void> {
  const database = await freshPostgresDatabase(BASE_DATABASE_URL);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'agente-load-'));
  try {
    console.log(`Preparando ${CUSTOMERS} clientes…`);
    const customers = await prepareLoadData(database.url, CUSTOMERS);
    const server = await startProductServer({ dataDir, databaseUrl: database.url, quiet: true });
    const pid = server.process.pid ?? 0;
    // Other work on the machine takes CPU from the server and the load generator alike: say how much there was.
    const loadAtStart = loadavg()[0] ?? 0;
    const latencies = new Map<string, number[]>(OPERATIONS.map(([name]) => [name, []]));
    const errors = new Map<string, number>();
    let peakRss = await rssMegabytes(pid);
    const startRss = peakRss;
    const sampler = setInterval(() => {
      void rssMegabytes(pid).then((rss) => {
        peakRss = Math.max(peakRss, rss);
      });
    }, RSS_SAMPLE_MS);

    console.log(
      `${CUSTOMERS} clientes simultâneos por ${DURATION_S} s em ${server.url} (pausa média entre chamadas: ${THINK_MS} ms)…`,
    );
    const countFrom = Date.now() + WARMUP_S * 1000;
    const deadline = countFrom + DURATION_S * 1000;
    const customerLoop = async (customer: LoadCustomer) => {
      const auth = { authorization: `Bearer ${customer.token}` };
      // People do not click in step: each customer starts somewhere within one pause.
      await sleep(THINK_MS * Math.random());
      while (Date.now() < deadline) {
        const [name, , call] = chooseOperation();
        const started = performance.now();
        try {
          const response = await call(server.url, customer, auth);
          await response.arrayBuffer();
          if (response.status >= 400) errors.set(name, (errors.get(name) ?? 0) + 1);
        } catch {
          errors.set(name, (errors.get(name) ?? 0) + 1);
        }
        if (Date.now() >= countFrom) latencies.get(name)?.push(performance.now() - started);
        if (THINK_MS > 0) await sleep(THINK_MS * (0.5 + Math.random()));
      }
    };
    await Promise.all(customers.map(customerLoop));
    clearInterval(sampler);
    const endRss = await rssMegabytes(pid);
    await server.stop();

    const rows = OPERATIONS.map(([name]) => {
      const sorted = [...(latencies.get(name) ?? [])].sort((a, b) => a - b);
      return `| ${name} | ${sorted.length} | ${(sorted.length / DURATION_S).toFixed(1)} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${errors.get(name) ?? 0} |`;
    });
    const all = [...latencies.values()].flat().sort((a, b) => a - b);
    const errorCount = [...errors.values()].reduce((sum, n) => sum + n, 0);
    const table = [
      '| operation | requests | req/s | p50 ms | p99 ms | errors |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      ...rows,
      `| **all** | ${all.length} | ${(all.length / DURATION_S).toFixed(1)} | ${percentile(all, 50).toFixed(1)} | ${percentile(all, 99).toFixed(1)} | ${errorCount} |`,
    ].join('\n');
    const machine = `Machine load average (1 min): ${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end.`;
    const memory = `Server RSS: ${startRss.toFixed(0)} MB at start, ${peakRss.toFixed(0)} MB peak, ${endRss.toFixed(0)} MB at the end (aim: under 300 MB).`;
    const aims = `Aims: zero errors (${errorCount === 0 ? 'met' : `missed: ${errorCount}`}), p99 < 100 ms (${percentile(all, 99) < 100 ? 'met' : 'missed'}).`;
    console.log(`\n${table}\n\n${memory}\n${machine}\n${aims}`);
    await appendBenchmarkSection(
      'Load (PostgreSQL, simulated customers)',
      `npm run bench:load -- --customers=${CUSTOMERS} --duration=${DURATION_S} --think=${THINK_MS}`,
      `${CUSTOMERS} customers at once for ${DURATION_S} s, each sending the panel's call mix (after a ${WARMUP_S} s warm-up that is run but not counted; errors count throughout) ${THINK_MS > 0 ? `with a pause of ${THINK_MS} ms ± 50 % between calls (a person reading the screen)` : 'back to back (no think time: a saturation run)'} to the server on a fresh PostgreSQL database; "POST upload + DELETE" uploads a 2 kB PNG and deletes it. Load generator and server share the 2 cores.\n\n${table}\n\n${memory}\n\n${machine}\n\n${aims}`,
    );
  } finally {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
