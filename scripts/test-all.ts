// `npm test`: every check of the repository. The quick checks run first, one after another, and stop the run at
// the first that fails. The unit suite runs next, alone: its server tests time child processes, queues and
// timers, and a machine busy with browsers made them miss. Then the story and end-to-end suites run side by
// side: each spends most of its time waiting on the browser and the product's timers (about half a core of the
// two this machine has), so one after another they left the cores idle. Each suite's output is printed whole when
// it ends, never interleaved; last comes how long each phase took, so the place to win time back is plain to see.
import { spawn } from 'node:child_process';

type Phase = readonly [script: string, what: string];

const QUICK_CHECKS: readonly Phase[] = [
  ['lint', 'Biome'],
  ['lint:contract', 'Redocly'],
  ['typecheck', 'TypeScript'],
];

/** Run alone, after the quick checks. */
const UNIT_SUITE: Phase = ['test:unit', 'Vitest'];

/** Lanes that run side by side; the phases of one lane run in turn (the replicas reuse the e2e lane's builds). */
const SUITE_LANES: readonly (readonly Phase[])[] = [
  [['test:stories', 'Storybook']],
  [
    ['test:e2e', 'Playwright'],
    ['test:replicas', 'nginx'],
  ],
];

interface PhaseResult {
  readonly script: string;
  readonly what: string;
  readonly ms: number;
  readonly code: number;
}

const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;

/** Runs one npm script; with `held`, its output is kept and printed in one piece once it ends. */
function runScript([script, what]: Phase, held: boolean): Promise<PhaseResult> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script], {
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const ms = performance.now() - started;
      const exitCode = code ?? (signal ? 1 : 0);
      if (held) {
        process.stdout.write(
          `\n━━━ ${script} (${what}): ${exitCode === 0 ? 'ok' : 'falhou'} em ${minutes(ms)}\n`,
        );
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ script, what, ms, code: exitCode });
    });
  });
}

/** A lane's phases in turn, stopping at the first that fails. */
async function runLane(lane: readonly Phase[]): Promise<PhaseResult[]> {
  const results: PhaseResult[] = [];
  for (const phase of lane) {
    console.log(`▶ ${phase[0]} começou`);
    const result = await runScript(phase, true);
    results.push(result);
    if (result.code !== 0) break;
  }
  return results;
}

const started = performance.now();
const results: PhaseResult[] = [];
for (const phase of QUICK_CHECKS) {
  const result = await runScript(phase, false);
  results.push(result);
  if (result.code !== 0) break;
}
if (results.every((result) => result.code === 0)) {
  // A failing unit suite still lets the browser suites run, so one run shows every failure.
  results.push(await runScript(UNIT_SUITE, false));
  const lanes = await Promise.all(SUITE_LANES.map(runLane));
  results.push(...lanes.flat());
}

const rows = results.map(
  ({ script, what, ms, code }) =>
    `  ${script.padEnd(14)} ${what.padEnd(11)} ${minutes(ms)}${code === 0 ? '' : '  ✗'}`,
);
console.log(
  `\nTempo por fase (Storybook e ponta a ponta correm lado a lado):\n${rows.join('\n')}\n  ${'total'.padEnd(26)} ${minutes(performance.now() - started)}`,
);
const failed = results.filter((result) => result.code !== 0);
if (failed.length > 0) {
  console.error(`\nFalhou: ${failed.map((result) => `npm run ${result.script}`).join(', ')}`);
  process.exit(1);
}
