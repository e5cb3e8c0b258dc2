// `npm test`: every check of the repository, one phase after another (stopping at the first that fails), then
// how long each phase took, so the place to win time back is plain to see.
import { spawn } from 'node:child_process';

const PHASES = [
  ['lint', 'Biome'],
  ['lint:contract', 'Redocly'],
  ['typecheck', 'TypeScript'],
  ['test:unit', 'Vitest'],
  ['test:stories', 'Storybook'],
  ['test:e2e', 'Playwright'],
  ['test:replicas', 'nginx'],
] as const;

function runScript(script: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;

const timings: string[] = [];
const started = performance.now();
let failed: string | undefined;
for (const [script, what] of PHASES) {
  const phaseStarted = performance.now();
  const code = await runScript(script);
  timings.push(
    `  ${script.padEnd(14)} ${what.padEnd(11)} ${minutes(performance.now() - phaseStarted)}${code === 0 ? '' : '  ✗'}`,
  );
  if (code !== 0) {
    failed = script;
    break;
  }
}
console.log(
  `\nTempo por fase:\n${timings.join('\n')}\n  ${'total'.padEnd(26)} ${minutes(performance.now() - started)}`,
);
if (failed) {
  console.error(`\nFalhou: npm run ${failed}`);
  process.exit(1);
}
