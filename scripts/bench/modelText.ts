/**
 * `npm run bench:model-text`: what one huge model answer and a crowd of Testar agente calls cost everyone else.
 * A fake chat-completions server answers every call with 1 MB of text (streamed); the product server runs with
 * LLM_BASE_URL pointing at it. The administrator reads GET /api/auth/me alone, then while the demo customer sends
 * PARALLEL Testar agente messages at once, in WAVES waves (alone and during alternate wave by wave); the read's
 * p50/p99 in both cases are printed side by side with what the Testar agente calls answered and how many model calls they cost.
 * Writes the 'Model text and Testar agente' section of docs/benchmarks.md.
 *
 * Usage: npm run bench:model-text [-- --reads=300 --parallel=100 --waves=5]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../apps/server/src/demo/accounts.ts';
import {
  completion,
  startFakeChatCompletions,
} from '../../apps/server/src/runtime/testing/fakeChatCompletions.ts';
import { startProductServer } from '../lib/productServer.ts';
import { appendBenchmarkSection } from './report.ts';
import { percentile } from './stats.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const READS = option('reads', 300);
const PARALLEL = option('parallel', 100);
const WAVES = option('waves', 5);
const ANSWER_BYTES = 1_048_576;

async function login(baseUrl: string, email: string, senha: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, senha }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** Reads /api/auth/me `count` times one after another; the latencies in ms, sorted. */
async function readMe(baseUrl: string, token: string, count: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`/api/auth/me: ${response.status}`);
    latencies.push(performance.now() - started);
  }
  return latencies.sort((a, b) => a - b);
}

/** One wave: PARALLEL Testar agente messages at once, from the start of the flow; the statuses they answered. */
async function playgroundWave(baseUrl: string, token: string, wave: number): Promise<number[]> {
  // From the start of the flow, so the agent is not paused at the flow's pause step (then it calls nothing).
  await fetch(`${baseUrl}/api/testar-agente`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  return Promise.all(
    Array.from({ length: PARALLEL }, (_, index) =>
      fetch(`${baseUrl}/api/testar-agente/mensagens`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ texto: `quanto custa? (${wave}.${index})` }),
      }).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      }),
    ),
  );
}

/** Reads /api/auth/me one after another until `until` settles (at least once); the latencies in ms. */
async function readMeWhile(baseUrl: string, token: string, until: Promise<unknown>): Promise<number[]> {
  let settled = false;
  const done = () => {
    settled = true;
  };
  until.then(done, done);
  const latencies: number[] = [];
  do latencies.push(...(await readMe(baseUrl, token, 1)));
  while (!settled);
  return latencies;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const fake = await startFakeChatCompletions();
  const huge = JSON.stringify(completion({ content: 'a'.repeat(ANSWER_BYTES) }));
  fake.answer((_, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(huge);
  });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-model-text-'));
  const server = await startProductServer({
    dataDir,
    quiet: true,
    env: { LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'modelo-bench', LLM_TIMEOUT_MS: '20000' },
  });
  try {
    const admin = await login(server.url, DEMO_ADMIN.email, DEMO_ADMIN.senha);
    const customer = await login(server.url, DEMO_CUSTOMER.email, DEMO_CUSTOMER.senha);
    await readMe(server.url, admin, 20);
    // Alone and during alternate wave by wave, so the shared machine's load drifts into both alike.
    const alone: number[] = [];
    const during: number[] = [];
    const statuses: Record<number, number> = {};
    let seconds = 0;
    for (let wave = 0; wave < WAVES; wave += 1) {
      alone.push(...(await readMe(server.url, admin, Math.ceil(READS / WAVES))));
      const startedAt = performance.now();
      const answered = playgroundWave(server.url, customer, wave);
      during.push(...(await readMeWhile(server.url, admin, answered)));
      seconds += (performance.now() - startedAt) / 1_000;
      for (const status of await answered) statuses[status] = (statuses[status] ?? 0) + 1;
    }
    alone.sort((a, b) => a - b);
    during.sort((a, b) => a - b);
    const p99Alone = percentile(alone, 99);
    const p99During = percentile(during, 99);
    const body = [
      `Sequential reads of \`GET /api/auth/me\` by one account: ${alone.length} alone and ${during.length} while another account sends ${WAVES} waves of ${PARALLEL} parallel Testar agente messages (the two alternate wave by wave); every model call answers 1 MB of text (embedded PGlite, load average at the end ${loadavg()[0]?.toFixed(1)}).`,
      '',
      '| `/api/auth/me` | p50 | p99 |',
      '| --- | ---: | ---: |',
      `| alone | ${ms(percentile(alone, 50))} | ${ms(p99Alone)} |`,
      `| during the Testar agente calls | ${ms(percentile(during, 50))} | ${ms(p99During)} (${(p99During / p99Alone).toFixed(1)}×) |`,
      '',
      `Testar agente answers in ${seconds.toFixed(1)} s: ${Object.entries(statuses)
        .map(([status, count]) => `${count} × ${status}`)
        .join(
          ', ',
        )}; model calls made: ${fake.requests.length} (each 1 MB answer dropped at 64 kB, the built-in brain answered). A message sent while the same session's previous one is being answered is refused before its session is looked up (playground/oneMessagePerSession.ts), so the 409s cost the embedded database nothing.`,
    ].join('\n');
    console.log(body);
    await appendBenchmarkSection('Model text and Testar agente', 'npm run bench:model-text', body);
  } finally {
    await server.stop();
    await fake.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
