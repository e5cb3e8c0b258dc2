/**
 * `npm run bench:kanban:hold`: how long one kanban read holds the event loop on the embedded PGlite, which runs
 * its queries in the server's own thread. The app is built in this process on a product of the demo customer
 * with, in turn, only the demo's seeded leads (as `npm start` leaves them) and 10k and 100k leads over a year;
 * each read runs alone, one at a time, while a 1 ms timer notes the longest stretch it could not run.
 *
 * Writes the 'PGlite event loop (kanban reads)' section of docs/benchmarks.md.
 *
 * Usage: npm run bench:kanban:hold [-- --repeat=20] [--dry-run]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../../apps/server/src/app.ts';
import { openPgliteStore } from '../../../apps/server/src/db/database.ts';
import { benchDeps, prepareBenchData } from '../api/benchData.ts';
import { appendBenchmarkSection } from '../report.ts';

const COMMAND = 'npm run bench:kanban:hold';
const REPEAT = Number(
  process.argv.find((arg) => arg.startsWith('--repeat='))?.slice('--repeat='.length) ?? 20,
);
const DRY_RUN = process.argv.includes('--dry-run');
const SIZES = [0, 10_000, 100_000] as const;
/** The event loop held longer than this by one read freezes every other request noticeably. */
const HOLD_LIMIT_MS = 100;

/** Longest gap between ticks of a 1 ms timer while `work` runs, minus the timer's own period. */
async function longestHold(work: () => Promise<unknown>): Promise<{ holdMs: number; wallMs: number }> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - 1);
    last = now;
  }, 1);
  const start = performance.now();
  await work();
  const wallMs = performance.now() - start;
  clearInterval(timer);
  longest = Math.max(longest, performance.now() - last - 1);
  return { holdMs: longest, wallMs };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measureSize(extraLeads: number): Promise<string[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'agente-bench-hold-'));
  try {
    const data = await prepareBenchData(dataDir, undefined, { customers: 1, demoProductLeads: extraLeads });
    const deps = benchDeps(openPgliteStore(join(dataDir, 'pgdata')), dataDir, { NODE_ENV: 'production' });
    const { db } = deps;
    const app = await buildApp(deps);
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: data.email, senha: data.senha },
      });
      const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
      const board = `/api/followup/kanban/${data.productId}`;
      const first = await app.inject({ url: `${board}?periodo=mes_atual`, headers });
      const columns = first.json<{
        kanban: { ultimo_step: number; total: number; cursor: string | null }[];
      }>().kanban;
      const largest = [...columns].sort((a, b) => b.total - a.total)[0];
      const reads = [
        ['board, mes_atual', `${board}?periodo=mes_atual`],
        ['board, mes_anterior', `${board}?periodo=mes_anterior`],

        ...(largest?.cursor
          ? [
              [
                'load more, mes_atual',
                `${board}/etapas/${largest.ultimo_step}?periodo=mes_atual&cursor=${largest.cursor}`,
              ],
            ]
          : []),
      ] as const;
      const leads = columns.reduce((sum, column) => sum + column.total, 0);
      const size = extraLeads === 0 ? 'demo as seeded' : `demo + ${extraLeads.toLocaleString('en-US')} leads`;
      process.stdout.write(`\n${size} (mes_atual: ${leads} leads in ${columns.length} columns)\n`);
      const rows: string[] = [];
      for (const [name, url] of reads) {
        const holds: number[] = [];
        const walls: number[] = [];
        // The first read of a size also compiles code and plans: noted apart from the steady figures.
        let firstHoldMs = 0;
        for (let i = 0; i <= REPEAT; i += 1) {
          const { holdMs, wallMs } = await longestHold(async () => {
            const response = await app.inject({ url, headers });
            if (response.statusCode !== 200)
              throw new Error(`${url}: ${response.statusCode} ${response.body}`);
          });
          if (i === 0) {
            firstHoldMs = holdMs;
            continue;
          }
          holds.push(holdMs);
          walls.push(wallMs);
        }
        const longest = Math.max(...holds);
        process.stdout.write(
          `  ${name}: event loop held up to ${longest.toFixed(1)} ms (median ${median(holds).toFixed(1)} ms), first read ${firstHoldMs.toFixed(1)} ms; request ${median(walls).toFixed(1)} ms median\n`,
        );
        rows.push(
          `| ${size} | ${name} | ${leads.toLocaleString('en-US')} | ${firstHoldMs.toFixed(0)} | ${median(holds).toFixed(0)} | ${longest.toFixed(0)} | ${Math.max(longest, firstHoldMs) <= HOLD_LIMIT_MS ? '✓' : '⚠'} |`,
        );
      }
      return rows;
    } finally {
      await app.close();
      await db.destroy();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const load = () => loadavg()[0]?.toFixed(1) ?? '?';
const loadAtStart = load();
const rows: string[] = [];
for (const size of SIZES) rows.push(...(await measureSize(size)));
const body = [
  `The embedded PGlite runs each query in the server's own thread, so while a kanban read runs no other request moves. The app is built in one process on the demo customer's product, each read repeated ${REPEAT} times one at a time (after a first, cold read noted apart), with a 1 ms timer noting the longest stretch it could not run. Limit: ${HOLD_LIMIT_MS} ms. Machine load average (1 min) ${loadAtStart} at the start and ${load()} at the end (2 cores shared with other work).`,
  '',
  '| data | read | leads in mes_atual | first read held (ms) | median held (ms) | longest held (ms) | ≤ limit |',
  '| --- | --- | ---: | ---: | ---: | ---: | :---: |',
  ...rows,
].join('\n');
process.stdout.write(`\n${body}\n`);
if (!DRY_RUN) await appendBenchmarkSection('PGlite event loop (kanban reads)', COMMAND, body);
