/**
 * `npm run bench:model-text`: what one huge model answer and a crowd of Testar agente calls cost everyone else.
 * A fake chat-completions server answers every call with 1 MB of text, streamed with no Content-Length; the product
 * server runs with LLM_BASE_URL pointing at it. The administrator reads GET /api/auth/me one read after another, alone, then while the demo
 * customer sends PARALLEL Testar agente messages at once (a wave), alternating wave by wave so that the shared
 * machine's load drifts into both alike. The read's p50/p99 in both cases are printed side by side with what the
 * Testar agente calls answered and how many model calls they cost.
 *
 * The waves and the fake model run in a child process (modelText/waveProcess.ts): this process only times reads.
 * A wave starts every WAVE_INTERVAL_MS, so that the account's per-minute Testar agente limit leaves every wave its
 * model call (a 429 calls no model); the reads in between are the 'alone' ones. Waves go on until both sides have
 * at least READS reads, so the p99 is a percentile and not the slowest read.
 * The same is done, wave by wave in turn, to a ceiling (modelText/ceilingServer.ts): a bare node:http server doing
 * the same work on the same database engine as well as a bare server can, so the figures say how much of the
 * slowdown is the product's and how much is the machine's.
 * Writes the 'Model text and Testar agente' section of docs/benchmarks.md.
 *
 * Usage: npm run bench:model-text [-- --reads=500 --parallel=100 --max-waves=80]
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { PLAYGROUND_MESSAGES_PER_MINUTE, SERVER_NODE_FLAGS } from '../../apps/server/src/constants.ts';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../apps/server/src/demo/accounts.ts';
import { startProductServer } from '../lib/productServer.ts';
import type { FromCeiling } from './modelText/ceilingServer.ts';
import type { FromWaves, ToWaves } from './modelText/waveProcess.ts';
import { appendBenchmarkSection } from './report.ts';
import { percentile } from './stats.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const READS = option('reads', 500);
const PARALLEL = option('parallel', 100);
const MAX_WAVES = option('max-waves', 80);
/** Waves whose reads are not counted: the server's first Testar agente turns compile and fill caches. */
const WARM_UP_WAVES = 2;
/**
 * A wave may have two messages admitted (one answered, then a late one of the same wave finds the session free),
 * so the waves are spaced for two fewer than the per-minute limit.
 */
const WAVE_INTERVAL_MS = Math.ceil(60_000 / (PLAYGROUND_MESSAGES_PER_MINUTE - 2));
const TARGET = 2;
/** Statements the product's admitted Testar agente turn runs on PGlite for this benchmark's message (counted). */
const TURN_STATEMENTS = 20;
/** The model name the product is configured with (the fake model counts calls by it). */
const PRODUCT_MODEL = 'modelo-bench';

async function login(baseUrl: string, email: string, senha: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, senha }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** One read of /api/auth/me; its latency in ms. */
async function readMe(baseUrl: string, token: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`/api/auth/me: ${response.status}`);
  return performance.now() - started;
}

/** Reads one after another until `done()` says so (at least once); the latencies in ms. */
async function readUntil(baseUrl: string, token: string, done: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  do latencies.push(await readMe(baseUrl, token));
  while (!done());
  return latencies;
}

