/**
 * `npm run bench:web`: builds the landing (pre-rendered), serves dist/ gzipped like the product does, and runs
 * Lighthouse on the home page with its default mobile emulation (Moto G class phone, slow 4G, 4× CPU
 * slowdown, simulated). Prints the four category scores and the JS and CSS the page transfers while it
 * loads (gzip), then writes them into the 'Landing' section of docs/benchmarks.md. Then measures the panel
 * (scripts/bench/web/panel.ts: initial JS/CSS per route, Lighthouse on /login and /panel logged in) into the
 * 'Panel' section.
 *
 * Usage: tsx scripts/bench/web.ts [--no-build] [--runs=N] [--path=/compra-confirmada] [--only=landing|panel]
 * Needs Chromium at CHROME_PATH (default /usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { startStaticServer } from '../../apps/landing/e2e/staticServer.ts';
import chromium from '../../e2e/support/chromium.json' with { type: 'json' };
import { type Figures, formatKb, INITIAL_JS_BUDGET_BYTES, SCORE_AIM } from './lighthouseFigures.ts';
import { appendBenchmarkSection } from './report.ts';
import { medianLighthouse } from './web/lighthouse.ts';
import { benchPanel } from './web/panel.ts';

const LANDING_DIR = resolve(import.meta.dirname, '../../apps/landing');
const DIST = resolve(LANDING_DIR, 'dist');
const CHROME_PATH = process.env.CHROME_PATH ?? chromium.executablePath;
/** --headless=new: the old headless mode hangs Lighthouse here. */
const CHROME_FLAGS = ['--headless=new', ...chromium.args];
const CHROME = { chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS };
const DEFAULT_RUNS = 3;
const COMMAND = 'npm run bench:web';

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? DEFAULT_RUNS);
const pagePath = args.find((arg) => arg.startsWith('--path='))?.slice('--path='.length) ?? '/';
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

function build(): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn('npm', ['run', 'build', '-w', '@agente/landing', '-w', '@agente/panel'], {
      stdio: 'inherit',
    });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`build exited with ${code}`))));
  });
}

function table(figures: Figures, runCount: number): string {
  const score = (value: number) => `${value}${value >= SCORE_AIM ? '' : ' ⚠'}`;
  const js = `${formatKb(figures.scriptBytes)}${figures.scriptBytes <= INITIAL_JS_BUDGET_BYTES ? '' : ' ⚠'}`;
  return [
    `Lighthouse ${figures.lighthouseVersion}, mobile emulation (simulated slow 4G, 4× CPU slowdown), page \`${pagePath}\` of the pre-rendered build served gzipped from 127.0.0.1; median of ${runCount} run(s) by performance score. Aims: every score ≥ ${SCORE_AIM}, initial JS ≤ ${formatKb(INITIAL_JS_BUDGET_BYTES)} gzip (⚠ marks a miss).`,
    '',
    '| performance | accessibility | best practices | SEO | initial JS (gzip) | initial CSS (gzip) | fonts | FCP | LCP | TBT | CLS |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${score(figures.performance)} | ${score(figures.accessibility)} | ${score(figures.bestPractices)} | ${score(figures.seo)} | ${js} | ${formatKb(figures.stylesheetBytes)} | ${formatKb(figures.fontBytes)} | ${figures.fcp} | ${figures.lcp} | ${figures.tbt} | ${figures.cls} |`,
    '',
    `Scripts loaded with the page: ${figures.scripts.map((file) => `\`${file}\``).join(', ') || 'none'}.`,
    '',
    'Fonts: the bundled Inter (variable, latin subset, woff2, `font-display: swap`); the latin file is preloaded, other subsets load only when a page uses their characters.',
  ].join('\n');
}

async function benchLanding(): Promise<void> {
  const server = await startStaticServer(DIST);
  try {
    const median = await medianLighthouse(`${server.url}${pagePath}`, CHROME, runs);
    const report = table(median, runs);
    console.log(`\n${report}\n`);
    await appendBenchmarkSection('Landing', COMMAND, report);
    console.log('docs/benchmarks.md: Landing section updated');
  } finally {
    await server.close();
  }
}

async function main(): Promise<void> {
  if (!skipBuild) await build();
  if (only !== 'panel') await benchLanding();
  if (only !== 'landing') {
    const report = await benchPanel(CHROME, runs);
    console.log(`\n${report}\n`);
    await appendBenchmarkSection('Panel', COMMAND, report);
    console.log('docs/benchmarks.md: Panel section updated');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
