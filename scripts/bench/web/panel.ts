/**
 * The panel's part of `npm run bench:web`: starts the product as `npm start` does (one port, demo
 * data, fresh embedded database), then
 * - per route, in a fresh browser context (cold cache), the JS and CSS the route loads while it opens: the
 *   scripts gzipped each on its own (the unit of the aims) and as served (the build's precompressed brotli
 *   copies); logged out for /login and /redefinir-senha, as the demo customer (administrator for
 *   /panel/usuarios) elsewhere;
 * - Lighthouse (mobile emulation) on /login and on /panel logged in (the token placed in local storage
 *   beforehand; Lighthouse keeps storage with disableStorageReset).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { AUTH_TOKEN_KEY } from '@agente/api';
import { chromium } from '@playwright/test';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../../apps/server/src/demo/accounts.ts';
import { startProductServer } from '../../lib/productServer.ts';
import { type Figures, formatKb, SCORE_AIM } from '../lighthouseFigures.ts';
import { type ChromeOptions, medianLighthouse } from './lighthouse.ts';

/** The login page starts with at most this much JS, gzip (React 19 + react-dom ≈ 60 kB of it). */
export const LOGIN_JS_BUDGET_BYTES = 120 * 1_024;
/** No other route starts with more JS than this, gzip. */
export const ROUTE_JS_BUDGET_BYTES = 160 * 1_024;

const DEMO = { customer: DEMO_CUSTOMER, admin: DEMO_ADMIN } as const;
type Who = keyof typeof DEMO | 'nobody';

interface RouteFigures {
  route: string;
  who: Who;
  /** The same scripts, each gzipped (level 6) on its own as a server without brotli would send it. */
  scriptGzipBytes: number;
  /** As transferred: the brotli copies the server sends. */
  scriptBytes: number;
  stylesheetBytes: number;
  scripts: number;
}

async function login(baseUrl: string, who: keyof typeof DEMO): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO[who].email, senha: DEMO[who].senha }),
  });
  if (!response.ok) throw new Error(`login de ${who}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function firstProductId(baseUrl: string, token: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/products/list`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { products } = (await response.json()) as { products: { id: number }[] };
  const id = products[0]?.id;
  if (id === undefined) throw new Error('o cliente de demonstração não tem produto');
  return id;
}

function panelRoutes(productId: number): [string, Who][] {
  return [
    ['/login', 'nobody'],
    ['/redefinir-senha?token=x', 'nobody'],
    ['/panel', 'customer'],
    ['/panel/meu-agente', 'customer'],
    ['/panel/meus-dados', 'customer'],
    ['/panel/meus-produtos', 'customer'],
    [`/panel/meus-produtos/${productId}`, 'customer'],
    [`/panel/produto-detalhes/${productId}`, 'customer'],
    [`/panel/ofertas/${productId}`, 'customer'],
    [`/panel/objecoes/${productId}`, 'customer'],
    ['/panel/desativados', 'customer'],
    ['/panel/follow-up', 'customer'],
    [`/panel/kanban/${productId}`, 'customer'],
    ['/panel/conectar-agente', 'customer'],
    ['/panel/treinamento', 'customer'],
    ['/panel/seja-afiliado', 'customer'],
    ['/panel/base-de-conhecimento', 'customer'],
    ['/panel/vendas', 'customer'],
    ['/panel/leads', 'customer'],
    ['/panel/conversas', 'customer'],
    ['/panel/testar-agente', 'customer'],
    ['/panel/usuarios', 'admin'],
  ];
}

/** No request in flight for this long: the route has loaded what it starts with. */
const QUIET_NETWORK_MS = 500;
const QUIET_POLL_MS = 50;

async function waitForQuietNetwork(inFlight: () => number): Promise<void> {
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_NETWORK_MS) {
    await new Promise((resolve) => setTimeout(resolve, QUIET_POLL_MS));
    if (inFlight() > 0) quietSince = Date.now();
  }
}