/** The wave process, ready, with a way to send it a message and wait for its answer of a given type. */
async function startWaves() {
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'modelText', 'waveProcess.ts'), [], {
    execArgv: ['--import', 'tsx'],
  });
  const next = <T extends FromWaves['type']>(type: T) =>
    new Promise<Extract<FromWaves, { type: T }>>((resolve, reject) => {
      const onMessage = (message: FromWaves) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message as Extract<FromWaves, { type: T }>);
      };
      const onExit = (code: number | null) => reject(new Error(`o processo das ondas terminou (${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const { modelUrl } = await next('ready');
  return {
    modelUrl,
    /** Sends one wave; resolves with its answers' statuses. */
    wave(message: Omit<Extract<ToWaves, { type: 'wave' }>, 'type'>) {
      const answered = next('waved');
      child.send({ type: 'wave', ...message } satisfies ToWaves);
      return answered.then((reply) => reply.statuses);
    },
    /** Closes the fake model; resolves with the model calls it received. */
    async close() {
      const closed = next('closed');
      child.send({ type: 'close' } satisfies ToWaves);
      return (await closed).modelCalls;
    },
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The bare ceiling server, started against the same fake model. */
async function startCeiling(modelUrl: string) {
  const child = fork(
    path.join(import.meta.dirname, 'modelText', 'ceilingServer.ts'),
    [modelUrl, String(TURN_STATEMENTS)],
    {
      execArgv: ['--import', 'tsx', ...SERVER_NODE_FLAGS],
    },
  );
  const ready = await new Promise<FromCeiling>((resolve, reject) => {
    child.once('message', (message: FromCeiling) => resolve(message));
    child.once('exit', (code) => reject(new Error(`o servidor-teto terminou (${code})`)));
  });
  return {
    ...ready,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}

interface Target {
  readonly name: string;
  readonly url: string;
  readonly admin: string;
  readonly customer: string;
  readonly alone: number[];
  readonly during: number[];
  readonly statuses: Record<number, number>;
  counted: number;
  waveSeconds: number;
}

const target = (name: string, url: string, admin: string, customer: string): Target => ({
  name,
  url,
  admin,
  customer,
  alone: [],
  during: [],
  statuses: {},
  counted: 0,
  waveSeconds: 0,
});

/** Reads alone until `startAt`, then sends one wave and reads until all its messages are answered. */
async function runWave(
  waves: Awaited<ReturnType<typeof startWaves>>,
  side: Target,
  wave: number,
  startAt: number,
): Promise<void> {
  const before = await readUntil(side.url, side.admin, () => performance.now() >= startAt);
  const waveStarted = performance.now();
  let settled = false;
  const answered = waves.wave({ baseUrl: side.url, token: side.customer, parallel: PARALLEL, wave });
  answered.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  const meanwhile = await readUntil(side.url, side.admin, () => settled);
  const answers = await answered;
  if (wave < WARM_UP_WAVES) return;
  side.counted += 1;
  side.waveSeconds += (performance.now() - waveStarted) / 1_000;
  side.alone.push(...before);
  side.during.push(...meanwhile);
  for (const status of answers) side.statuses[status] = (side.statuses[status] ?? 0) + 1;
}

function figures(side: Target) {
  side.alone.sort((a, b) => a - b);
  side.during.sort((a, b) => a - b);
  const p99Alone = percentile(side.alone, 99);
  const p99During = percentile(side.during, 99);
  return { p99Alone, p99During, ratio: p99During / p99Alone };
}

function rows(side: Target, label: string): string[] {
  const { p99Alone, p99During, ratio } = figures(side);
  return [
    `| ${label}, alone | ${side.alone.length} | ${ms(percentile(side.alone, 50))} | ${ms(p99Alone)} | ${ms(side.alone.at(-1) ?? 0)} |`,
    `| ${label}, during the Testar agente calls | ${side.during.length} | ${ms(percentile(side.during, 50))} | ${ms(p99During)} (${ratio.toFixed(1)}× ${ratio <= TARGET ? '✓' : '⚠'}) | ${ms(side.during.at(-1) ?? 0)} |`,
  ];
}

const answersOf = (side: Target) =>
  Object.entries(side.statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');

async function main() {
  const waves = await startWaves();
  const ceiling = await startCeiling(waves.modelUrl);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-model-text-'));
  const server = await startProductServer({
    dataDir,
    quiet: true,
    env: { LLM_BASE_URL: waves.modelUrl, LLM_MODEL: PRODUCT_MODEL, LLM_TIMEOUT_MS: '20000' },
  });
  try {
    const product = target(
      'product',
      server.url,
      await login(server.url, DEMO_ADMIN.email, DEMO_ADMIN.senha),
      await login(server.url, DEMO_CUSTOMER.email, DEMO_CUSTOMER.senha),
    );
    const bare = target('ceiling', ceiling.url, ceiling.adminToken, ceiling.customerToken);
    const sides = [product, bare];
    const started = performance.now();
    for (let wave = 0; wave < WARM_UP_WAVES + MAX_WAVES; wave += 1) {
      const enough = sides.every((side) => side.alone.length >= READS && side.during.length >= READS);
      if (wave >= WARM_UP_WAVES && enough) break;
      // The product's waves stay WAVE_INTERVAL_MS apart (its per-minute limit); the ceiling's fall halfway between.
      for (const [index, side] of sides.entries())
        await runWave(waves, side, wave, started + (wave + index / sides.length) * WAVE_INTERVAL_MS);
    }
    const modelCalls = await waves.close();
    const load = loadavg()[0]?.toFixed(1);
    const mine = figures(product);
    const best = figures(bare);
    const body = [
      `Sequential reads of \`GET /api/auth/me\` by one account, alone and while another account sends waves of ${PARALLEL} parallel Testar agente messages, a wave every ${(WAVE_INTERVAL_MS / 1_000).toFixed(1)} s (within the account's ${PLAYGROUND_MESSAGES_PER_MINUTE} messages a minute, so every wave calls the model); alone and during alternate wave by wave, after ${WARM_UP_WAVES} uncounted warm-up waves. Every model call answers 1 MB of text, streamed with no Content-Length; the waves and the fake model run in a process of their own, so the reading process only times reads (embedded PGlite, load average at the end ${load}). The ceiling, measured in the same run with its waves halfway between the product's, is a bare node:http server doing the same work on PGlite as well as a bare server can (scripts/bench/modelText/ceilingServer.ts): the same reads and writes for \`/api/auth/me\`, the same refusal before any statement, the same per-minute and per-day claim, and for the admitted message the model call read up to its 64 kB cap and ${TURN_STATEMENTS} statements.`,
      '',
      '| `/api/auth/me` | reads | p50 | p99 | max |',
      '| --- | ---: | ---: | ---: | ---: |',
      ...rows(product, 'product'),
      ...rows(bare, 'ceiling'),
      '',
      `The product's slowdown is ${mine.ratio.toFixed(1)}× against the ceiling's ${best.ratio.toFixed(1)}× (aim ${TARGET}×); its p99 during the waves is ${(mine.p99During / best.p99During).toFixed(1)}× the ceiling's. A product wave took ${((product.waveSeconds / Math.max(1, product.counted)) * 1_000).toFixed(0)} ms on average (${product.counted} waves), a ceiling wave ${((bare.waveSeconds / Math.max(1, bare.counted)) * 1_000).toFixed(0)} ms. Testar agente answers: product ${answersOf(product)}; ceiling ${answersOf(bare)}. Model calls, warm-up waves included: product ${modelCalls[PRODUCT_MODEL] ?? 0}, ceiling ${modelCalls.teto ?? 0} (each 1 MB answer dropped at 64 kB; in the product the built-in brain then answered).`,
    ].join('\n');
    console.log(body);
    if (!args.includes('--dry-run'))
      await appendBenchmarkSection('Model text and Testar agente', 'npm run bench:model-text', body);
  } finally {
    await server.stop();
    await ceiling.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
