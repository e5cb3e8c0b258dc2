/**
 * `npm run build`: builds the client bundle, builds the server renderer, then writes every landing
 * route as static HTML (dist/index.html, dist/<route>/index.html) plus sitemap.xml and robots.txt.
 * The browser hydrates that HTML (src/main.tsx), so content shows before any script runs.
 *
 * The renderer and the page shell stay in dist-ssr/: the product server renders the pages again at
 * start with the addresses of its environment (the files in dist/ carry the demo's).
 */

import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSiteConfig, DEMO_ADDRESSES } from '@agente/rules';
import { build, type Manifest } from 'vite';
import type { LandingPath } from './src/app/routes.paths.ts';

const ROOT = import.meta.dirname;
const CONFIG_FILE = resolve(ROOT, 'vite.config.ts');
const DIST = resolve(ROOT, 'dist');
const SSR_DIST = resolve(ROOT, 'dist-ssr');
const MANIFEST = resolve(DIST, '.vite/manifest.json');
/** Read by the product server (apps/server/src/static/landingPages.ts). */
const SHELL_FILE = resolve(SSR_DIST, 'shell.json');

/** The lazy page module of each route (as imported by src/routes.tsx): its chunk is preloaded. */
const PAGE_MODULES: Readonly<Record<LandingPath, string>> = {
  '/': 'src/screens/Home/HomeScreen.tsx',
  '/compra-confirmada': 'src/screens/OrderApproved/OrderApprovedScreen.tsx',
  '/termos': 'src/screens/Legal/TermsScreen.tsx',
  '/privacidade': 'src/screens/Legal/PrivacyScreen.tsx',
  '/cookies': 'src/screens/Legal/CookiesScreen.tsx',
};

type ServerEntry = typeof import('./src/entry-server.tsx');

/** <link rel="modulepreload"> for a page chunk and the chunks it imports, so hydration needs no extra round trip. */
function modulePreloads(manifest: Manifest, moduleId: string): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is missing from the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(moduleId);
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`).join('\n    ');
}

async function main() {
  const started = performance.now();
  await build({ root: ROOT, configFile: CONFIG_FILE, logLevel: 'warn' });
  await build({
    root: ROOT,
    configFile: CONFIG_FILE,
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: SSR_DIST,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  });

  const server = (await import(pathToFileURL(resolve(SSR_DIST, 'entry-server.js')).href)) as ServerEntry;
  const template = await readFile(resolve(DIST, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(MANIFEST, 'utf8')) as Manifest;

  const preloads = Object.fromEntries(
    [...server.routes].map((path) => [path, modulePreloads(manifest, PAGE_MODULES[path])]),
  ) as Record<LandingPath, string>;
  const shell = { template, preloads };
  await writeFile(SHELL_FILE, JSON.stringify(shell));
  // The files in dist/ show the demo's addresses; the product server renders them again with its own.
  const config = createSiteConfig({}, DEMO_ADDRESSES);

  for (const path of server.routes) {
    const page = await server.renderPage(path, config, shell);
    const file = path === '/' ? resolve(DIST, 'index.html') : resolve(DIST, `.${path}`, 'index.html');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, page);
  }
  await writeFile(resolve(DIST, 'sitemap.xml'), server.sitemap(config));
  await writeFile(resolve(DIST, 'robots.txt'), server.robots(config));
  await rm(resolve(DIST, '.vite'), { recursive: true, force: true });

  const seconds = ((performance.now() - started) / 1_000).toFixed(1);
  console.log(`landing: ${server.routes.length} pages pre-rendered into ${DIST} in ${seconds} s`);
}

await main();
