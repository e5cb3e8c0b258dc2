/**
 * `npm run bench:activation`: the landing's promise of activation in under 10 minutes, timed. Builds the apps,
 * starts the product as `npm start` does (embedded PGlite, demo data, the embedded checkout and messaging-app
 * simulator, the agent's default debounce), and runs the activation journey of e2e/activation.spec.ts in
 * Chromium RUNS times, each as a new buyer: landing → plan → simulated checkout → welcome mail → first login and
 * forced password change → product, offer, flow with a photo → Meu Agente → Conectar WhatsApp (QR read on the
 * simulator) → a lead's message → the agent's first reply. Prints the journey's duration and the screens and
 * fields the buyer went through, into the 'Activation' section of docs/benchmarks.md.
 *
 * The duration is the scripted journey's: a robot typing instantly. A person reads and types, so it is the floor
 * of the real time, spent by the product (pages, API, checkout, mail, connection, the agent's turn).
 *
 * Usage: npm run bench:activation [-- --runs=3] [--no-build]
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { BIN, run, startProductServer } from '../lib/productServer.ts';
import { appendBenchmarkSection } from './report.ts';
import { percentile } from './stats.ts';

interface RunFigures {
  readonly seconds: number;
  readonly screens: readonly string[];
  readonly fields: number;
  readonly fieldsByScreen: Record<string, number>;
}

const args = process.argv.slice(2);
const RUNS = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
const skipBuild = args.includes('--no-build');
/** What the landing promises. */
const PROMISE_SECONDS = 10 * 60;

async function main(): Promise<void> {
  if (!skipBuild) {
    const built = await run('npm', ['run', 'build', '-w', '@agente/landing', '-w', '@agente/panel']);
    if (built !== 0) throw new Error('a compilação dos apps falhou');
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'agente-bench-activation-'));
  const server = await startProductServer({ dataDir, quiet: true });
  const figures: RunFigures[] = [];
  try {
    for (let n = 1; n <= RUNS; n += 1) {
      console.log(`ativação ${n} de ${RUNS}…`);
      const figuresFile = path.join(dataDir, `ativacao-${n}.json`);
      const code = await run(
        path.join(BIN, 'playwright'),
        ['test', '-c', 'e2e/playwright.config.ts', '--project=desktop', 'e2e/activation.spec.ts'],
        {
          E2E_BASE_URL: server.url,
          E2E_TARGET: 'bench-activation',
          E2E_DATA_DIR: dataDir,
          E2E_SIMULATOR_URL: server.simulatorUrl,
          ACTIVATION_FIGURES_FILE: figuresFile,
        },
      );
      if (code !== 0) throw new Error(`a jornada de ativação falhou na rodada ${n}`);
      figures.push(JSON.parse(await readFile(figuresFile, 'utf8')) as RunFigures);
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  const body = report(figures);
  console.log(`\n${body}`);
  await appendBenchmarkSection('Activation', `npm run bench:activation -- --runs=${RUNS}`, body);
}

function report(figures: readonly RunFigures[]): string {
  const seconds = figures.map((figure) => figure.seconds).sort((a, b) => a - b);
  const first = figures[0];
  if (!first) throw new Error('nenhuma rodada');
  const rows = figures.map(
    (figure, index) =>
      `| ${index + 1} | ${figure.seconds.toFixed(1)} | ${figure.screens.length} | ${figure.fields} |`,
  );
  const median = percentile(seconds, 50);
  return [
    `The activation journey of \`e2e/activation.spec.ts\`, ${figures.length} run(s) in a row, each a new buyer, in headless Chromium against the product started as \`npm start\` (PGlite, embedded checkout and messaging-app simulator, the agent's default 4 s debounce and typing pauses). Browser and server share the 2 cores. The duration is the scripted journey's (no reading or typing time): the part of the activation the product itself takes.`,
    '',
    '| run | seconds | screens | fields |',
    '| ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `Median ${median.toFixed(1)} s (min ${(seconds[0] ?? 0).toFixed(1)}, max ${(seconds.at(-1) ?? 0).toFixed(1)}). Aim: activation in under ${PROMISE_SECONDS / 60} minutes — ${(seconds.at(-1) ?? 0) < PROMISE_SECONDS ? 'met' : '⚠ missed'} by the product's share.`,
    '',
    `Screens, in order: ${first.screens.join(' → ')}.`,
    '',
    `Fields the buyer fills or chooses (a file picked, an option chosen and a text typed count one each): ${first.fields} — ${Object.entries(
      first.fieldsByScreen,
    )
      .map(([screen, count]) => `${screen} ${count}`)
      .join(', ')}.`,
    '',
    `Machine load average (1 min) at the end: ${(loadavg()[0] ?? 0).toFixed(1)}.`,
  ].join('\n');
}

await main();