async function measureRoutes(
  baseUrl: string,
  chrome: ChromeOptions,
  tokens: Record<keyof typeof DEMO, string>,
  routes: [string, Who][],
): Promise<RouteFigures[]> {
  const browser = await chromium.launch({
    executablePath: chrome.chromePath,
    args: chrome.chromeFlags.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const figures: RouteFigures[] = [];
    for (const [route, who] of routes) {
      const context = await browser.newContext({ baseURL: baseUrl });
      if (who !== 'nobody') {
        await context.addInitScript(([key, token]) => window.localStorage.setItem(key, token), [
          AUTH_TOKEN_KEY,
          tokens[who],
        ] as const);
      }
      const page = await context.newPage();
      const sizes: Promise<{ type: string; bytes: number; gzipBytes: number }>[] = [];
      // What arrives after the network went idle is no part of the route's start (and its body can no longer be
      // read once the context closes).
      let isMeasuring = true;
      page.on('requestfinished', (request) => {
        const type = request.resourceType();
        if (isMeasuring && (type === 'script' || type === 'stylesheet')) {
          sizes.push(
            (async () => {
              const [size, body] = await Promise.all([
                request.sizes(),
                request.response().then((response) => response?.body()),
              ]);
              const gzipBytes = body ? gzipSync(body, { level: 6 }).length : 0;
              return { type, bytes: size.responseBodySize, gzipBytes };
            })(),
          );
        }
      });
      let inFlight = 0;
      page.on('request', () => {
        inFlight += 1;
      });
      const settle = () => {
        inFlight -= 1;
      };
      page.on('requestfinished', settle);
      page.on('requestfailed', settle);
      await page.goto(route, { waitUntil: 'networkidle' });
      // On a busy machine the network can idle while the entry script still runs: wait for the screen itself
      // (the panel's main region, or the form of a logged-out page), then for the network to idle again.
      await page.locator('main, form').first().waitFor();
      await waitForQuietNetwork(() => inFlight);
      isMeasuring = false;
      const loaded = await Promise.all(sizes);
      const total = (type: string) =>
        loaded.filter((entry) => entry.type === type).reduce((sum, entry) => sum + entry.bytes, 0);
      figures.push({
        route,
        who,
        scriptGzipBytes: loaded
          .filter((entry) => entry.type === 'script')
          .reduce((sum, entry) => sum + entry.gzipBytes, 0),
        scriptBytes: total('script'),
        stylesheetBytes: total('stylesheet'),
        scripts: loaded.filter((entry) => entry.type === 'script').length,
      });
      await context.close();
    }
    return figures;
  } finally {
    await browser.close();
  }
}

const budgetOf = (route: string) => (route === '/login' ? LOGIN_JS_BUDGET_BYTES : ROUTE_JS_BUDGET_BYTES);
const overBudget = (entry: RouteFigures) => entry.scriptGzipBytes > budgetOf(entry.route);

function routeTable(figures: RouteFigures[]): string {
  const who = { nobody: 'logged out', customer: 'customer', admin: 'administrator' } as const;
  return [
    '| route | as | initial JS (gzip) | initial JS (transferred) | initial CSS (transferred) | script files |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...figures.map(
      (entry) =>
        `| \`${entry.route}\` | ${who[entry.who]} | ${formatKb(entry.scriptGzipBytes)}${overBudget(entry) ? ' ⚠' : ''} | ${formatKb(entry.scriptBytes)} | ${formatKb(entry.stylesheetBytes)} | ${entry.scripts} |`,
    ),
  ].join('\n');
}

/** SEO is shown but is no aim: the panel's index.html says noindex, which Lighthouse's SEO score counts against. */
function lighthouseTable(rows: [string, Figures][]): string {
  const score = (value: number) => `${value}${value >= SCORE_AIM ? '' : ' ⚠'}`;
  return [
    '| page | performance | accessibility | best practices | SEO (no aim: noindex) | JS (transferred) | FCP | LCP | TBT | CLS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      ([page, f]) =>
        `| \`${page}\` | ${score(f.performance)} | ${score(f.accessibility)} | ${score(f.bestPractices)} | ${f.seo} | ${formatKb(f.scriptBytes)} | ${f.fcp} | ${f.lcp} | ${f.tbt} | ${f.cls} |`,
    ),
  ].join('\n');
}

/** Runs the panel measurements and returns the report section's body. */
export async function benchPanel(chrome: ChromeOptions, runs: number): Promise<string> {
  const load = () => loadavg()[0]?.toFixed(1) ?? '?';
  const loadAtStart = load();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'agente-bench-web-'));
  const server = await startProductServer({ dataDir, quiet: true });
  try {
    const tokens = { customer: await login(server.url, 'customer'), admin: await login(server.url, 'admin') };
    const productId = await firstProductId(server.url, tokens.customer);
    const routes = await measureRoutes(server.url, chrome, tokens, panelRoutes(productId));
    console.log(routeTable(routes));

    const lighthouseRows: [string, Figures][] = [];
    for (const [page, token] of [
      ['/login', null],
      ['/panel', tokens.customer],
    ] as const) {
      lighthouseRows.push([page, await medianLighthouse(`${server.url}${page}`, chrome, runs, token)]);
    }
    const misses = routes.filter(overBudget).map((entry) => `\`${entry.route}\``);
    return [
      `The panel served by the product server (\`npm start\`, demo data, compressed) on 127.0.0.1. Initial JS/CSS per route: the scripts and stylesheets a cold Chromium receives until the network is idle. "gzip" is each script gzipped (level 6) on its own, the unit of the aims; "transferred" is what the server sent (the build's precompressed brotli copies). Aims: \`/login\` initial JS ≤ ${formatKb(LOGIN_JS_BUDGET_BYTES)} gzip, every other route ≤ ${formatKb(ROUTE_JS_BUDGET_BYTES)} gzip (${misses.length === 0 ? 'all met' : `missed by ${misses.join(', ')}`}); Lighthouse performance, accessibility and best practices ≥ ${SCORE_AIM} on /login and /panel (⚠ marks a miss). SEO is no aim: the panel is behind a login and its index.html asks search engines not to index it (\`noindex\`), which Lighthouse's SEO score counts against.`,
      '',
      routeTable(routes),
      '',
      `Lighthouse, mobile emulation (simulated slow 4G, 4× CPU slowdown); median of ${runs} run(s) by performance score; \`/panel\` logged in as the demo customer. Machine load average (1 min) ${loadAtStart} at the start and ${load()} at the end (2 cores shared with other work: the CPU-bound figures, TBT above all, move with it).`,
      '',
      lighthouseTable(lighthouseRows),
    ].join('\n');
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
